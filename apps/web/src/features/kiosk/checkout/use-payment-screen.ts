import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cancelOrder, useOrder } from '../../../shared/api/orders-api';
import { useOpenTransaction, useTransaction } from '../../../shared/api/payments-api';
import { track } from '../../../shared/lib/analytics/analytics';
import { formatMoney } from '../../../shared/lib/money';
import { ROUTES, orderPaths } from '../../../shared/routes/paths';
import { useOrderContext } from '../order-flow/use-order-context';
import { PAYMENT_POLL_MS, PAYMENT_SUCCESS_DELAY_MS } from './payment-constants';
import { paymentPhaseOf } from './payment-phase';

/**
 * The payment screen's data and state: opens the checkout once, polls the transaction and the order
 * every second until paid, and once paid tracks it and goes on to dispense after a short delay.
 */
export const usePaymentScreen = () => {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { deviceId, orderId, locale } = useOrderContext();
  const open = useOpenTransaction(deviceId, orderId, locale);
  const polled = useTransaction(deviceId, orderId, open.data?.id, PAYMENT_POLL_MS);
  const transaction = polled.data ?? open.data;
  const isTransactionPaid = transaction?.status === 'paid';
  const order = useOrder(deviceId, orderId, locale, {
    refetchInterval: isTransactionPaid ? false : PAYMENT_POLL_MS,
    // An order that does not exist (or cannot be read) is the error page, not a payment to retry.
    showsErrorPage: true,
  });
  const phase = paymentPhaseOf({
    transaction,
    order: order.data,
    isOpening: open.isPending,
    hasOpenError: open.isError,
  });

  const hasStarted = useRef(false);
  const { mutate: openCheckout } = open;
  useEffect(() => {
    if (hasStarted.current || !deviceId || !orderId) return;
    hasStarted.current = true;
    openCheckout();
  }, [deviceId, orderId, openCheckout]);

  const isPaid = phase.kind === 'paid';
  useEffect(() => {
    if (isPaid) track('payment_done', { success: true });
  }, [isPaid]);
  useEffect(() => {
    if (!isPaid || !orderId) return;
    const timer = setTimeout(() => {
      void navigate(orderPaths.dispense(orderId), { replace: true });
    }, PAYMENT_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isPaid, orderId, navigate]);

  const amountSource = order.data ?? transaction;
  const moneyOf = (display: 'symbol' | 'name') =>
    amountSource
      ? formatMoney(
          'total' in amountSource ? amountSource.total : amountSource.amount,
          amountSource.currency,
          i18n.resolvedLanguage ?? 'en',
          display,
        )
      : null;
  const onTryAgain = () => openCheckout();
  const onCancel = () => {
    if (!deviceId || !orderId) return;
    cancelOrder(deviceId, orderId).catch((error: unknown) =>
      console.error('Failed to cancel the order', error),
    );
    void navigate(ROUTES.products);
  };

  return {
    deviceId,
    orderId,
    phase,
    amount: moneyOf('symbol'),
    /** The amount as speech reads it (the currency's name, not its symbol). */
    spokenAmount: moneyOf('name'),
    openError: open.error,
    onTryAgain,
    onCancel,
  };
};
