import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { API, fillPath } from '@kiosk/contract/values';
import type { TLanguageCode, TOrderCreate } from '@kiosk/contract';
import { apiRequest } from './http';
import { throwWhenNothingLoaded } from './error-page-policy';
import { withTestPath, type TTestMode } from './test-mode';

export const orderPath = (deviceId: string, orderId: string): string =>
  fillPath(API.order, { deviceId, orderId });

/** POST /devices/{deviceId}/orders?locale[&isReservable] (test mode: POST /test/orders with the bearer). */
export const createOrder = (
  deviceId: string,
  body: TOrderCreate,
  options: { locale: TLanguageCode; isReservable?: boolean; testMode?: TTestMode },
) =>
  apiRequest(withTestPath(fillPath(API.orders, { deviceId }), options.testMode ?? null), {
    method: 'POST',
    query: { locale: options.locale, isReservable: options.isReservable || undefined },
    body,
    bearer: options.testMode?.bearer,
    schema: (c) => c.ZOrder,
  });

/** GET /devices/{deviceId}/orders/{orderId}?locale (test mode: GET /test/orders/{orderId}). */
export const fetchOrder = (
  deviceId: string,
  orderId: string,
  locale: TLanguageCode,
  testMode: TTestMode = null,
  signal?: AbortSignal,
) =>
  apiRequest(withTestPath(orderPath(deviceId, orderId), testMode), {
    query: { locale },
    bearer: testMode?.bearer,
    schema: (c) => c.ZOrder,
    signal,
  });

/** POST /devices/{deviceId}/orders/{orderId}/cancel?isTimeout: releases the order's stock. */
export const cancelOrder = (deviceId: string, orderId: string, isTimeout = false) =>
  apiRequest(`${orderPath(deviceId, orderId)}/cancel`, {
    method: 'POST',
    query: { isTimeout },
    schema: (c) => c.ZOrder,
  });

type TOrderQueryOptions = {
  /** Poll every this many ms (false: no polling). */
  refetchInterval?: number | false;
  testMode?: TTestMode;
  /** A failure with no order loaded shows the error page (the screen cannot go on without it). */
  showsErrorPage?: boolean;
};

export const orderQueries = {
  /** One order; idle until both ids are known. */
  detail: (
    deviceId: string | null,
    orderId: string | undefined,
    locale: TLanguageCode,
    options: TOrderQueryOptions = {},
  ) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the test-mode bearer is a credential
    queryOptions({
      queryKey: ['orders', 'detail', deviceId ?? '', orderId ?? '', locale] as const,
      queryFn:
        deviceId && orderId
          ? ({ signal }) => fetchOrder(deviceId, orderId, locale, options.testMode ?? null, signal)
          : skipToken,
      refetchInterval: options.refetchInterval ?? false,
      refetchOnWindowFocus: false,
      throwOnError: options.showsErrorPage ? throwWhenNothingLoaded : false,
    }),
};

export const useOrder = (
  deviceId: string | null,
  orderId: string | undefined,
  locale: TLanguageCode,
  options: TOrderQueryOptions = {},
) => useQuery(orderQueries.detail(deviceId, orderId, locale, options));

/** Starts an order from the kiosk (the visitor's sku and count). */
export const useCreateOrder = (deviceId: string | null, locale: TLanguageCode, testMode: TTestMode = null) =>
  useMutation({
    mutationFn: (body: TOrderCreate) => {
      if (!deviceId) throw new Error('No device id.');
      return createOrder(deviceId, body, { locale, testMode });
    },
  });
