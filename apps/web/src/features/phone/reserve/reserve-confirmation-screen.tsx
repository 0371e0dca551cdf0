import '../../../i18n/phone-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useReservation } from './reserve-api';
import { PhoneBusy } from '../../../shared/phone-ui/phone-busy';
import { PhoneNotice } from '../ui/phone-notice';
import { PickupCode } from './pickup-code';
import { PickupSteps } from './pickup-steps';
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
  const { t } = useTranslation();
  const location = useLocation();
  const { deviceId, orderId, order } = useReserveOrder();
  const handed = isReservationState(location.state) ? location.state : null;
  const fetched = useReservation(deviceId, orderId, !handed);
  const reservation = handed ?? fetched.data ?? null;
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
        <PickupCode reservation={reservation} />
      ) : (
        <PhoneNotice tone="info" title={t('reserve.codeUnavailable')} />
      )}
      <PickupSteps />
      <ReserveOrderGate order={order}>{(data) => <ReserveOrderSummary order={data} />}</ReserveOrderGate>
    </Box>
  );
}
