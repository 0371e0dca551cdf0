import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';
import { MetricsRegistry } from './metrics-registry';
import { parsePrometheusText } from './prometheus-text';

describe('metrics registry', () => {
  it('renders counters, histograms and gauges in the text format 0.0.4', () => {
    const registry = new MetricsRegistry();
    const c = registry.counter('jobs_total', 'Jobs done', ['kind']);
    const h = registry.histogram('wait_seconds', 'Wait', ['queue'], [0.1, 1]);
    registry.gauge('up', 'Up', () => 1);
    c.inc({ kind: 'a' });
    c.inc({ kind: 'a' }, 2);
    c.inc({ kind: 'b' });
    h.observe({ queue: 'q' }, 0.05);
    h.observe({ queue: 'q' }, 0.5);
    h.observe({ queue: 'q' }, 5);
    expect(registry.render()).toBe(
      [
        '# HELP jobs_total Jobs done',
        '# TYPE jobs_total counter',
        'jobs_total{kind="a"} 3',
        'jobs_total{kind="b"} 1',
        '# HELP wait_seconds Wait',
        '# TYPE wait_seconds histogram',
        'wait_seconds_bucket{queue="q",le="0.1"} 1',
        'wait_seconds_bucket{queue="q",le="1"} 2',
        'wait_seconds_bucket{queue="q",le="+Inf"} 3',
        'wait_seconds_sum{queue="q"} 5.55',
        'wait_seconds_count{queue="q"} 3',
        '# HELP up Up',
        '# TYPE up gauge',
        'up 1',
        '',
      ].join('\n'),
    );
  });

  it('escapes label values and help text', () => {
    const registry = new MetricsRegistry();
    registry.counter('x_total', 'line\\one\ntwo', ['v']).inc({ v: 'a"b\\c\nd' });
    const text = registry.render();
    expect(text).toContain('# HELP x_total line\\\\one\\ntwo');
    expect(text).toContain('x_total{v="a\\"b\\\\c\\nd"} 1');
    expect(parsePrometheusText(text).value('x_total', { v: 'a"b\\c\nd' })).toBe(1);
  });

  it('refuses bad names, counters going down and a metric registered twice', () => {
    const registry = new MetricsRegistry();
    expect(() => registry.counter('bad-name', 'x')).toThrow();
    expect(() => registry.counter('ok_total', 'x', ['le'])).toThrow();
    expect(() => registry.histogram('h', 'x', [], [1, 0.5])).toThrow();
    const c = registry.counter('ok_total', 'x');
    expect(() => c.inc({}, -1)).toThrow();
    expect(() => registry.counter('ok_total', 'x')).toThrow();
    expect(registry.render()).toContain('ok_total 0');
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
});

describe('kiosk metrics', () => {
  it('moves the counters other modules call, with bounded labels', () => {
    const metrics = createMetrics();
    metrics.orderStatus('paid');
    metrics.orderStatus('paid');
    metrics.orderStatus('dispensed', { isTest: true });
    metrics.orderStatus('Robert"); DROP TABLE');
    metrics.dispenseOutcome('dropped');
    metrics.dispenseOutcome('dropped');
    metrics.dispenseOutcome('jammed');
    metrics.dispenseOutcome('empty', { isTest: true });
    metrics.webhook('sandbox', 'applied');
    metrics.webhook('stripe', 'invalid_signature');
    metrics.httpRequest({ method: 'GET', route: '/devices/:deviceId', statusCode: 404, seconds: 0.02 });
    metrics.httpRequest({ method: 'BREW', route: undefined, statusCode: 500, seconds: 0.2 });
    const text = parsePrometheusText(metrics.registry.render());
    expect(text.value('kiosk_orders_total', { status: 'paid', mode: 'live' })).toBe(2);
    expect(text.value('kiosk_orders_total', { status: 'dispensed', mode: 'test' })).toBe(1);
    expect(text.value('kiosk_orders_total', { status: 'other', mode: 'live' })).toBe(1);
    expect(text.value('kiosk_units_dispensed_total', { mode: 'live' })).toBe(2);
    expect(text.value('kiosk_dispense_failures_total', { reason: 'jammed', mode: 'live' })).toBe(1);
    expect(text.value('kiosk_dispense_failures_total', { reason: 'empty', mode: 'test' })).toBe(1);
    expect(text.value('kiosk_dispense_failures_total', { reason: 'fault', mode: 'live' })).toBe(0);
    expect(text.value('kiosk_payment_webhooks_total', { provider: 'sandbox', result: 'applied' })).toBe(1);
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
