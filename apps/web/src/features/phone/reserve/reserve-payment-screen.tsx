import '../../../i18n/phone-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openTransaction } from '../../../shared/api/payments-api';
import { formatMoney } from '../../../shared/lib/money';
import { PhoneError } from '../ui/phone-error';
import { PhoneNotice } from '../ui/phone-notice';
import { ReserveOrderGate } from './reserve-order-gate';
import { ReserveOrderSummary } from './reserve-order-summary';
import { reservePaths } from '../../../shared/routes/paths';
import { useReserveOrder } from './use-reserve-order';

/**
 * docs/product.md §2 reserve-payment: pay on this phone. 'Pay' opens a checkout and goes to its page; the pay
 * page comes back to /mobile/payment/status; the payment places the reservation, whose code is on the
 * confirmation page.
 */
export function ReservePaymentScreen() {
  const { t, i18n } = useTranslation();
  const { deviceId, orderId, locale, order } = useReserveOrder();
  const pay = useMutation({
    mutationFn: () => openTransaction(deviceId, orderId ?? '', locale),
    onSuccess: (transaction) => window.location.assign(transaction.paymentUrl),
  });
  return (
    <ReserveOrderGate order={order}>
      {(data) => {
        if (data.metadata.isPaid)
          return (
            <PhoneNotice tone="success" title={t('reserve.paid')}>
              <Button
                component={RouterLink}
                to={reservePaths.confirmation(deviceId, data.id)}
                variant="contained"
                size="large"
              >
                {t('reserve.continue')}
              </Button>
            </PhoneNotice>
          );
        const amount = formatMoney(data.total, data.currency, i18n.resolvedLanguage ?? 'en');
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
            <Typography variant="p2" component="h2">
              {t('reserve.paymentTitle')}
            </Typography>
            <Typography variant="p4">{t('reserve.payIntro')}</Typography>
            <ReserveOrderSummary order={data} />
            {pay.error ? <PhoneError title={t('reserve.paymentError')} error={pay.error} /> : null}
            <Button
              variant="contained"
              size="large"
              disabled={pay.isPending || pay.isSuccess}
              onClick={() => pay.mutate()}
            >
              {pay.isPending || pay.isSuccess ? t('reserve.opening') : t('reserve.pay', { amount })}
            </Button>
          </Box>
        );
      }}
    </ReserveOrderGate>
  );
}
