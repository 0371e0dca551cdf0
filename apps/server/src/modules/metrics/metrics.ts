import { DEVICE_LINK_REFUSALS, FAILED_OUTCOMES } from '@kiosk/device-link';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { processRegistry } from './metrics-registry';

import type { KioskMetrics, SmsRefusal, WebhookResult } from '../../ports/kiosk-metrics';

type Mode = 'live' | 'test';
const SMS_REFUSALS: SmsRefusal[] = ['address', 'kiosk', 'programme', 'phone', 'order', 'country'];

/** Seconds; from 5 ms to a whole multi-pack dispense (the dispense call is synchronous). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const WEBHOOK_RESULTS: WebhookResult[] = ['applied', 'duplicate', 'ignored', 'invalid_signature', 'error'];

/** Label values come from code, never from a request; anything unexpected becomes `other`. */
const bounded = (value: string) => (/^[a-z][a-z0-9_]{0,31}$/.test(value) ? value : 'other');
/**
 * A `device` label: a kiosk's id from the database (the unit's order names it), never a request's URL, so
 * the values are bounded by the fleet's size, as for the per-kiosk gauges. Anything else becomes `other`.
 */
const deviceLabel = (deviceId: string) =>
  /^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/.test(deviceId) ? deviceId : 'other';
const modeOf = (options?: { isTest?: boolean }): Mode => (options?.isTest ? 'test' : 'live');

export function createMetrics(): KioskMetrics {
  const registry = new Registry();
  // Registered in this order, so the exposition lists them in it.
  const counters = createCounters(registry);
  const fleet = createFleetGauges(registry);
  createHeapGauge(registry);
  const exposition = Registry.merge([processRegistry(), registry]);
  startKnownSeriesAtZero(counters);
  const { http, orders, units, failures, webhooks, analytics, dropped, refused, sms, kits } = counters;

  return {
    render: () => exposition.metrics(),
    orderStatus: (status, options) => orders.inc({ status: bounded(status), mode: modeOf(options) }),
    dispenseOutcome: (outcome, options) => {
      if (outcome === 'dropped') units.inc({ mode: modeOf(options) });
      else
        failures.inc({
          device: deviceLabel(options.deviceId),
          reason: bounded(outcome),
          mode: modeOf(options),
        });
    },
    webhook: (provider, result) =>
      webhooks.inc({
        provider: bounded(provider),
        result: WEBHOOK_RESULTS.includes(result) ? result : 'error',
      }),
    analyticsEvents: (result, count) => analytics.inc({ result }, count),
    analyticsPropertyDropped: (reason) => dropped.inc({ reason: bounded(reason.replace(/-/g, '_')) }),
    deviceLinkRefused: (reason) =>
      refused.inc({
        reason: (DEVICE_LINK_REFUSALS as readonly string[]).includes(reason) ? reason : 'malformed',
      }),
    smsCode: (result) => {
      if (result === 'sent') sms.sent.inc();
      else sms.refused.inc({ reason: SMS_REFUSALS.includes(result) ? result : 'other' });
    },
    setSmsHourlyCap: (cap) => sms.cap.set(cap),
    offlineKitRefused: (reason) => kits.inc({ reason }),
    setFleet: (rows) => {
      for (const gauge of Object.values(fleet)) gauge.reset();
      for (const row of rows) {
        const labels = { device: row.deviceId };
        fleet.online.set(labels, row.isOnline ? 1 : 0);
        fleet.naloxone.set(labels, row.naloxoneUnits);
        fleet.low.set(labels, row.isLowStock ? 1 : 0);
        fleet.faults.set(labels, row.slotFaults);
        // Each kiosk's failure series start at 0, so increase() counts a kiosk's first failure too.
        for (const mode of ['live', 'test'] as const)
          for (const reason of FAILED_OUTCOMES) failures.inc({ ...labels, reason, mode }, 0);
      }
    },
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

/** The HTTP histogram and the counters, registered on `registry`. */
function createCounters(registry: Registry) {
  const registers = [registry];
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [...LATENCY_BUCKETS],
    registers,
  });
  const orders = new Counter({
    name: 'kiosk_orders_total',
    help: 'Orders entering each status',
    labelNames: ['status', 'mode'] as const,
    registers,
  });
  const units = new Counter({
    name: 'kiosk_units_dispensed_total',
    help: 'Units that dropped, confirmed by the drop sensor',
    labelNames: ['mode'] as const,
    registers,
  });
  const failures = new Counter({
    name: 'kiosk_dispense_failures_total',
    help: 'Units that did not drop, by kiosk and reason',
    labelNames: ['device', 'reason', 'mode'] as const,
    registers,
  });
  const webhooks = new Counter({
    name: 'kiosk_payment_webhooks_total',
    help: 'Payment webhooks by provider and result',
    labelNames: ['provider', 'result'] as const,
    registers,
  });
  const analytics = new Counter({
    name: 'kiosk_analytics_events_total',
    help: 'Analytics events stored or left out',
    labelNames: ['result'] as const,
    registers,
  });
  const dropped = new Counter({
    name: 'kiosk_analytics_properties_dropped_total',
    help: 'Analytics properties the server sanitiser dropped',
    labelNames: ['reason'] as const,
    registers,
  });
  const refused = new Counter({
    name: 'kiosk_device_link_refused_total',
    help: 'Device-link messages dropped because they are not their kiosk’s to send, by reason',
    labelNames: ['reason'] as const,
    registers,
  });
  const kits = new Counter({
    name: 'kiosk_offline_kits_refused_total',
    help: 'Offline kits a kiosk reported that were refused by their bounds (window, rate, stock)',
    labelNames: ['reason'] as const,
    registers,
  });
  return {
    http,
    orders,
    units,
    failures,
    webhooks,
    analytics,
    dropped,
    refused,
    kits,
    sms: createSmsMetrics(registry),
  };
}

