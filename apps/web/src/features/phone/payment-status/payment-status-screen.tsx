import '../phone-texts';
import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePhoneOrder, usePhoneTransaction } from '../../../shared/api/reserve-api';
import { PhoneBusy } from '../ui/phone-busy';
import { PhoneError } from '../ui/phone-error';
import { PhoneNotice } from '../ui/phone-notice';
import { usePhoneLocale } from '../ui/use-phone-locale';
import { reservePaths } from '../../../shared/routes/paths';
import { isAwaitingUnits, isOrderPaid, paymentOutcomeOf, paymentParamsOf } from './payment-outcome';

/** While the webhook is on its way, the page asks again this often. */
export const PAYMENT_STATUS_POLL_MS = 1500;

/**
 * docs/product.md §2 /mobile/payment/status: where the pay page sends the phone. It asks the server for the
 * transaction and the order, then says 'Payment successful' or why the card was declined, and sends
 * the visitor back to the kiosk (or, for a reservation its payment placed, on to its pick-up code). Money that reached an
 * order the kiosk had already ended (Cancel, the idle timeout) is refunded by the server: the page says so.
 */
export function PaymentStatusScreen() {
  const { t } = useTranslation();
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
  // Once paid, the page follows the kiosk's dispensing until the order leaves it.
  const order = usePhoneOrder(params?.deviceId, params?.orderId, locale, (query) =>
    !isPaymentSettled || isAwaitingUnits(query.state.data) ? PAYMENT_STATUS_POLL_MS : false,
  );
  const { refetch: refetchOrder } = order;
  const transactionStatus = transaction.data?.status;
  useEffect(() => {
    if (transactionStatus) void refetchOrder();
  }, [transactionStatus, refetchOrder]);

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
    return (
      <PhoneNotice
        tone="success"
        title={t('mobilePayment.successful')}
        details={
          reservation
            ? []
            : [
                ...(order.data?.status === 'dispensing'
                  ? [
                      t('mobilePayment.dispensing', {
                        dispensed: order.data.quantityDispensed,
                        total: order.data.quantityTotal,
                      }),
                    ]
                  : []),
                t('mobilePayment.backToKiosk'),
              ]
        }
      />
    );
  if (outcome.kind === 'ended')
    return (
      <PhoneNotice
        tone="info"
        title={t('mobilePayment.ended')}
        details={[
          order.data?.metadata.endReason === 'stock_count'
            ? t('mobilePayment.endedStock')
            : t('mobilePayment.endedDetail'),
          t('mobilePayment.refunding'),
        ]}
      />
    );
  if (outcome.kind === 'declined')
    return (
      <PhoneNotice
        tone="error"
        role="alert"
        title={t('mobilePayment.declined')}
        details={[
          t(`mobilePayment.reason.${outcome.reason}`),
          ...(reservation ? [] : [t('mobilePayment.backToKioskRetry')]),
        ]}
      >
        {reservation ? (
          <Button
            component={RouterLink}
            to={reservePaths.payment(params.deviceId, params.orderId)}
            variant="contained"
            size="large"
          >
            {t('mobilePayment.retryReservation')}
          </Button>
        ) : null}
      </PhoneNotice>
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
