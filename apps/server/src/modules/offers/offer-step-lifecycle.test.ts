import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_EVENTS,
  DISCOUNT_STATUSES,
  DISCOUNT_TRANSITIONS,
  DiscountTransitionError,
  canApply,
  nextDiscountStatus,
  type DiscountEvent,
  type DiscountStatus,
} from './offer-step-lifecycle';

/** The whole table, written out: any change to the offer step's rules shows up here. */
const EXPECTED: Record<DiscountStatus, Partial<Record<DiscountEvent, DiscountStatus[]>>> = {
  none: { opt_in: ['opted_in'], opt_out: ['declined'], complete: ['completed'] },
  opted_in: {
    opt_in: ['opted_in'],
    opt_out: ['opted_in', 'declined'],
    send_code: ['code_sent'],
    complete: ['completed'],
  },
  code_sent: {
    opt_in: ['code_sent'],
    opt_out: ['code_sent', 'declined'],
    send_code: ['code_sent'],
    verify: ['eligible', 'not_eligible'],
    complete: ['completed'],
  },
  eligible: {
    opt_in: ['eligible', 'not_eligible'],
    opt_out: ['eligible', 'not_eligible', 'declined'],
    send_code: ['code_sent'],
    redeem: ['redeemed'],
    complete: ['completed'],
  },
  not_eligible: {
    opt_in: ['eligible', 'not_eligible'],
    opt_out: ['eligible', 'not_eligible', 'declined'],
    send_code: ['code_sent'],
    complete: ['completed'],
  },
  redeemed: { redeem: ['redeemed'], complete: ['completed'] },
  declined: {
    opt_in: ['opted_in', 'eligible', 'not_eligible'],
    opt_out: ['declined'],
    complete: ['completed'],
  },
  completed: { complete: ['completed'] },
};

describe('discount lifecycle', () => {
  it('has exactly the transitions of the table', () => {
    expect(DISCOUNT_TRANSITIONS).toEqual(EXPECTED);
  });

  for (const from of DISCOUNT_STATUSES) {
    for (const event of DISCOUNT_EVENTS) {
      for (const to of DISCOUNT_STATUSES) {
        const allowed = EXPECTED[from][event]?.includes(to) ?? false;
        it(`${from} --${event}--> ${to}: ${allowed ? 'allowed' : 'refused'}`, () => {
          if (allowed) expect(nextDiscountStatus(from, event, to)).toBe(to);
          else expect(() => nextDiscountStatus(from, event, to)).toThrow(DiscountTransitionError);
        });
      }
    }
  }

  it('redeem needs an eligible phone; nothing but complete follows a redemption', () => {
    expect(DISCOUNT_STATUSES.filter((s) => canApply(s, 'redeem'))).toEqual(['eligible', 'redeemed']);
    expect(DISCOUNT_EVENTS.filter((e) => canApply('redeemed', e))).toEqual(['redeem', 'complete']);
    expect(DISCOUNT_EVENTS.filter((e) => canApply('completed', e))).toEqual(['complete']);
  });

  it('every status can be completed (the kiosk can always move on)', () => {
    for (const status of DISCOUNT_STATUSES) expect(canApply(status, 'complete')).toBe(true);
  });
});
