import { describe, expect, it } from 'vitest';
import type { TOrder } from '@kiosk/contract';
import { DISPENSE_POLL_MS, dispensePhaseOf, dispenseProgressOf, latestOrderOf } from './dispense-progress';

const order = (status: TOrder['status'], quantityDispensed = 0, quantityTotal = 3) =>
  ({ status, quantityDispensed, quantityTotal }) as TOrder;

describe('dispense progress', () => {
  it('polls the order twice a second while dispensing', () => {
    expect(DISPENSE_POLL_MS).toBe(500);
  });

  it("counts 'Item X of Y' with X the item dropping now", () => {
    expect(dispenseProgressOf(order('dispensing', 0))).toEqual({ current: 1, total: 3, dispensed: 0 });
    expect(dispenseProgressOf(order('dispensing', 1))).toEqual({ current: 2, total: 3, dispensed: 1 });
    expect(dispenseProgressOf(order('dispensing', 2))).toEqual({ current: 3, total: 3, dispensed: 2 });
    expect(dispenseProgressOf(order('dispensed', 3))).toEqual({ current: 3, total: 3, dispensed: 3 });
    expect(dispenseProgressOf(undefined)).toEqual({ current: 1, total: 0, dispensed: 0 });
  });

  it('is a failure with a stored failure or a failed order, complete once dispensed', () => {
    expect(dispensePhaseOf(order('dispensing'), true)).toBe('failure');
    expect(dispensePhaseOf(order('dispense_failed'), false)).toBe('failure');
    expect(dispensePhaseOf(order('dispensed'), false)).toBe('complete');
    expect(dispensePhaseOf(order('paid'), false)).toBe('dispensing');
    expect(dispensePhaseOf(undefined, false)).toBe('dispensing');
  });

  it('prefers the final answer of the dispense call over a stale poll', () => {
    const done = order('dispensed', 3);
    const polled = order('dispensing', 2);
    expect(latestOrderOf(done, polled)).toBe(done);
    const joined = order('dispensing', 1);
    expect(latestOrderOf(joined, polled)).toBe(polled);
    expect(latestOrderOf(joined, undefined)).toBe(joined);
  });
});
