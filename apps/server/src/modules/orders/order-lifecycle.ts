import { ORDER_STATUSES, type TOrderStatus } from '@kiosk/contract';

export { ORDER_STATUSES };
export type OrderStatus = TOrderStatus;

/**
 * Every order status change goes through here (docs/architecture.md, house rule 3).
 * open: created, stock held · paid: payment confirmed · reserved: waiting for pick-up with a code ·
 * ready: reservation code accepted · dispensing → dispensed | dispense_failed · cancelled · expired.
 */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  open: ['paid', 'reserved', 'dispensing', 'cancelled', 'expired'],
  paid: ['reserved', 'dispensing', 'cancelled', 'expired'],
  reserved: ['ready', 'cancelled', 'expired'],
  ready: ['dispensing', 'cancelled', 'expired'],
  dispensing: ['dispensed', 'dispense_failed'],
  dispensed: [],
  dispense_failed: [],
  cancelled: [],
  expired: [],
};

/** Statuses in which the order still holds stock it has not dispensed. */
export const HOLDING_STATUSES: readonly OrderStatus[] = ['open', 'paid', 'reserved', 'ready', 'dispensing'];
/** Statuses a visitor or staff member may cancel from. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['open', 'paid', 'reserved', 'ready'];
export const FINAL_STATUSES: readonly OrderStatus[] = [
  'dispensed',
  'dispense_failed',
  'cancelled',
  'expired',
];

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => TRANSITIONS[from].includes(to);

export class TransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`An order cannot go from ${from} to ${to}`);
    this.name = 'TransitionError';
  }
}

/** Pure: the next status, or a TransitionError. */
export function transition(from: OrderStatus, to: OrderStatus): OrderStatus {
  if (!canTransition(from, to)) throw new TransitionError(from, to);
  return to;
}
