import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { TLanguageCode } from '@kiosk/contract';
import { throwWhenNothingLoaded } from '../../../shared/api/error-page-policy';
import { apiRequest } from '../../../shared/api/http';
import { orderPath } from '../../../shared/api/orders-api';
import { track } from '../../../shared/lib/analytics/analytics';

/** GET /devices/{deviceId}/orders/{orderId}/workflows?locale */
export const fetchWorkflows = (
  deviceId: string,
  orderId: string,
  locale: TLanguageCode,
  signal?: AbortSignal,
) =>
  apiRequest(`${orderPath(deviceId, orderId)}/workflows`, {
    query: { locale },
    schema: (c) => c.ZWorkflow.array(),
    signal,
  });

/** POST /devices/{deviceId}/orders/{orderId}/age-authorization?dob&locale (dob is YYYY-MM-DD). */
export const postAgeAuthorization = (deviceId: string, orderId: string, dob: string, locale: TLanguageCode) =>
  apiRequest(`${orderPath(deviceId, orderId)}/age-authorization`, {
    method: 'POST',
    query: { dob, locale },
    schema: (c) => c.ZWorkflow.array(),
  });

/** POST /devices/{deviceId}/orders/{orderId}/code-authorization?locale; the bearer is the access code. */
export const postCodeAuthorization = (
  deviceId: string,
  orderId: string,
  code: string,
  locale: TLanguageCode,
) =>
  apiRequest(`${orderPath(deviceId, orderId)}/code-authorization`, {
    method: 'POST',
    query: { locale },
    bearer: code,
    schema: (c) => c.ZWorkflow.array(),
  });

/**
 * The order's workflows, fetched once when the manager starts (no refetch behind its back); without
 * them the manager cannot go on, so a failure shows the error page.
 */
export const workflowQueries = {
  list: (deviceId: string | null, orderId: string | undefined, locale: TLanguageCode) =>
    queryOptions({
      queryKey: ['workflows', deviceId ?? '', orderId ?? '', locale] as const,
      queryFn:
        deviceId && orderId ? ({ signal }) => fetchWorkflows(deviceId, orderId, locale, signal) : skipToken,
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      throwOnError: throwWhenNothingLoaded,
    }),
};

export const useWorkflows = (deviceId: string | null, orderId: string | undefined, locale: TLanguageCode) =>
  useQuery(workflowQueries.list(deviceId, orderId, locale));

type TOrderRef = { deviceId: string; orderId: string; locale: TLanguageCode };

export const useAgeAuthorization = ({ deviceId, orderId, locale }: TOrderRef) =>
  useMutation({
    mutationFn: (dob: string) => postAgeAuthorization(deviceId, orderId, dob, locale),
    onSettled: (_data, error) => track('workflow_result', { action: 'age', success: !error }),
  });

export const useCodeAuthorization = ({ deviceId, orderId, locale }: TOrderRef) =>
  useMutation({
    mutationFn: (code: string) => postCodeAuthorization(deviceId, orderId, code, locale),
    onSettled: (_data, error) => track('workflow_result', { action: 'code', success: !error }),
  });
