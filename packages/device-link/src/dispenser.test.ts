import { describe, expect, it } from 'vitest';
import { DISPENSE_OUTCOMES, FAILED_OUTCOMES, isDispenseOutcome, parseUnitId, unitIdOf } from './dispenser';

const ORDER = '0b6f5a3e-6c1d-4e1a-9a53-2f0c6d1e7b42';

describe('unit ids', () => {
  it('parse back into the parts they were made of', () => {
    expect(parseUnitId(unitIdOf({ orderId: ORDER, unitIndex: 3 }))).toEqual({ orderId: ORDER, unitIndex: 3 });
    expect(parseUnitId('order-1:12')).toEqual({ orderId: 'order-1', unitIndex: 12 });
    // The order id is everything before the last colon.
    expect(parseUnitId('a:b:7')).toEqual({ orderId: 'a:b', unitIndex: 7 });
  });

  it('are refused without an order id or a 1-4 digit index', () => {
    for (const id of [
      '',
      ':1',
      'order-1',
      'order-1:',
      'order-1:x',
      'order-1:12345',
      'order-1:-1',
      'order-1:1.5',
    ])
      expect(parseUnitId(id), id).toBeNull();
  });

  it('with uuidOrder, need a lower-case UUID for the order', () => {
    expect(parseUnitId(`${ORDER}:1`, { uuidOrder: true })).toEqual({ orderId: ORDER, unitIndex: 1 });
    expect(parseUnitId('order-1:1', { uuidOrder: true })).toBeNull();
    expect(parseUnitId(`${ORDER.toUpperCase()}:1`, { uuidOrder: true })).toBeNull();
  });
});

describe('the outcome words', () => {
  it('are the four outcomes, three of them failures', () => {
    expect(DISPENSE_OUTCOMES).toEqual(['dropped', 'jammed', 'empty', 'fault']);
    expect(FAILED_OUTCOMES).toEqual(['jammed', 'empty', 'fault']);
    expect(DISPENSE_OUTCOMES.filter(isDispenseOutcome)).toEqual(DISPENSE_OUTCOMES);
    for (const other of ['unknown', 'in_progress', 'not_received', 'DROPPED', 1, null])
      expect(isDispenseOutcome(other)).toBe(false);
  });
});
