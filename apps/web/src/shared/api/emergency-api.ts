import { API, fillPath } from '@kiosk/contract/values';
import type { TLanguageCode } from '@kiosk/contract';
import { apiRequest } from './http';

/**
 * POST /devices/{deviceId}/orders?locale with one emergency kit (`skuId`, the kiosk's emergency pack): a
 * free order with no workflows. The emergency path calls nothing else (no offers, no payment) so it works
 * while those are down.
 */
export const createEmergencyOrder = (
  deviceId: string,
  skuId: string,
  locale: TLanguageCode,
  signal?: AbortSignal,
) =>
  apiRequest(fillPath(API.orders, { deviceId }), {
    method: 'POST',
    query: { locale },
    signal,
    body: { skus: [{ skuId, quantity: 1 }] },
    schema: (c) => c.ZOrder,
  });

/** POST /devices/{deviceId}/orders/{orderId}/dispense?locale: returns once the kit is out. */
export const dispenseEmergencyOrder = (deviceId: string, orderId: string, locale: TLanguageCode) =>
  apiRequest(`${fillPath(API.order, { deviceId, orderId })}/dispense`, {
    method: 'POST',
    query: { locale },
    schema: (c) => c.ZOrder,
  });
