import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TAlertKind, TChartId, TLanguageCode, TLowStockThresholdUpdate } from '@kiosk/contract';
import { ApiError } from '../../shared/api/api-error';
import {
  fetchAlertOutbox,
  fetchAlerts,
  fetchChart,
  fetchFleet,
  fetchKioskDetail,
  fetchThresholds,
  saveThreshold,
  type TChartRange,
  type TFleetRequest,
} from './console-api';
import { endOperatorSession } from './operator-session-store';

/** A console call answered 401: the session has ended on the server; the pages go to sign-in. */
export const guard = async <T>(call: Promise<T>): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endOperatorSession('expired');
    throw error;
  }
};

/** Console data is a look at the fleet now: fresh on each visit, refreshed every minute while shown. */
export const CONSOLE_QUERY = { retry: false, staleTime: 0, refetchInterval: 60_000 } as const;

export const CONSOLE_QUERY_ROOT = 'console';

export type TAlertsRequest = {
  state: 'open' | 'cleared' | 'all';
  kind?: TAlertKind;
  page: number;
  pageSize: number;
};

/**
 * The console's queries. The session is the browser's cookie, not part of what the data is; sign-out
 * removes every entry under CONSOLE_QUERY_ROOT.
 */
export const consoleQueries = {
  fleet: (request: TFleetRequest, locale: TLanguageCode) =>
    queryOptions({
      ...CONSOLE_QUERY,
      placeholderData: keepPreviousData,
      queryKey: [CONSOLE_QUERY_ROOT, 'fleet', request, locale] as const,
      queryFn: ({ signal }) => guard(fetchFleet(request, locale, signal)),
    }),
  kiosk: (deviceId: string, locale: TLanguageCode) =>
    queryOptions({
      ...CONSOLE_QUERY,
      queryKey: [CONSOLE_QUERY_ROOT, 'kiosk', deviceId, locale] as const,
      queryFn: ({ signal }) => guard(fetchKioskDetail(deviceId, locale, signal)),
    }),
  chart: (chart: TChartId, range: TChartRange) =>
    queryOptions({
      ...CONSOLE_QUERY,
      placeholderData: keepPreviousData,
      queryKey: [CONSOLE_QUERY_ROOT, 'chart', chart, range] as const,
      queryFn: ({ signal }) => guard(fetchChart(chart, range, signal)),
    }),
  alerts: (request: TAlertsRequest, locale: TLanguageCode) =>
    queryOptions({
      ...CONSOLE_QUERY,
      placeholderData: keepPreviousData,
      queryKey: [CONSOLE_QUERY_ROOT, 'alerts', request, locale] as const,
      queryFn: ({ signal }) => guard(fetchAlerts(request, locale, signal)),
    }),
  thresholds: (locale: TLanguageCode) =>
    queryOptions({
      ...CONSOLE_QUERY,
      queryKey: [CONSOLE_QUERY_ROOT, 'thresholds', locale] as const,
      queryFn: ({ signal }) => guard(fetchThresholds(locale, signal)),
    }),
  outbox: () =>
    queryOptions({
      ...CONSOLE_QUERY,
      queryKey: [CONSOLE_QUERY_ROOT, 'outbox'] as const,
      queryFn: ({ signal }) => guard(fetchAlertOutbox(signal)),
    }),
};

/**
 * Sets or removes a low-stock threshold, then refetches what shows it: the kiosk's page (every language),
 * the fleet overview (low-stock rows and counts), the alerts (the server evaluates them again at once) and
 * the thresholds screen.
 */
export async function changeThreshold(
  queryClient: QueryClient,
  update: TLowStockThresholdUpdate,
): Promise<void> {
  await guard(saveThreshold(update));
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: update.deviceId
        ? [CONSOLE_QUERY_ROOT, 'kiosk', update.deviceId]
        : [CONSOLE_QUERY_ROOT, 'kiosk'],
    }),
    queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, 'fleet'] }),
    queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, 'alerts'] }),
    queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, 'thresholds'] }),
  ]);
}
