import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { API, fillPath } from '@kiosk/contract/values';
import type { TLanguageCode, TMfaCode, TOrder, TOrderCreate, TTransaction } from '@kiosk/contract';
import { apiRequest } from '../../../shared/api/http';
import { orderPath } from '../../../shared/api/orders-api';
import { fetchTransaction } from '../../../shared/api/payments-api';

/**
 * The phone's calls: reservable products, a reserve order, its payment and its pick-up code; and the
 * order and transaction the payment status page asks about.
 */

/** GET /devices/{deviceId}/products?locale&isReservable=true */
export const fetchReservableProducts = (deviceId: string, locale: TLanguageCode, signal?: AbortSignal) =>
  apiRequest(fillPath(API.products, { deviceId }), {
    query: { locale, isReservable: true },
    schema: (c) => c.ZProduct.array(),
    signal,
  });

/** GET /devices/{deviceId}/products/{productId}?locale&isReservable=true */
export const fetchReservableProduct = (
  deviceId: string,
  productId: string,
  locale: TLanguageCode,
  signal?: AbortSignal,
) =>
  apiRequest(fillPath(API.product, { deviceId, productId }), {
    query: { locale, isReservable: true },
    schema: (c) => c.ZProduct,
    signal,
  });

/** POST /devices/{deviceId}/orders?locale&isReservable=true */
export const createReserveOrder = (deviceId: string, body: TOrderCreate, locale: TLanguageCode) =>
  apiRequest(fillPath(API.orders, { deviceId }), {
    method: 'POST',
    query: { locale, isReservable: true },
    body,
    schema: (c) => c.ZOrder,
  });

/** GET /devices/{deviceId}/orders/{orderId}?locale */
export const fetchPhoneOrder = (
  deviceId: string,
  orderId: string,
  locale: TLanguageCode,
  signal?: AbortSignal,
) => apiRequest(orderPath(deviceId, orderId), { query: { locale }, schema: (c) => c.ZOrder, signal });

/** POST /devices/{deviceId}/orders/{orderId}/reserve: places a free reservation; its 6-digit pick-up code. */
export const reserveOrder = (deviceId: string, orderId: string, locale: TLanguageCode) =>
  apiRequest(`${orderPath(deviceId, orderId)}/reserve`, {
    method: 'POST',
    query: { locale },
    schema: (c) => c.ZReservation,
  });

/** POST …/orders/{orderId}/reserve/mfa-phone: texts the phone a code that confirms the reservation order. */
export const sendReservePhoneCode = (
  deviceId: string,
  orderId: string,
  phoneNumber: string,
  locale: TLanguageCode,
) =>
  apiRequest(`${orderPath(deviceId, orderId)}/reserve/mfa-phone`, {
    method: 'POST',
    query: { locale },
    body: { phoneNumber },
    schema: (c) => c.ZOrder,
  });

/** POST …/orders/{orderId}/reserve/mfa-code: the phone's code confirms the order, which holds its items. */
export const confirmReservePhone = (
  deviceId: string,
  orderId: string,
  input: TMfaCode,
  locale: TLanguageCode,
) =>
  apiRequest(`${orderPath(deviceId, orderId)}/reserve/mfa-code`, {
    method: 'POST',
    query: { locale },
    body: input,
    schema: (c) => c.ZOrder,
  });

/** GET /devices/{deviceId}/orders/{orderId}/reservation: the pick-up code again, until it is used. */
export const fetchReservation = (deviceId: string, orderId: string, signal?: AbortSignal) =>
  apiRequest(`${orderPath(deviceId, orderId)}/reservation`, { schema: (c) => c.ZReservation, signal });

/** Poll every n ms, or not (false), or as the transaction so far says. */
type TOrderPoll = number | false | ((query: { state: { data?: TOrder } }) => number | false);
type TTransactionPoll = number | false | ((query: { state: { data?: TTransaction } }) => number | false);

export const reserveQueries = {
  products: (deviceId: string | undefined, locale: TLanguageCode) =>
    queryOptions({
      queryKey: ['reserve', 'products', deviceId ?? '', locale] as const,
      queryFn: deviceId ? ({ signal }) => fetchReservableProducts(deviceId, locale, signal) : skipToken,
    }),
  product: (deviceId: string | undefined, productId: string | undefined, locale: TLanguageCode) =>
    queryOptions({
      queryKey: ['reserve', 'product', deviceId ?? '', productId ?? '', locale] as const,
      queryFn:
        deviceId && productId
          ? ({ signal }) => fetchReservableProduct(deviceId, productId, locale, signal)
          : skipToken,
    }),
  order: (
    deviceId: string | undefined | null,
    orderId: string | undefined | null,
    locale: TLanguageCode,
    refetchInterval: TOrderPoll = false,
  ) =>
    queryOptions({
      queryKey: ['reserve', 'order', deviceId ?? '', orderId ?? '', locale] as const,
      queryFn:
        deviceId && orderId ? ({ signal }) => fetchPhoneOrder(deviceId, orderId, locale, signal) : skipToken,
      refetchInterval,
      refetchOnWindowFocus: false,
    }),
  reservation: (deviceId: string, orderId: string | undefined, isEnabled: boolean) =>
    queryOptions({
      queryKey: ['reserve', 'reservation', deviceId, orderId ?? ''] as const,
      queryFn: isEnabled && orderId ? ({ signal }) => fetchReservation(deviceId, orderId, signal) : skipToken,
      retry: false,
      refetchOnWindowFocus: false,
    }),
  transaction: (
    deviceId: string | null,
    orderId: string | null,
    transactionId: string | null,
    refetchInterval: TTransactionPoll,
  ) =>
    queryOptions({
      queryKey: ['reserve', 'transaction', deviceId ?? '', orderId ?? '', transactionId ?? ''] as const,
      queryFn:
        deviceId && orderId && transactionId
          ? ({ signal }) => fetchTransaction(deviceId, orderId, transactionId, signal)
          : skipToken,
      refetchInterval,
      refetchOnWindowFocus: false,
    }),
};

export const useReservation = (deviceId: string, orderId: string | undefined, isEnabled: boolean) =>
  useQuery(reserveQueries.reservation(deviceId, orderId, isEnabled));

export const useReservableProducts = (deviceId: string | undefined, locale: TLanguageCode) =>
  useQuery(reserveQueries.products(deviceId, locale));

export const useReservableProduct = (
  deviceId: string | undefined,
  productId: string | undefined,
  locale: TLanguageCode,
) => useQuery(reserveQueries.product(deviceId, productId, locale));

export const usePhoneOrder = (
  deviceId: string | undefined | null,
  orderId: string | undefined | null,
  locale: TLanguageCode,
  refetchInterval: TOrderPoll = false,
) => useQuery(reserveQueries.order(deviceId, orderId, locale, refetchInterval));

export const usePhoneTransaction = (
  deviceId: string | null,
  orderId: string | null,
  transactionId: string | null,
  refetchInterval: TTransactionPoll,
) => useQuery(reserveQueries.transaction(deviceId, orderId, transactionId, refetchInterval));
