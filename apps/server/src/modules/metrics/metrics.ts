import type { AppContext } from '../../app-context';
import type { Config } from '../../config/config';
import type { DispenseOutcome } from '@kiosk/agent/dispenser';
import { MetricsRegistry } from './metrics-registry';

export type WebhookResult = 'applied' | 'duplicate' | 'ignored' | 'invalid_signature' | 'error';
export type AnalyticsResult = 'accepted' | 'rejected';
type Mode = 'live' | 'test';

/** Seconds; from 5 ms to a whole multi-pack dispense (the dispense call is synchronous). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const FAILURES: Exclude<DispenseOutcome, 'dropped'>[] = ['jammed', 'empty', 'fault'];
const WEBHOOK_RESULTS: WebhookResult[] = ['applied', 'duplicate', 'ignored', 'invalid_signature', 'error'];

/** Label values come from code, never from a request; anything unexpected becomes `other`. */
const bounded = (value: string) => (/^[a-z][a-z0-9_]{0,31}$/.test(value) ? value : 'other');
const modeOf = (options?: { isTest?: boolean }): Mode => (options?.isTest ? 'test' : 'live');

/** The counters other modules call, and the HTTP histogram. One set per app (see {@link metricsOf}). */
export interface KioskMetrics {
  readonly registry: MetricsRegistry;
  /** An order entered `status` (call it on every transition, creation included): kiosk_orders_total{status,mode}. */
  orderStatus(status: string, options?: { isTest?: boolean }): void;
  /** One unit's outcome: dropped → kiosk_units_dispensed_total; else kiosk_dispense_failures_total{reason}. */
  dispenseOutcome(outcome: DispenseOutcome, options?: { isTest?: boolean }): void;
  /** A payment webhook handled: kiosk_payment_webhooks_total{provider,result}. */
  webhook(provider: string, result: WebhookResult): void;
  /** Analytics events stored (accepted) or left out (rejected): kiosk_analytics_events_total{result}. */
  analyticsEvents(result: AnalyticsResult, count: number): void;
  /** A property the server's sanitiser dropped (the client should have): kiosk_analytics_properties_dropped_total{reason}. */
  analyticsPropertyDropped(reason: string): void;
  /** A finished HTTP request, by route pattern (never the raw URL): http_request_duration_seconds. */
  httpRequest(input: {
    method: string;
    route: string | undefined;
    statusCode: number;
    seconds: number;
  }): void;
}

export function createMetrics(): KioskMetrics {
  const registry = new MetricsRegistry();
  const http = registry.histogram(
    'http_request_duration_seconds',
    'HTTP request latency by route pattern, method and status class',
    ['method', 'route', 'status_class'],
    LATENCY_BUCKETS,
  );
  const orders = registry.counter('kiosk_orders_total', 'Orders entering each status', ['status', 'mode']);
  const units = registry.counter(
    'kiosk_units_dispensed_total',
    'Units that dropped, confirmed by the drop sensor',
    ['mode'],
  );
  const failures = registry.counter('kiosk_dispense_failures_total', 'Units that did not drop, by reason', [
    'reason',
    'mode',
  ]);
  const webhooks = registry.counter(
    'kiosk_payment_webhooks_total',
    'Payment webhooks by provider and result',
    ['provider', 'result'],
  );
  const analytics = registry.counter('kiosk_analytics_events_total', 'Analytics events stored or left out', [
    'result',
  ]);
  const dropped = registry.counter(
    'kiosk_analytics_properties_dropped_total',
    'Analytics properties the server sanitiser dropped',
    ['reason'],
  );
  const startedAt = Date.now() / 1000;
  registry.gauge('process_start_time_seconds', 'Start time of the process since the epoch', () => startedAt);
  registry.gauge('process_resident_memory_bytes', 'Resident memory size', () => process.memoryUsage().rss);
  registry.gauge('nodejs_heap_used_bytes', 'V8 heap used', () => process.memoryUsage().heapUsed);

  // Known series start at 0, so rate() and alerts work before the first event.
  for (const mode of ['live', 'test'] as const) {
    units.inc({ mode }, 0);
    for (const reason of FAILURES) failures.inc({ reason, mode }, 0);
  }
  for (const result of ['accepted', 'rejected'] as const) analytics.inc({ result }, 0);

  return {
    registry,
    orderStatus: (status, options) => orders.inc({ status: bounded(status), mode: modeOf(options) }),
    dispenseOutcome: (outcome, options) => {
      if (outcome === 'dropped') units.inc({ mode: modeOf(options) });
      else failures.inc({ reason: bounded(outcome), mode: modeOf(options) });
    },
    webhook: (provider, result) =>
      webhooks.inc({
        provider: bounded(provider),
        result: WEBHOOK_RESULTS.includes(result) ? result : 'error',
      }),
    analyticsEvents: (result, count) => analytics.inc({ result }, count),
    analyticsPropertyDropped: (reason) => dropped.inc({ reason: bounded(reason.replace(/-/g, '_')) }),
    httpRequest: ({ method, route, statusCode, seconds }) =>
      http.observe(
        {
          method: METHODS.has(method) ? method : 'OTHER',
          route: route ?? 'unmatched',
          status_class: `${Math.floor(statusCode / 100)}xx`,
        },
        seconds,
      ),
  };
}

const perApp = new WeakMap<Config, KioskMetrics>();

/** The app's one set of metrics: the same for every caller holding the same context (keyed by its config). */
export function metricsOf(ctx: Pick<AppContext, 'config'>): KioskMetrics {
  let metrics = perApp.get(ctx.config);
  if (!metrics) {
    metrics = createMetrics();
    perApp.set(ctx.config, metrics);
  }
  return metrics;
}
