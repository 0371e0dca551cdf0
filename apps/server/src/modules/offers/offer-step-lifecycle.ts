import { DISCOUNT_STATUSES, type TDiscountStatusName } from '@kiosk/contract';

// The contract keeps the wire's name (discount status); here they name the order's offer step.
export const OFFER_STEP_STATUSES = DISCOUNT_STATUSES;
export type OfferStepStatus = TDiscountStatusName;

/** What moves an order's offer step. */
export const OFFER_STEP_EVENTS = ['opt_in', 'opt_out', 'send_code', 'verify', 'redeem', 'complete'] as const;
export type OfferStepEvent = (typeof OFFER_STEP_EVENTS)[number];

/**
 * Every change of an order's offer step goes through here, like orders through the order lifecycle.
 * For each status and event, the statuses the service may choose from (by the rules: the verified
 * phone's eligibility, whether any sku stays opted in). A missing event is not allowed in that status.
 *
 * none: no choice yet · opted_in: skus chosen, no phone yet · code_sent: a code went to the phone ·
 * eligible / not_eligible: the verified phone may or may not take an offer · redeemed: the discount is
 * on the order · declined: every offer opted out · completed: the kiosk moved on; nothing changes now.
 */
export const OFFER_STEP_TRANSITIONS: Record<
  OfferStepStatus,
  Partial<Record<OfferStepEvent, readonly OfferStepStatus[]>>
> = {
  none: {
    opt_in: ['opted_in'],
    opt_out: ['declined'],
    complete: ['completed'],
  },
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
  redeemed: {
    redeem: ['redeemed'],
    complete: ['completed'],
  },
  declined: {
    opt_in: ['opted_in', 'eligible', 'not_eligible'],
    opt_out: ['declined'],
    complete: ['completed'],
  },
  completed: {
    complete: ['completed'],
  },
};

export const canApply = (from: OfferStepStatus, event: OfferStepEvent): boolean =>
  OFFER_STEP_TRANSITIONS[from][event] !== undefined;

export class OfferStepTransitionError extends Error {
  constructor(
    readonly from: OfferStepStatus,
    readonly event: OfferStepEvent,
    readonly to: OfferStepStatus | null,
  ) {
    super(`The offer step cannot ${event} from ${from}${to ? ` to ${to}` : ''}`);
    this.name = 'OfferStepTransitionError';
  }
}

/** Pure: the next status when `to` is allowed for the event, or a OfferStepTransitionError. */
export function nextOfferStepStatus(
  from: OfferStepStatus,
  event: OfferStepEvent,
  to: OfferStepStatus,
): OfferStepStatus {
  const allowed = OFFER_STEP_TRANSITIONS[from][event];
  if (!allowed) throw new OfferStepTransitionError(from, event, null);
  if (!allowed.includes(to)) throw new OfferStepTransitionError(from, event, to);
  return to;
}
