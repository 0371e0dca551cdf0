import type { TOrder, TTransaction } from '@kiosk/contract';

/** Reasons the phone names in words; every other one reads 'The payment did not go through.'. */
export const KNOWN_DECLINE_REASONS = ['card_declined', 'insufficient_funds'] as const;
export type TDeclineReason = (typeof KNOWN_DECLINE_REASONS)[number] | 'other';

export type TPaymentOutcome =
  | { kind: 'paid' }
  | { kind: 'declined'; reason: TDeclineReason }
  | { kind: 'pending' }
  | { kind: 'expired' }
  | { kind: 'ended' };

const PAID_ORDER_STATUSES = ['paid', 'reserved', 'ready', 'dispensing', 'dispensed'];
/** A paid kiosk order whose units the kiosk has still to dispense: the phone follows it (units X of Y). */
const AWAITING_UNITS_STATUSES = ['paid', 'ready', 'dispensing'];

export const isOrderPaid = (order?: Pick<TOrder, 'status' | 'metadata'>) =>
  Boolean(order?.metadata.isPaid && PAID_ORDER_STATUSES.includes(order.status));

export const isAwaitingUnits = (order?: Pick<TOrder, 'status' | 'metadata'>) =>
  Boolean(order && !order.metadata.isReservable && AWAITING_UNITS_STATUSES.includes(order.status));

/** An order in these took no unit: money that reaches it is refunded in full by the server. */
const ENDED_ORDER_STATUSES = ['cancelled', 'expired'];

/**
 * What the payment status page says: the server's word, never the address's `result` (which only
 * says how the pay page ended). Paid when the transaction or the order says so; ended when the money
 * reached an order the kiosk had cancelled (or that timed out), which the server refunds on its own.
 * While the order is still loading, money that came in is not called a success yet.
 */
export function paymentOutcomeOf(
  transaction: Pick<TTransaction, 'status' | 'failureReason'>,
  order?: Pick<TOrder, 'status' | 'metadata'>,
  options: { isOrderPending?: boolean } = {},
): TPaymentOutcome {
  const isTransactionPaid = ['paid', 'partially_refunded', 'refunded'].includes(transaction.status);
  if (isTransactionPaid && order && ENDED_ORDER_STATUSES.includes(order.status)) return { kind: 'ended' };
  if (isTransactionPaid && options.isOrderPending) return { kind: 'pending' };
  if (isTransactionPaid || isOrderPaid(order)) return { kind: 'paid' };
  if (transaction.status === 'failed') {
    const reason = (KNOWN_DECLINE_REASONS as readonly string[]).includes(transaction.failureReason ?? '')
      ? (transaction.failureReason as TDeclineReason)
      : 'other';
    return { kind: 'declined', reason };
  }
  if (transaction.status === 'expired') return { kind: 'expired' };
  return { kind: 'pending' };
}

/** The address's parameters (`?orderId&deviceId&transactionId&result&reason`), or null when one is missing. */
export function paymentParamsOf(search: URLSearchParams) {
  const orderId = search.get('orderId');
  const deviceId = search.get('deviceId');
  const transactionId = search.get('transactionId');
  if (!orderId || !deviceId || !transactionId) return null;
  return { orderId, deviceId, transactionId, result: search.get('result'), reason: search.get('reason') };
}
