import '../phone-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useReservation } from '../../../shared/api/reserve-api';
import { intlLocaleOf } from '../../../shared/lib/money';
import { PhoneBusy } from '../ui/phone-busy';
import { PhoneNotice } from '../ui/phone-notice';
import { ReserveOrderGate } from './reserve-order-gate';
import { ReserveOrderSummary } from './reserve-order-summary';
import { isReservationState } from './reservation-state';
import { useReserveOrder } from './use-reserve-order';

/**
 * docs/product.md §2 reserve-confirmation: the 6-digit pick-up code and how to pick up. The code comes with the page
 * from 'Place order', or (after a reload, or from the payment that placed a paid reservation) from the
 * server, which shows it to the order's phone until it is picked up.
 */
export function ReserveConfirmationScreen() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { deviceId, orderId, order } = useReserveOrder();
  const handed = isReservationState(location.state) ? location.state : null;
  const fetched = useReservation(deviceId, orderId, !handed);
  const reservation = handed ?? fetched.data ?? null;
  const language = i18n.resolvedLanguage ?? 'en';
  const expires = reservation
    ? new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(reservation.expiresAt),
      )
    : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      {order.data?.metadata.isPaid ? (
        <Typography variant="p3" role="status" sx={{ textAlign: 'center', fontWeight: 600 }}>
          {t('mobilePayment.successful')}
        </Typography>
      ) : null}
      {!reservation && fetched.isPending && !handed ? (
        <PhoneBusy label={t('loading.label')} />
      ) : reservation ? (
        <Box
          component="section"
          aria-labelledby="pickup-code-title"
          sx={{
            textAlign: 'center',
            border: 2,
            borderColor: 'primary.main',
            borderRadius: 3,
            bgcolor: 'background.paper',
            p: 10,
          }}
        >
          <Typography id="pickup-code-title" variant="p3" component="h2">
            {t('reserve.codeTitle')}
          </Typography>
          <Typography
            data-testid="pickup-code"
            aria-label={t('reserve.codeLabel', { digits: reservation.code.split('').join(' ') })}
            sx={{
              fontSize: 48,
              lineHeight: '64px',
              fontWeight: 700,
              letterSpacing: '0.2em',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {reservation.code}
          </Typography>
          <Typography variant="p5">{t('reserve.codeKeep')}</Typography>
          {expires ? (
            <Typography variant="p4" sx={{ mt: 2 }}>
              {t('reserve.expires', { date: expires })}
            </Typography>
          ) : null}
        </Box>
      ) : (
        <PhoneNotice tone="info" title={t('reserve.codeUnavailable')} />
      )}
      <Box component="section" aria-labelledby="pickup-how">
        <Typography id="pickup-how" variant="p3" component="h2">
          {t('reserve.howTo')}
        </Typography>
        <Box component="ol" sx={{ paddingInlineStart: 12, my: 4, display: 'grid', gap: 2 }}>
          <Typography component="li" variant="p4">
            {t('reserve.step1')}
          </Typography>
          <Typography component="li" variant="p4">
            {t('reserve.step2')}
          </Typography>
          <Typography component="li" variant="p4">
            {t('reserve.step3')}
          </Typography>
        </Box>
      </Box>
      <ReserveOrderGate order={order}>{(data) => <ReserveOrderSummary order={data} />}</ReserveOrderGate>
    </Box>
  );
}
