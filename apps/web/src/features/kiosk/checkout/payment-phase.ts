import type { TOrder, TTransaction } from '@kiosk/contract';

export type TPaymentPhase =
  | { kind: 'preparing' }
  | { kind: 'waiting'; transaction: TTransaction }
  | { kind: 'paid' }
  | { kind: 'declined'; reason: 'card_declined' | 'insufficient_funds' | 'other' }
  | { kind: 'expired' }
  | { kind: 'error' };

type TInput = {
  transaction: TTransaction | undefined;
  order: Pick<TOrder, 'status' | 'metadata'> | undefined;
  isOpening: boolean;
  hasOpenError: boolean;
};

const PAID_ORDER_STATUSES: readonly TOrder['status'][] = ['paid', 'dispensing', 'dispensed'];

/**
 * Where the visitor is in paying: the order or the transaction paid wins; then a failed
 * transaction (declined, with its reason), an expired one, an error opening one, waiting for the
 * phone, or still preparing the checkout.
 */
export const paymentPhaseOf = ({ transaction, order, isOpening, hasOpenError }: TInput): TPaymentPhase => {
  if (
    transaction?.status === 'paid' ||
    order?.metadata.isPaid ||
    (order && PAID_ORDER_STATUSES.includes(order.status))
  )
    return { kind: 'paid' };
  if (isOpening) return { kind: 'preparing' };
  if (hasOpenError) return { kind: 'error' };
  if (!transaction) return { kind: 'preparing' };
  if (transaction.status === 'failed') {
    const reason = transaction.failureReason;
    return {
      kind: 'declined',
      reason: reason === 'card_declined' || reason === 'insufficient_funds' ? reason : 'other',
    };
  }
  if (transaction.status === 'open') return { kind: 'waiting', transaction };
  return { kind: 'expired' };
};
