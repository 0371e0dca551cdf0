import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, fillPath } from '@kiosk/contract/values';
import type { TDiscountStatus, TLanguageCode, TMfaCode } from '@kiosk/contract';
import { apiRequest } from './http';

/** `/devices/{deviceId}/orders/{orderId}/discounts/…`: the spec names the routes `discounts`; the code says offers. */
const offersPath = (deviceId: string, orderId: string, action: string): string =>
  `${fillPath(API.order, { deviceId, orderId })}/discounts/${action}`;

type TIds = { deviceId: string; orderId: string; locale: TLanguageCode };

const post = ({ deviceId, orderId, locale }: TIds, action: string, body?: unknown) =>
  apiRequest(offersPath(deviceId, orderId, action), {
    method: 'POST',
    query: { locale },
    body,
    schema: (c) => c.ZDiscountStatus,
  });

/** POST …/discounts/available-offers?locale: the order's skus with their offers and states. */
export const fetchAvailableOffers = (ids: TIds) => post(ids, 'available-offers');

/** GET …/discounts/status?locale: the offer step now (the kiosk polls it to follow the phone). */
export const fetchOfferStatus = ({ deviceId, orderId, locale }: TIds, signal?: AbortSignal) =>
  apiRequest(offersPath(deviceId, orderId, 'status'), {
    query: { locale },
    schema: (c) => c.ZDiscountStatus,
    signal,
  });

export const optIn = (ids: TIds, skus: string[]) => post(ids, 'opt-in', { skus });
export const optOut = (ids: TIds, skus: string[]) => post(ids, 'opt-out', { skus });
export const sendPhoneCode = (ids: TIds, phoneNumber: string) => post(ids, 'mfa-phone', { phoneNumber });
export const checkPhoneCode = (ids: TIds, body: TMfaCode) => post(ids, 'mfa-code', body);
export const redeemOffers = (ids: TIds) => post(ids, 'redeem');
export const completeOffers = (ids: TIds) => post(ids, 'complete');

/** POST /devices/{deviceId}/orders/{orderId}/cancel: the visitor does not go on. */
export const cancelOfferOrder = ({ deviceId, orderId }: TIds) =>
  apiRequest(`${fillPath(API.order, { deviceId, orderId })}/cancel`, {
    method: 'POST',
    schema: (c) => c.ZOrder,
  });

const idsOf = (deviceId: string | undefined | null, orderId: string | undefined, locale: TLanguageCode) =>
  deviceId && orderId ? { deviceId, orderId, locale } : null;

export const offerQueries = {
  /**
   * The order's offer step: first from available-offers, then (with `refetchInterval`) from status, so a
   * change made on the other device shows within one interval.
   */
  status: (
    deviceId: string | undefined | null,
    orderId: string | undefined,
    locale: TLanguageCode,
    refetchInterval: number | false = false,
  ) =>
    queryOptions({
      queryKey: ['offers', deviceId ?? '', orderId ?? '', locale] as const,
      queryFn:
        deviceId && orderId
          ? ({ signal, client, queryKey }) =>
              client.getQueryData(queryKey)
                ? fetchOfferStatus({ deviceId, orderId, locale }, signal)
                : fetchAvailableOffers({ deviceId, orderId, locale })
          : skipToken,
      refetchInterval,
      refetchOnWindowFocus: false,
    }),
};

export const useOfferStatus = (
  deviceId: string | undefined | null,
  orderId: string | undefined,
  locale: TLanguageCode,
  refetchInterval: number | false = false,
) => useQuery(offerQueries.status(deviceId, orderId, locale, refetchInterval));

/**
 * One offer call; its answer (the whole offer step) replaces the cached status, so every screen
 * of the order sees it at once.
 */
export const useOfferAction = <TInput>(
  deviceId: string | undefined | null,
  orderId: string | undefined,
  locale: TLanguageCode,
  call: (ids: TIds, input: TInput) => Promise<TDiscountStatus>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => {
      const ids = idsOf(deviceId, orderId, locale);
      if (!ids) throw new Error('No device or order id.');
      return call(ids, input);
    },
    onSuccess: (status) => {
      if (deviceId && orderId)
        queryClient.setQueryData(offerQueries.status(deviceId, orderId, locale).queryKey, status);
    },
  });
};
