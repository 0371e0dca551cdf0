import '../../../i18n/phone-texts';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PhoneBusy } from '../../../shared/phone-ui/phone-busy';
import { PhoneError } from '../ui/phone-error';
import { PhoneNotice } from '../ui/phone-notice';
import { reservePaths } from '../../../shared/routes/paths';
import { isOrderPaid, paymentOutcomeOf } from './payment-outcome';
import { PaymentDeclinedNotice, PaymentEndedNotice, PaymentPaidNotice } from './payment-outcome-notices';
import { usePaymentStatus } from './use-payment-status';

export { PAYMENT_STATUS_POLL_MS } from './use-payment-status';

/**
 * docs/product.md §2 /mobile/payment/status: where the pay page sends the phone. It asks the server for the
 * transaction and the order, then says 'Payment successful' or why the card was declined, and sends
 * the visitor back to the kiosk (or, for a reservation its payment placed, on to its pick-up code). Money that reached an
 * order the kiosk had already ended (Cancel, the idle timeout) is refunded by the server: the page says so.
 */
export function PaymentStatusScreen() {
  const { t } = useTranslation();
  const { params, transaction, order } = usePaymentStatus();

  if (!params) return <PhoneNotice tone="error" role="alert" title={t('mobilePayment.missing')} />;
  if (transaction.isPending) return <PhoneBusy label={t('mobilePayment.checking')} />;
  if (transaction.isError && !transaction.data)
    return (
      <PhoneError
        title={t('mobilePayment.loadError')}
        error={transaction.error}
        retryLabel={t('mobilePayment.tryAgain')}
        onRetry={() => void transaction.refetch()}
      />
    );
  // An order already read as paid is not called pending again by the reads that follow its dispensing.
  const outcome = paymentOutcomeOf(transaction.data, order.data, {
    isOrderPending: order.isFetching && !isOrderPaid(order.data),
  });
  const reservation = order.data?.metadata.isReservable ? order.data : null;

  // A paid reservation is placed by its payment: its pick-up code is on the confirmation page.
  if (outcome.kind === 'paid' && reservation?.status === 'reserved')
    return <Navigate to={reservePaths.confirmation(params.deviceId, params.orderId)} replace />;
  if (outcome.kind === 'paid')
    return <PaymentPaidNotice order={order.data} isReservation={Boolean(reservation)} />;
  if (outcome.kind === 'ended') return <PaymentEndedNotice order={order.data} />;
  if (outcome.kind === 'declined')
    return (
      <PaymentDeclinedNotice
        reason={outcome.reason}
        retryTo={reservation ? reservePaths.payment(params.deviceId, params.orderId) : null}
      />
    );
  if (outcome.kind === 'expired')
    return (
      <PhoneNotice
        tone="info"
        title={t('mobilePayment.expired')}
        details={[t('mobilePayment.backToKioskRetry')]}
      />
    );
  return <PhoneBusy label={t('mobilePayment.pending')} />;
}
