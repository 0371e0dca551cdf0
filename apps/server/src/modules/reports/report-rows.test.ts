import { describe, expect, it } from 'vitest';
import { ReportRows, addInterrupted, addOutcomes, addRefunds, addStockOuts } from './report-rows';
import type { StockChange } from './reports.repository';

const DAY = '2026-11-22';
const rowsOf = () => new ReportRows('demo-kiosk-0001', 'USD', new Map([['a', 'Product — A']]));
const key = (skuId: string, productId = 'p') => ({ day: DAY, skuId, productId });

describe('report rows', () => {
  it("names each row by its sku's item name, and a sku without one by its id", () => {
    const rows = rowsOf();
    addInterrupted(rows, [
      { ...key('a'), units: 1 },
      { ...key('b'), units: 1 },
    ]);
    expect(rows.sorted().map((r) => [r.skuId, r.itemName])).toEqual([
      ['a', 'Product — A'],
      ['b', 'b'],
    ]);
  });

  it('splits dropped units by kind and failed ones by how they failed; an empty slot is a stock-out', () => {
    const rows = rowsOf();
    addOutcomes(rows, [
      { ...key('a'), outcome: 'dropped', kind: 'paid', units: 2 },
      { ...key('a'), outcome: 'dropped', kind: 'free', units: 1 },
      { ...key('a'), outcome: 'dropped', kind: 'emergency', units: 4 },
      { ...key('a'), outcome: 'jammed', kind: 'paid', units: 1 },
      { ...key('a'), outcome: 'empty', kind: 'free', units: 1 },
      { ...key('a'), outcome: 'fault', kind: 'free', units: 1 },
    ]);
    addInterrupted(rows, [{ ...key('a'), units: 2 }]);
    expect(rows.sorted()).toEqual([
      expect.objectContaining({
        unitsDispensed: 7,
        paidUnits: 2,
        freeUnits: 1,
        emergencyKits: 4,
        failedDispenses: 5,
        jams: 1,
        emptySlots: 1,
        motorFaults: 1,
        interrupted: 2,
        stockOuts: 1,
      }),
    ]);
  });

  it('shares refunds over undispensed items in order, several refunds of one order sharing the room', () => {
    const rows = rowsOf();
    const items = [
      { orderId: 'o1', skuId: 'a', productId: 'p', undispensedValue: 300 },
      { orderId: 'o1', skuId: 'b', productId: 'p', undispensedValue: 200 },
      { orderId: 'o2', skuId: 'b', productId: 'p', undispensedValue: 50 },
    ];
    addRefunds(
      rows,
      [
        { orderId: 'o1', day: DAY, amount: 250 },
        { orderId: 'o1', day: DAY, amount: 250 },
        { orderId: 'o2', day: '2026-11-23', amount: 60 },
      ],
      items,
    );
    expect(rows.sorted().map((r) => [r.date, r.skuId, r.refundedOrders, r.refundedAmount])).toEqual([
      [DAY, 'a', 1, 300],
      [DAY, 'b', 1, 200],
      // More than the room (never from state-derived refunds): the rest goes to the last item.
      ['2026-11-23', 'b', 1, 60],
    ]);
  });

  it('finds stock-outs by walking back from today: staff counts reset the walk, test units never count', () => {
    const rows = rowsOf();
    const drop = (skuId: string, isTest = false, isInWindow = true): StockChange => ({
      kind: 'drop',
      skuId,
      day: DAY,
      isInWindow,
      isTest,
      before: 0,
    });
    const count = (skuId: string, before: number): StockChange => ({
      kind: 'count',
      skuId,
      day: DAY,
      isInWindow: true,
      isTest: false,
      before,
    });
    // Newest first. a: counted up from 0 to 5 after the last unit left -> one stock-out.
    // b: a test unit took the last one -> none; before it a real one left 1 -> none.
    // c: after the window -> not counted.
    addStockOuts(
      rows,
      [
        { skuId: 'a', onHand: 5 },
        { skuId: 'b', onHand: 0 },
        { skuId: 'c', onHand: 0 },
      ],
      [count('a', 0), drop('a'), drop('a'), drop('b', true), drop('b'), drop('c', false, false)],
      new Map([
        ['a', 'pa'],
        ['b', 'pb'],
        ['c', 'pc'],
      ]),
    );
    expect(rows.sorted().map((r) => [r.skuId, r.productId, r.stockOuts])).toEqual([['a', 'pa', 1]]);
  });
});
