import { CONSOLE_API, fillPath } from '@kiosk/contract/values';
import type { TAlertsQuery, TChartId, TLanguageCode, TLowStockThresholdUpdate } from '@kiosk/contract';
import { fetchCsv } from '../../shared/api/fetch-csv';
import { apiRequest } from '../../shared/api/http';

/**
 * The operator console's calls. The operator session is an HttpOnly cookie the browser sends to
 * `/console` by itself: no page script ever holds it. Writes carry the console's header (http.ts).
 */

/**
 * POST /console/session: the operator's name and password; the server sets the session cookie, or (with a
 * second factor) answers `codeNeeded` and waits for the code.
 */
export const signInOperator = (name: string, password: string) =>
  apiRequest(CONSOLE_API.session, {
    method: 'POST',
    body: { name, password },
    schema: (c) => c.ZOperatorSignInAnswer,
  });

/** GET /console/session: who is signed in (the session cookie's), and until when; 401 when nobody. */
export const fetchOperatorSession = (signal?: AbortSignal) =>
  apiRequest(CONSOLE_API.session, { schema: (c) => c.ZOperatorSession, signal });

/** DELETE /console/session: signs the operator out everywhere (every session of theirs ends). */
export const signOutOperator = () =>
  apiRequest(CONSOLE_API.session, { method: 'DELETE', schema: (c) => c.ZOperatorSignedOut });

/** What the fleet overview asks for (the query of GET /console/kiosks, as the page holds it). */
export type TFleetRequest = {
  sort: string;
  dir: string;
  filter: string[];
  q: string;
  page: number;
  pageSize: number;
};

/** GET /console/kiosks: one page of the fleet overview (sku titles in `locale`). */
export const fetchFleet = (request: TFleetRequest, locale: TLanguageCode, signal?: AbortSignal) =>
  apiRequest(CONSOLE_API.kiosks, {
    query: {
      locale,
      sort: request.sort,
      dir: request.dir,
      filter: request.filter.length ? request.filter.join(',') : undefined,
      q: request.q || undefined,
      page: request.page,
      pageSize: request.pageSize,
    },
    schema: (c) => c.ZFleetOverview,
    signal,
  });

/** GET /console/kiosks/{deviceId}: one kiosk's stock, slot faults, audit and recent counts. */
export const fetchKioskDetail = (deviceId: string, locale: TLanguageCode, signal?: AbortSignal) =>
  apiRequest(fillPath(CONSOLE_API.kiosk, { deviceId }), {
    query: { locale },
    schema: (c) => c.ZKioskDetail,
    signal,
  });

/** A chart's range: inclusive days; one kiosk, or the whole fleet without deviceId. */
export type TChartRange = { from: string; to: string; deviceId?: string };

/** GET /console/charts/{chart}: the chart's series and one row per day or week. */
export const fetchChart = (chart: TChartId, range: TChartRange, signal?: AbortSignal) =>
  apiRequest(fillPath(CONSOLE_API.chart, { chart }), {
    query: { ...range },
    schema: (c) => c.ZChart,
    signal,
  });

/** GET /console/charts/{chart}?format=csv: the same numbers as a CSV file. */
export const fetchChartCsv = (chart: TChartId, range: TChartRange) =>
  fetchCsv(
    fillPath(CONSOLE_API.chart, { chart }),
    { ...range, format: 'csv' },
    undefined,
    `${chart}-${range.deviceId ?? 'fleet'}-${range.from}-to-${range.to}.csv`,
  );

/** GET /console/alerts: open alerts first, newest first (sku titles in `locale`). */
export const fetchAlerts = (
  query: Pick<TAlertsQuery, 'state' | 'page' | 'pageSize'> & Partial<Pick<TAlertsQuery, 'kind' | 'deviceId'>>,
  locale: TLanguageCode,
  signal?: AbortSignal,
) =>
  apiRequest(CONSOLE_API.alerts, {
    query: { ...query, locale },
    schema: (c) => c.ZAlerts,
    signal,
  });

/**
 * PUT /console/thresholds: sets a kiosk's (or with deviceId null every kiosk's) low-stock threshold of a sku;
 * units null removes it, so the every-kiosk one or the default applies again.
 */
export const saveThreshold = (update: TLowStockThresholdUpdate) =>
  apiRequest(CONSOLE_API.thresholds, {
    method: 'PUT',
    body: update,
    schema: (c) => c.ZAlertThresholds,
  });

/** GET /console/thresholds: every sku (its name in `locale`, its default) and the low-stock thresholds set. */
export const fetchThresholds = (locale: TLanguageCode, signal?: AbortSignal) =>
  apiRequest(CONSOLE_API.thresholds, { query: { locale }, schema: (c) => c.ZAlertThresholds, signal });

/** GET /console/alert-outbox: the messages the demo notifier kept instead of sending them. */
export const fetchAlertOutbox = (signal?: AbortSignal) =>
  apiRequest(CONSOLE_API.alertOutbox, { schema: (c) => c.ZAlertOutbox, signal });
