import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, TRANSITIONS, TransitionError, canTransition, transition } from './order-lifecycle';

const allowed: [string, string][] = [
  ['open', 'paid'],
  ['open', 'reserved'],
  ['open', 'dispensing'],
  ['open', 'cancelled'],
  ['open', 'expired'],
  ['paid', 'reserved'],
  ['paid', 'dispensing'],
  ['paid', 'cancelled'],
  ['paid', 'expired'],
  ['reserved', 'ready'],
  ['reserved', 'cancelled'],
  ['reserved', 'expired'],
  ['ready', 'dispensing'],
  ['ready', 'cancelled'],
  ['ready', 'expired'],
  ['dispensing', 'dispensed'],
  ['dispensing', 'dispense_failed'],
];

describe('order lifecycle', () => {
  it('allows exactly the listed transitions, table by table', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('never leaves a final status and never goes back to open', () => {
    for (const final of ['dispensed', 'dispense_failed', 'cancelled', 'expired'] as const) {
      expect(TRANSITIONS[final]).toEqual([]);
    }
    for (const from of ORDER_STATUSES) expect(canTransition(from, 'open')).toBe(false);
  });

  it('never cancels an order that is dispensing or dispensed', () => {
    expect(() => transition('dispensing', 'cancelled')).toThrow(TransitionError);
    expect(() => transition('dispensed', 'cancelled')).toThrow(TransitionError);
    expect(transition('paid', 'dispensing')).toBe('dispensing');
  });
});