/** One-time codes texted and refused, and the programme's hourly cap (deploy/monitoring/alerts.yml). */
function createSmsMetrics(registry: Registry) {
  const registers = [registry];
  return {
    sent: new Counter({ name: 'kiosk_sms_codes_sent_total', help: 'One-time codes texted', registers }),
    refused: new Counter({
      name: 'kiosk_sms_codes_refused_total',
      help: 'One-time codes not texted, by the cap or rule that refused them',
      labelNames: ['reason'] as const,
      registers,
    }),
    cap: new Gauge({
      name: 'kiosk_sms_codes_hourly_cap',
      help: 'The programme-wide cap of one-time codes per hour (SMS_CODES_PER_HOUR)',
      registers,
    }),
  };
}

/** The fleet's per-kiosk gauges (KioskMetrics.setFleet). */
function createFleetGauges(registry: Registry) {
  const registers = [registry];
  const perKiosk = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['device'] as const, registers });
  return {
    online: perKiosk('kiosk_online', 'Whether the kiosk is online (1) or offline or never seen (0)'),
    naloxone: perKiosk('kiosk_naloxone_units', 'Naloxone units on hand in the kiosk, all naloxone skus'),
    low: perKiosk(
      'kiosk_low_stock',
      'Whether any sku of the kiosk is at or below its low-stock threshold (1)',
    ),
    faults: perKiosk('kiosk_slot_faults', 'Slots of the kiosk marked faulted'),
  };
}

function createHeapGauge(registry: Registry): void {
  const registers = [registry];
  // Kept under its earlier name beside the standard nodejs_heap_size_used_bytes, so dashboards hold.
  new Gauge({
    name: 'nodejs_heap_used_bytes',
    help: 'V8 heap used',
    registers,
    collect() {
      this.set(process.memoryUsage().heapUsed);
    },
  });
}

type Counters = ReturnType<typeof createCounters>;

/** Known series start at 0, so rate() and alerts work before the first event. */
function startKnownSeriesAtZero({ units, analytics, refused, sms, kits }: Counters): void {
  for (const reason of ['window', 'rate', 'stock']) kits.inc({ reason }, 0);
  sms.sent.inc(0);
  for (const reason of SMS_REFUSALS) sms.refused.inc({ reason }, 0);
  for (const mode of ['live', 'test'] as const) units.inc({ mode }, 0);
  for (const result of ['accepted', 'rejected'] as const) analytics.inc({ result }, 0);
  for (const reason of DEVICE_LINK_REFUSALS) refused.inc({ reason }, 0);
}
