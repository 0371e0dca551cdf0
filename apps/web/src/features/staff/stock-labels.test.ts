import { describe, expect, it } from 'vitest';
import type { TStockItem } from '@kiosk/contract';
import { formatWait, invalidDrafts, parseCount, stockChanges, stockRowLabel } from './stock-labels';
import { parseDelta } from './adjust-stock-row';

const item = (skuId: string, onHand: number, extra: Partial<TStockItem> = {}): TStockItem => ({
  skuId,
  productId: skuId,
  title: skuId,
  stock: onHand,
  onHand,
  held: 0,
  slot: 'A1',
  isSlotFaulted: false,
  version: 0,
  slots: [],
  ...extra,
});

describe('stock editing helpers', () => {
  it('accepts whole counts from 0 to 100000', () => {
    expect(parseCount('0')).toBe(0);
    expect(parseCount(' 42 ')).toBe(42);
    expect(parseCount('100000')).toBe(100000);
    expect(parseCount('100001')).toBeNull();
    expect(parseCount('-1')).toBeNull();
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('')).toBeNull();
  });

  it('lists only valid counts that differ from on hand, in table order', () => {
    const items = [item('a', 5), item('b', 7), item('c', 9)];
    expect(stockChanges(items, { c: '1', a: '6', b: '7' }).map((c) => [c.item.skuId, c.after])).toEqual([
      ['a', 6],
      ['c', 1],
    ]);
    expect(stockChanges(items, { a: 'x', b: '' })).toEqual([]);
    expect(invalidDrafts({ a: 'x', b: '', c: '3' })).toEqual(['a']);
  });

  it('names a row by its item name, "Product — option"', () => {
    const titles = new Map([
      ['hygiene-kit', 'Hygiene Kit'],
      ['pregnancy-test', 'Single test'],
    ]);
    expect(stockRowLabel({ productId: 'hygiene-kit', title: 'Kit' }, titles)).toBe('Hygiene Kit — Kit');
    expect(stockRowLabel({ productId: 'pregnancy-test', title: 'Single test' }, titles)).toBe('Single test');
    expect(stockRowLabel({ productId: 'unknown', title: 'Kit' }, titles)).toBe('Kit');
  });

  it('reads quick adjustments and formats waits', () => {
    expect(parseDelta('12')).toBe(12);
    expect(parseDelta('+3')).toBe(3);
    expect(parseDelta('-3')).toBe(-3);
    expect(parseDelta('0')).toBeNull();
    expect(parseDelta('3-')).toBeNull();
    expect(formatWait(300)).toBe('5:00');
    expect(formatWait(59)).toBe('0:59');
  });
});
