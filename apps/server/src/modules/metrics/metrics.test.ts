import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';
import { PROMETHEUS_CONTENT_TYPE } from './metrics-registry';
import { parsePrometheusText } from '../../test/prometheus-text';

describe('metrics exposition (prom-client)', () => {
  it('carries the standard process metrics beside the kiosk ones, in the text format 0.0.4', async () => {
    const text = parsePrometheusText(await createMetrics().render());
    for (const name of [
      'process_cpu_seconds_total',
      'process_start_time_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_heap_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text.types.has(name), name).toBe(true);
    }
    expect(text.types.get('process_cpu_seconds_total')).toBe('counter');
    expect(text.value('process_start_time_seconds')).toBeGreaterThan(1.7e9);
    expect(text.value('nodejs_heap_used_bytes')).toBeGreaterThan(0);
    expect(PROMETHEUS_CONTENT_TYPE).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('starts the known series at 0, before the first event; each kiosk’s failures once it is known', async () => {
    const metrics = createMetrics();
    metrics.setFleet([
      { deviceId: 'kiosk-a', isOnline: true, naloxoneUnits: 3, isLowStock: false, slotFaults: 0 },
    ]);
    const text = parsePrometheusText(await metrics.render());
    for (const mode of ['live', 'test']) {
      expect(text.value('kiosk_units_dispensed_total', { mode })).toBe(0);
      for (const reason of ['jammed', 'empty', 'fault']) {
        expect(text.value('kiosk_dispense_failures_total', { device: 'kiosk-a', reason, mode })).toBe(0);
      }
    }
    expect(text.value('kiosk_analytics_events_total', { result: 'accepted' })).toBe(0);
    expect(text.value('kiosk_analytics_events_total', { result: 'rejected' })).toBe(0);
    for (const reason of ['other_kiosk_unit', 'refused_kit', 'malformed'])
      expect(text.value('kiosk_device_link_refused_total', { reason })).toBe(0);
    expect(text.types.get('http_request_duration_seconds')).toBe('histogram');
  });

  it('replaces the per-kiosk gauges at each update, so a removed kiosk’s series go away', async () => {
    const metrics = createMetrics();
    const row = { isOnline: true, naloxoneUnits: 7, isLowStock: false, slotFaults: 0 };
    metrics.setFleet([
      { deviceId: 'k1', ...row },
      { deviceId: 'k2', ...row, isOnline: false, naloxoneUnits: 2, isLowStock: true, slotFaults: 1 },
    ]);
    let text = parsePrometheusText(await metrics.render());
    expect(text.value('kiosk_online', { device: 'k1' })).toBe(1);
    expect(text.value('kiosk_online', { device: 'k2' })).toBe(0);
    expect(text.value('kiosk_naloxone_units', { device: 'k2' })).toBe(2);
    expect(text.value('kiosk_low_stock', { device: 'k2' })).toBe(1);
    expect(text.value('kiosk_slot_faults', { device: 'k2' })).toBe(1);
    metrics.setFleet([{ deviceId: 'k1', ...row }]);
    text = parsePrometheusText(await metrics.render());
    expect(text.value('kiosk_online', { device: 'k1' })).toBe(1);
    expect(text.value('kiosk_online', { device: 'k2' })).toBeUndefined();
    expect(text.value('kiosk_naloxone_units', { device: 'k2' })).toBeUndefined();
  });

  it('keeps each app’s counters apart while sharing the process metrics', async () => {
    const one = createMetrics();
    const two = createMetrics();
    one.orderStatus('paid');
    one.analyticsEvents('accepted', 3);
    const first = parsePrometheusText(await one.render());
    const second = parsePrometheusText(await two.render());
    expect(first.value('kiosk_orders_total', { status: 'paid', mode: 'live' })).toBe(1);
    expect(first.value('kiosk_analytics_events_total', { result: 'accepted' })).toBe(3);
    expect(second.value('kiosk_orders_total', { status: 'paid', mode: 'live' })).toBeUndefined();
    expect(second.value('kiosk_analytics_events_total', { result: 'accepted' })).toBe(0);
    expect(second.types.get('process_resident_memory_bytes')).toBe('gauge');
    expect(() => one.analyticsEvents('accepted', -1)).toThrow();
  });
});

describe('the Prometheus text reader used by the tests', () => {
  it.each([
    ['no trailing newline', '# TYPE a counter\na 1'],
    ['sample before TYPE', 'a 1\n'],
    ['bad label syntax', '# TYPE a counter\na{b=c} 1\n'],
    ['bad value', '# TYPE a counter\na one\n'],
    ['duplicate series', '# TYPE a counter\na{b="1"} 1\na{b="1"} 2\n'],
    ['split family', '# TYPE a counter\n# TYPE b counter\na 1\nb 1\na{x="1"} 1\n'],
    ['histogram without +Inf', '# TYPE h histogram\nh_bucket{le="1"} 1\nh_sum 1\nh_count 1\n'],
    [
      'histogram not cumulative',
      '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_count 1\n',
    ],
  ])('rejects %s', (_label, text) => expect(() => parsePrometheusText(text)).toThrow());

  it('reads NaN in any case, as Prometheus does', () => {
    const text = parsePrometheusText('# TYPE a gauge\na{x="1"} Nan\na{x="2"} NaN\n');
    expect(text.value('a', { x: '1' })).toBeNaN();
    expect(text.value('a', { x: '2' })).toBeNaN();
  });
});

describe('kiosk metrics', () => {
  it('moves the counters other modules call, with bounded labels', async () => {
    const metrics = createMetrics();
    metrics.orderStatus('paid');
    metrics.orderStatus('paid');
    metrics.orderStatus('dispensed', { isTest: true });
    metrics.orderStatus('Robert"); DROP TABLE');
    metrics.dispenseOutcome('dropped', { deviceId: 'kiosk-a' });
    metrics.dispenseOutcome('dropped', { deviceId: 'kiosk-a' });
    metrics.dispenseOutcome('jammed', { deviceId: 'kiosk-a' });
    metrics.dispenseOutcome('empty', { deviceId: 'kiosk-b', isTest: true });
    metrics.dispenseOutcome('fault', { deviceId: 'not a "device" id\n' });
    metrics.webhook('sandbox', 'applied');
    metrics.webhook('stripe', 'invalid_signature');
    metrics.deviceLinkRefused('other_kiosk_unit');
    metrics.deviceLinkRefused('other_kiosk_unit');
    metrics.httpRequest({ method: 'GET', route: '/devices/:deviceId', statusCode: 404, seconds: 0.02 });
    metrics.httpRequest({ method: 'BREW', route: undefined, statusCode: 500, seconds: 0.2 });
    const text = parsePrometheusText(await metrics.render());
    expect(text.value('kiosk_orders_total', { status: 'paid', mode: 'live' })).toBe(2);
    expect(text.value('kiosk_orders_total', { status: 'dispensed', mode: 'test' })).toBe(1);
    expect(text.value('kiosk_orders_total', { status: 'other', mode: 'live' })).toBe(1);
    expect(text.value('kiosk_units_dispensed_total', { mode: 'live' })).toBe(2);
    // Failures name the kiosk (bounded by the fleet); a value that is no device id becomes `other`.
    const failed = (device: string, reason: string, mode: string) =>
      text.value('kiosk_dispense_failures_total', { device, reason, mode });
    expect(failed('kiosk-a', 'jammed', 'live')).toBe(1);
    expect(failed('kiosk-b', 'empty', 'test')).toBe(1);
    expect(failed('kiosk-a', 'fault', 'live')).toBeUndefined();
    expect(failed('other', 'fault', 'live')).toBe(1);
    expect(text.value('kiosk_payment_webhooks_total', { provider: 'sandbox', result: 'applied' })).toBe(1);
    expect(text.value('kiosk_device_link_refused_total', { reason: 'other_kiosk_unit' })).toBe(2);
    expect(text.value('kiosk_device_link_refused_total', { reason: 'refused_kit' })).toBe(0);
    expect(
      text.value('kiosk_payment_webhooks_total', { provider: 'stripe', result: 'invalid_signature' }),
    ).toBe(1);
    expect(
      text.value('http_request_duration_seconds_count', {
        method: 'GET',
        route: '/devices/:deviceId',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(
      text.value('http_request_duration_seconds_bucket', {
        method: 'OTHER',
        route: 'unmatched',
        status_class: '5xx',
        le: '0.1',
      }),
    ).toBe(0);
    expect(text.types.get('process_resident_memory_bytes')).toBe('gauge');
  });
});
