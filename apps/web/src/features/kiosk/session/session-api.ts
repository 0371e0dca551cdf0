import { API, fillPath } from '@kiosk/contract/values';
import { apiRequest } from '../../../shared/api/http';

/** POST /devices/{deviceId}/orders/cancel?isTimeout: cancels every order of the kiosk in progress. */
export const cancelAllOrders = (deviceId: string, isTimeout: boolean) =>
  apiRequest(`${fillPath(API.orders, { deviceId })}/cancel`, {
    method: 'POST',
    query: { isTimeout },
    schema: (c) => c.ZCancelAllResult,
  });
