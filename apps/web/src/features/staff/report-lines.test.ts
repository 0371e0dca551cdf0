import { describe, expect, it } from 'vitest';
import { reportRow } from '../../test/report-fixtures';
import { daysOf, linesByDayAndProduct, unitsPerDay } from './report-lines';

describe('report lines', () => {
  it("adds a product's skus up per day, keeping days and products apart", () => {
    const lines = linesByDayAndProduct([
      reportRow({
        date: '2026-11-23',
        productId: 'condoms',
        skuId: 'condoms-3-pack',
        unitsDispensed: 1,
        paidUnits: 1,
      }),
      reportRow({
        date: '2026-11-22',
        productId: 'condoms',
        skuId: 'condoms-3-pack',
        unitsDispensed: 3,
        paidUnits: 3,
        refundedAmount: 100,
      }),
      reportRow({
        date: '2026-11-22',
        productId: 'condoms',
        skuId: 'condoms-large-3-pack',
        unitsDispensed: 1,
        paidUnits: 1,
        failedDispenses: 1,
        refundedAmount: 250,
        stockOuts: 1,
      }),
      reportRow({
        date: '2026-11-22',
        productId: 'naloxone',
        skuId: 'naloxone-kit',
        unitsDispensed: 2,
        emergencyKits: 2,
      }),
    ]);
    expect(lines).toEqual([
      {
        date: '2026-11-22',
        productId: 'condoms',
        unitsDispensed: 4,
        paidUnits: 4,
        freeUnits: 0,
        emergencyKits: 0,
        failedDispenses: 1,
        stockOuts: 1,
        refundedAmount: 350,
        currency: 'USD',
      },
      expect.objectContaining({
        date: '2026-11-22',
        productId: 'naloxone',
        unitsDispensed: 2,
        emergencyKits: 2,
      }),
      expect.objectContaining({ date: '2026-11-23', productId: 'condoms', unitsDispensed: 1 }),
    ]);
  });

  it('lists every day of the window, across a month end', () => {
    expect(daysOf('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysOf('2026-11-29', '2026-11-29')).toEqual(['2026-11-29']);
  });

  it('gives each product that dispensed a value per day, 0 on days without units', () => {
    const days = daysOf('2026-11-21', '2026-11-23');
    const lines = linesByDayAndProduct([
      reportRow({ date: '2026-11-22', productId: 'condoms', skuId: 'c', unitsDispensed: 4 }),
      reportRow({ date: '2026-11-23', productId: 'condoms', skuId: 'c', unitsDispensed: 1 }),
      reportRow({ date: '2026-11-23', productId: 'naloxone', skuId: 'n', unitsDispensed: 2 }),
      // Only failures: no bar.
      reportRow({ date: '2026-11-23', productId: 'vitamins', skuId: 'v', failedDispenses: 1 }),
    ]);
    expect(unitsPerDay(lines, days)).toEqual([
      { productId: 'condoms', values: [0, 4, 1] },
      { productId: 'naloxone', values: [0, 0, 2] },
    ]);
  });
});
