import { useMutation } from '@tanstack/react-query';
import { API, fillPath } from '@kiosk/contract/values';
import type { TLanguageCode } from '@kiosk/contract';
import { apiRequest } from '../../../shared/api/http';

/** POST /devices/{deviceId}/orders/reservation-authorization?locale { code }: the reservation, ready. */
export const authorizeReservation = (deviceId: string, code: string, locale: TLanguageCode) =>
  apiRequest(`${fillPath(API.orders, { deviceId })}/reservation-authorization`, {
    method: 'POST',
    query: { locale },
    body: { code },
    schema: (c) => c.ZOrder,
  });

export const useReservationAuthorization = (deviceId: string | null, locale: TLanguageCode) =>
  useMutation({
    mutationFn: (code: string) => {
      if (!deviceId) throw new Error('No device id.');
      return authorizeReservation(deviceId, code, locale);
    },
  });
