import { describe, expect, it } from 'vitest';
import { reportRow } from '../../test/report-fixtures';
import { daysOf, unitsPerDay } from './report-lines';

describe('report lines', () => {
  it('lists every day of the window, across a month end', () => {
    expect(daysOf('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysOf('2026-11-29', '2026-11-29')).toEqual(['2026-11-29']);
  });

  it('gives each item that dispensed a value per day, 0 on days without units, its skus kept apart', () => {
    const days = daysOf('2026-11-21', '2026-11-23');
    const rows = [
      reportRow({ date: '2026-11-22', productId: 'condoms', skuId: 'c', unitsDispensed: 4 }),
      reportRow({ date: '2026-11-23', productId: 'condoms', skuId: 'c', unitsDispensed: 1 }),
      reportRow({ date: '2026-11-23', productId: 'condoms', skuId: 'cl', unitsDispensed: 3 }),
      reportRow({ date: '2026-11-23', productId: 'naloxone', skuId: 'n', unitsDispensed: 2 }),
      // Only failures: no bar.
      reportRow({ date: '2026-11-23', productId: 'vitamins', skuId: 'v', failedDispenses: 1 }),
    ];
    expect(unitsPerDay(rows, days)).toEqual([
      { skuId: 'c', itemName: 'Item c', values: [0, 4, 1] },
      { skuId: 'cl', itemName: 'Item cl', values: [0, 0, 3] },
      { skuId: 'n', itemName: 'Item n', values: [0, 0, 2] },
    ]);
  });
});
