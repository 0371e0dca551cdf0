import { skipToken, useQuery } from '@tanstack/react-query';
import { API, fillPath } from '@kiosk/contract/values';
import type { TLanguageCode } from '@kiosk/contract';
import { apiRequest } from './http';

export const productKeys = {
  all: ['products'] as const,
  list: (deviceId: string, locale: TLanguageCode) => ['products', 'list', deviceId, locale] as const,
  detail: (deviceId: string, productId: string, locale: TLanguageCode) =>
    ['products', 'detail', deviceId, productId, locale] as const,
};

/** Spec §8: a failed product call is logged (and, here, surfaced to the screen as an error state). */
const logged = async <T>(call: Promise<T>, what: string): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    console.error(`Failed to load ${what}`, error);
    throw error;
  }
};

/** GET /devices/{deviceId}/products?locale */
export const fetchProducts = (deviceId: string, locale: TLanguageCode, signal?: AbortSignal) =>
  logged(
    apiRequest(fillPath(API.products, { deviceId }), {
      query: { locale },
      schema: (c) => c.ZProduct.array(),
      signal,
    }),
    'products',
  );

/** GET /devices/{deviceId}/products/{productId}?locale */
export const fetchProduct = (
  deviceId: string,
  productId: string,
  locale: TLanguageCode,
  signal?: AbortSignal,
) =>
  logged(
    apiRequest(fillPath(API.product, { deviceId, productId }), {
      query: { locale },
      schema: (c) => c.ZProduct,
      signal,
    }),
    `product ${productId}`,
  );

/** The device's catalogue in the interface language; idle until a device id is known. */
export const useProducts = (deviceId: string | null, locale: TLanguageCode) =>
  useQuery({
    queryKey: productKeys.list(deviceId ?? '', locale),
    queryFn: deviceId ? ({ signal }) => fetchProducts(deviceId, locale, signal) : skipToken,
  });

export const useProduct = (deviceId: string | null, productId: string, locale: TLanguageCode) =>
  useQuery({
    queryKey: productKeys.detail(deviceId ?? '', productId, locale),
    queryFn: deviceId ? ({ signal }) => fetchProduct(deviceId, productId, locale, signal) : skipToken,
  });
