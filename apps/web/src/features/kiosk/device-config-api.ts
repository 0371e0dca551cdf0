import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { API, fillPath } from '@kiosk/contract/values';
import { apiRequest } from '../../shared/api/http';

/** How long a fetched device config is used before it is fetched again. */
const CONFIG_STALE_MS = 5 * 60 * 1000;

/** GET /devices/{deviceId}/config */
export const fetchDeviceConfig = (deviceId: string, signal?: AbortSignal) =>
  apiRequest(fillPath(API.config, { deviceId }), { schema: (c) => c.ZDeviceConfig, signal });

export const deviceConfigQueries = {
  /** The device's languages, currency, support phone and accessibility permission; idle without a device id. */
  detail: (deviceId: string | null) =>
    queryOptions({
      queryKey: ['device-config', deviceId ?? ''] as const,
      queryFn: deviceId ? ({ signal }) => fetchDeviceConfig(deviceId, signal) : skipToken,
      staleTime: CONFIG_STALE_MS,
    }),
};

export const useDeviceConfig = (deviceId: string | null) => useQuery(deviceConfigQueries.detail(deviceId));
