/**
 * An integrator's client of the provider API, typed by the types openapi-typescript generates from
 * docs/openapi.json (api.generated.ts) and calling it with openapi-fetch. A path, parameter or field the
 * document does not have is a type error here, so a change of the API that breaks a client breaks this
 * file's type check.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './api.generated';

type ErrorBody = components['schemas']['Error'];

/** A client of the API at `origin` (the document's server variable: the server's PUBLIC_URL). */
export const apiClient = (origin: string, fetchFn: typeof fetch = fetch) =>
  createClient<paths>({ baseUrl: origin, fetch: fetchFn });

type ApiClient = ReturnType<typeof apiClient>;

/** The error shape's message, or the status when the answer has none. */
const failure = (error: ErrorBody | undefined, response: Response) =>
  new Error(error?.data.message ?? `HTTP ${response.status}`);

/** The products a kiosk stocks that can be reserved from a phone, with what is left of each sku. */
export async function reservableStock(api: ApiClient, deviceId: string, locale = 'en') {
  const { data, error, response } = await api.GET('/devices/{deviceId}/products', {
    params: { path: { deviceId }, query: { locale, isReservable: 'true' } },
  });
  if (!data) throw failure(error, response);
  return data.data.flatMap((product) =>
    product.skus.map((sku) => ({ product: product.title, sku: sku.id, stock: sku.stock })),
  );
}

/** Holds one unit of a sku for a reservation: the order, and the capability that reads it later. */
export async function holdOne(api: ApiClient, deviceId: string, skuId: string) {
  const { data, error, response } = await api.POST('/devices/{deviceId}/orders', {
    params: { path: { deviceId }, query: { isReservable: 'true' } },
    body: { skus: [{ skuId, quantity: 1 }] },
  });
  if (!data) throw failure(error, response);
  const { id, capability, total, currency } = data.data;
  if (!capability) throw new Error('the order came without its capability');
  return { orderId: id, capability, total, currency };
}

/** The order's status, read with its capability as the bearer value (the `orderCapability` scheme). */
export async function orderStatus(api: ApiClient, deviceId: string, orderId: string, capability: string) {
  const { data, error, response } = await api.GET('/devices/{deviceId}/orders/{orderId}', {
    params: { path: { deviceId, orderId } },
    headers: { authorization: `Bearer ${capability}` },
  });
  if (!data) throw failure(error, response);
  return data.data.status;
}
