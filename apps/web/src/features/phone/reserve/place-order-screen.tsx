import '../../../i18n/phone-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reserveOrder } from './reserve-api';
import { PhoneError } from '../ui/phone-error';
import { ReserveOrderGate } from './reserve-order-gate';
import { ReserveOrderSummary } from './reserve-order-summary';
import { reservePaths } from '../../../shared/routes/paths';
import type { TReservationState } from './reservation-state';
import { useReserveOrder } from './use-reserve-order';

/** docs/product.md §2 place-order: the summary and 'Place order'; the pick-up code comes back this once. */
export function PlaceOrderScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deviceId, orderId, locale, order } = useReserveOrder();
  const place = useMutation({
    mutationFn: () => reserveOrder(deviceId, orderId ?? '', locale),
    onSuccess: (reservation) => {
      const state: TReservationState = { code: reservation.code, expiresAt: reservation.expiresAt };
      void navigate(reservePaths.confirmation(deviceId, reservation.orderId), { replace: true, state });
    },
  });
  return (
    <ReserveOrderGate order={order}>
      {(data) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
          <ReserveOrderSummary order={data} />
          {place.error ? <PhoneError title={t('reserve.placeError')} error={place.error} /> : null}
          <Button variant="contained" size="large" disabled={place.isPending} onClick={() => place.mutate()}>
            {place.isPending ? t('reserve.placing') : t('reserve.placeOrder')}
          </Button>
        </Box>
      )}
    </ReserveOrderGate>
  );
}
