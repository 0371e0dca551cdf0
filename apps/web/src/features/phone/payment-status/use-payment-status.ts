import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { reserveQueries, usePhoneOrder, usePhoneTransaction } from '../reserve/reserve-api';
import { useOrderEvents } from '../../../shared/api/order-events';
import { usePhoneLocale } from '../../../shared/phone-ui/use-phone-locale';
import { isAwaitingUnits, paymentOutcomeOf, paymentParamsOf } from './payment-outcome';

/** While the webhook is on its way, the page asks again this often. */
export const PAYMENT_STATUS_POLL_MS = 1500;

/**
 * The payment status page's data: the payment of the address (its device, order and transaction),
 * the transaction polled until it settles, and the order, read again each time the payment moves on
 * and followed while the kiosk dispenses: by the order's event stream once paid, by polling while that
 * stream is not open.
 */
export const usePaymentStatus = () => {
  const [search] = useSearchParams();
  const locale = usePhoneLocale();
  const params = paymentParamsOf(search);
  const transaction = usePhoneTransaction(
    params?.deviceId ?? null,
    params?.orderId ?? null,
    params?.transactionId ?? null,
    (query) =>
      query.state.data && paymentOutcomeOf(query.state.data).kind !== 'pending'
        ? false
        : PAYMENT_STATUS_POLL_MS,
  );
  // The order says whether it had ended before the money came: read again each time the payment moves on.
  const isPaymentSettled = Boolean(transaction.data && paymentOutcomeOf(transaction.data).kind !== 'pending');
  const isPaid = Boolean(transaction.data && paymentOutcomeOf(transaction.data).kind === 'paid');
  // Once paid, the page follows the kiosk's dispensing until the order leaves it.
  const isLive = useOrderEvents(
    { deviceId: params?.deviceId, orderId: params?.orderId, locale },
    reserveQueries.order(params?.deviceId, params?.orderId, locale).queryKey,
    isPaid,
  );
  const order = usePhoneOrder(params?.deviceId, params?.orderId, locale, (query) =>
    !isPaymentSettled || (isAwaitingUnits(query.state.data) && !isLive) ? PAYMENT_STATUS_POLL_MS : false,
  );
  const { refetch: refetchOrder } = order;
  const transactionStatus = transaction.data?.status;
  useEffect(() => {
    if (transactionStatus) void refetchOrder();
  }, [transactionStatus, refetchOrder]);

  return { params, transaction, order };
};
