import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { API, fillPath } from '@kiosk/contract/values';
import type { TLanguageCode, TProduct } from '@kiosk/contract';
import { ApiError } from './api-error';
import { apiRequest } from './http';

/**
 * docs/product.md §7/§8: a failed product call logs the error and gives the empty value ([] or null): one
 * request, nothing thrown, so no retry and no error text on the screen.
 */
const swallowed = async <T>(call: Promise<T>, empty: T, what: string): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error; // a cancelled request, as it came
    console.error(`Failed to load ${what}`, error);
    return empty;
  }
};

/** GET /devices/{deviceId}/products?locale; `empty` ([] unless given) when it fails. */
export const fetchProducts = (
  deviceId: string,
  locale: TLanguageCode,
  signal?: AbortSignal,
  empty: TProduct[] = [],
) =>
  swallowed(
    apiRequest(fillPath(API.products, { deviceId }), {
      query: { locale },
      schema: (c) => c.ZProduct.array(),
      signal,
    }),
    empty,
    'products',
  );

/** GET /devices/{deviceId}/products/{productId}?locale; null when it fails. */
export const fetchProduct = (
  deviceId: string,
  productId: string,
  locale: TLanguageCode,
  signal?: AbortSignal,
): Promise<TProduct | null> =>
  swallowed(
    apiRequest(fillPath(API.product, { deviceId, productId }), {
      query: { locale },
      schema: (c) => c.ZProduct,
      signal,
    }),
    null,
    `product ${productId}`,
  );

export const productQueries = {
  /**
   * The device's catalogue in the interface language; idle until a device id is known. A failed
   * refresh keeps the list already shown.
   */
  list: (deviceId: string | null, locale: TLanguageCode) =>
    queryOptions({
      queryKey: ['products', 'list', deviceId ?? '', locale] as const,
      queryFn: deviceId
        ? ({ signal, client, queryKey }) =>
            fetchProducts(deviceId, locale, signal, client.getQueryData<TProduct[]>(queryKey))
        : skipToken,
    }),
  detail: (deviceId: string | null, productId: string, locale: TLanguageCode) =>
    queryOptions({
      queryKey: ['products', 'detail', deviceId ?? '', productId, locale] as const,
      queryFn: deviceId ? ({ signal }) => fetchProduct(deviceId, productId, locale, signal) : skipToken,
    }),
};

export const useProducts = (deviceId: string | null, locale: TLanguageCode) =>
  useQuery(productQueries.list(deviceId, locale));

export const useProduct = (deviceId: string | null, productId: string, locale: TLanguageCode) =>
  useQuery(productQueries.detail(deviceId, productId, locale));
