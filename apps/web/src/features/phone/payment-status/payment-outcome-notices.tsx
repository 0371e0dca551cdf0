import '../../../i18n/phone-texts';
import Button from '@mui/material/Button';
import type { TOrder } from '@kiosk/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PhoneNotice } from '../ui/phone-notice';
import { useDispensedCount } from '../ui/use-dispensed-count';
import type { TDeclineReason } from './payment-outcome';

/**
 * 'Payment successful'; for a kiosk order, with how far the kiosk is in dispensing it ('Dispensed: N of
 * M', during and after) and back to the kiosk (a reservation's pick-up code is on its confirmation page).
 */
export function PaymentPaidNotice({ order, isReservation }: { order?: TOrder; isReservation: boolean }) {
  const { t } = useTranslation();
  const dispensedCount = useDispensedCount(order);
  return (
    <PhoneNotice
      tone="success"
      title={t('mobilePayment.successful')}
      details={
        isReservation ? [] : [...(dispensedCount ? [dispensedCount] : []), t('mobilePayment.backToKiosk')]
      }
    />
  );
}

/** The money reached an order the kiosk had already ended: why it ended, and that it is refunded. */
export function PaymentEndedNotice({ order }: { order?: TOrder }) {
  const { t } = useTranslation();
  return (
    <PhoneNotice
      tone="info"
      title={t('mobilePayment.ended')}
      details={[
        order?.metadata.endReason === 'stock_count'
          ? t('mobilePayment.endedStock')
          : t('mobilePayment.endedDetail'),
        t('mobilePayment.refunding'),
      ]}
    />
  );
}

type TDeclinedProps = {
  reason: TDeclineReason;
  /** A reservation's payment is tried again here (its address); a kiosk order's at the kiosk. */
  retryTo: string | null;
};

/** The card was declined, and why; a reservation can try again, a kiosk order at the kiosk. */
export function PaymentDeclinedNotice({ reason, retryTo }: TDeclinedProps) {
  const { t } = useTranslation();
  return (
    <PhoneNotice
      tone="error"
      role="alert"
      title={t('mobilePayment.declined')}
      details={[
        t(`mobilePayment.reason.${reason}`),
        ...(retryTo ? [] : [t('mobilePayment.backToKioskRetry')]),
      ]}
    >
      {retryTo ? (
        <Button component={RouterLink} to={retryTo} variant="contained" size="large">
          {t('mobilePayment.retryReservation')}
        </Button>
      ) : null}
    </PhoneNotice>
  );
}
