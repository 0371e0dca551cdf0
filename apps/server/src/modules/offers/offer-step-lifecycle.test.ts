import { describe, expect, it } from 'vitest';
import {
  OFFER_STEP_EVENTS,
  OFFER_STEP_STATUSES,
  OFFER_STEP_TRANSITIONS,
  OfferStepTransitionError,
  canApply,
  nextOfferStepStatus,
  type OfferStepEvent,
  type OfferStepStatus,
} from './offer-step-lifecycle';

/** The whole table, written out: any change to the offer step's rules shows up here. */
const EXPECTED: Record<OfferStepStatus, Partial<Record<OfferStepEvent, OfferStepStatus[]>>> = {
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

describe('offer step lifecycle', () => {
  it('has exactly the transitions of the table', () => {
    expect(OFFER_STEP_TRANSITIONS).toEqual(EXPECTED);
  });

  for (const from of OFFER_STEP_STATUSES) {
    for (const event of OFFER_STEP_EVENTS) {
      for (const to of OFFER_STEP_STATUSES) {
        const allowed = EXPECTED[from][event]?.includes(to) ?? false;
        it(`${from} --${event}--> ${to}: ${allowed ? 'allowed' : 'refused'}`, () => {
          if (allowed) expect(nextOfferStepStatus(from, event, to)).toBe(to);
          else expect(() => nextOfferStepStatus(from, event, to)).toThrow(OfferStepTransitionError);
        });
      }
    }
  }

  it('redeem needs an eligible phone; nothing but complete follows a redemption', () => {
    expect(OFFER_STEP_STATUSES.filter((s) => canApply(s, 'redeem'))).toEqual(['eligible', 'redeemed']);
    expect(OFFER_STEP_EVENTS.filter((e) => canApply('redeemed', e))).toEqual(['redeem', 'complete']);
    expect(OFFER_STEP_EVENTS.filter((e) => canApply('completed', e))).toEqual(['complete']);
  });

  it('every status can be completed (the kiosk can always move on)', () => {
    for (const status of OFFER_STEP_STATUSES) expect(canApply(status, 'complete')).toBe(true);
  });
});
