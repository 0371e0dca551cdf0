import { skipToken, useQuery } from '@tanstack/react-query';
import { API, fillPath } from '@kiosk/contract/values';
import { apiRequest } from './http';

export const deviceConfigKeys = {
  detail: (deviceId: string) => ['device-config', deviceId] as const,
};

/** How long a fetched device config is used before it is fetched again. */
const CONFIG_STALE_MS = 5 * 60 * 1000;

/** GET /devices/{deviceId}/config */
export const fetchDeviceConfig = (deviceId: string, signal?: AbortSignal) =>
  apiRequest(fillPath(API.config, { deviceId }), { schema: (c) => c.ZDeviceConfig, signal });

/** The device's languages, currency, support phone and accessibility permission; idle without a device id. */
export const useDeviceConfig = (deviceId: string | null) =>
  useQuery({
    queryKey: deviceConfigKeys.detail(deviceId ?? ''),
    queryFn: deviceId ? ({ signal }) => fetchDeviceConfig(deviceId, signal) : skipToken,
    staleTime: CONFIG_STALE_MS,
  });
