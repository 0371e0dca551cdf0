import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, client, createTestApp, staffAuth, useTestApp } from '../../test/harness';
import { forgetFleetRows } from '../console/fleet-overview.service';
import { parsePrometheusText } from '../../test/prometheus-text';

const DEVICE = 'demo-kiosk-0001';

describe.each(DB_KINDS)('/metrics on %s', (kind) => {
  const t = useTestApp(kind);
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return { text: res.body, metrics: parsePrometheusText(res.body) };
  };
  const latencyCount = (
    m: ReturnType<typeof parsePrometheusText>,
    method: string,
    route: string,
    statusClass: string,
  ) => m.value('http_request_duration_seconds_count', { method, route, status_class: statusClass }) ?? 0;

  it('serves every family in the Prometheus text format', async () => {
    const { metrics } = await scrape();
    expect(metrics.types.get('http_request_duration_seconds')).toBe('histogram');
    for (const name of [
      'kiosk_orders_total',
      'kiosk_units_dispensed_total',
      'kiosk_dispense_failures_total',
      'kiosk_payment_webhooks_total',
      'kiosk_analytics_events_total',
    ]) {
      expect(metrics.types.get(name), name).toBe('counter');
    }
  });

  it('times requests by route pattern and status class, never by raw URL', async () => {
    const before = (await scrape()).metrics;
    await t.app.inject({ url: `/devices/${DEVICE}/products?locale=en` });
    await t.app.inject({ url: `/devices/${DEVICE}/products?locale=es` });
    await t.app.inject({ url: '/devices/no-such-kiosk/products' });
    await t.app.inject({ url: `/nothing/here/${DEVICE}` });
    const { text, metrics: after } = await scrape();
    const route = '/devices/:deviceId/products';
    expect(latencyCount(after, 'GET', route, '2xx') - latencyCount(before, 'GET', route, '2xx')).toBe(2);
    expect(latencyCount(after, 'GET', route, '4xx') - latencyCount(before, 'GET', route, '4xx')).toBe(1);
    expect(
      latencyCount(after, 'GET', 'unmatched', '4xx') - latencyCount(before, 'GET', 'unmatched', '4xx'),
    ).toBe(1);
    // Device ids label only the per-kiosk series, from the database, never a request's URL.
    const httpLines = text.split('\n').filter((line) => line.startsWith('http_request'));
    expect(httpLines.join('\n')).not.toContain(DEVICE);
    expect(text).not.toContain('no-such-kiosk');
    expect(text).not.toContain('locale=');
  });

  it('moves the counters the services call, on the app’s own registry', async () => {
    const before = (await scrape()).metrics;
    const { metrics } = t.ctx;
    metrics.orderStatus('paid');
    metrics.dispenseOutcome('dropped', { deviceId: DEVICE });
    metrics.dispenseOutcome('dropped', { deviceId: DEVICE });
    metrics.dispenseOutcome('jammed', { deviceId: DEVICE });
    metrics.webhook('sandbox', 'duplicate');
    const after = (await scrape()).metrics;
    const delta = (name: string, labels: Record<string, string>) =>
      (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0);
    expect(delta('kiosk_orders_total', { status: 'paid', mode: 'live' })).toBe(1);
    expect(delta('kiosk_units_dispensed_total', { mode: 'live' })).toBe(2);
    expect(delta('kiosk_dispense_failures_total', { device: DEVICE, reason: 'jammed', mode: 'live' })).toBe(
      1,
    );
    expect(delta('kiosk_payment_webhooks_total', { provider: 'sandbox', result: 'duplicate' })).toBe(1);
  });

  it('counts analytics events stored and left out', async () => {
    const before = (await scrape()).metrics;
    const now = new Date().toISOString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/analytics/events',
      payload: {
        events: [
          { name: 'screen_view', properties: { screen: 'home', email: 'ann@example.com' }, timestamp: now },
          { name: 'too_old', timestamp: '2001-01-01T00:00:00Z' },
        ],
      },
    });
    expect(res.statusCode).toBe(202);
    const after = (await scrape()).metrics;
    const delta = (name: string, labels: Record<string, string>) =>
      (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0);
    expect(delta('kiosk_analytics_events_total', { result: 'accepted' })).toBe(1);
    expect(delta('kiosk_analytics_events_total', { result: 'rejected' })).toBe(1);
    expect(delta('kiosk_analytics_properties_dropped_total', { reason: 'personal_name' })).toBe(1);
  });

  it('moves with a journey: an emergency kit dispensed, then one jammed by a fault set through the dev API', async () => {
    const api = client(t);
    const before = (await scrape()).metrics;
    const order = async () => {
      const res = await api.createOrder([{ skuId: 'naloxone-emergency-kit', quantity: 1 }]);
      expect(res.statusCode).toBe(201);
      return res.json().data.id as string;
    };
    const dispense = (orderId: string) =>
      t.app.inject({ method: 'POST', url: `${api.base}/orders/${orderId}/dispense?locale=en` });
    expect((await dispense(await order())).statusCode).toBe(200);
    const fault = await t.app.inject({
      method: 'POST',
      url: `/dev/dispenser/${DEVICE}/faults`,
      headers: staffAuth,
      payload: { slot: 'A1', kind: 'jam' },
    });
    expect(fault.statusCode).toBe(200);
    expect((await dispense(await order())).statusCode).toBeGreaterThanOrEqual(500);
    const after = (await scrape()).metrics;
    const delta = (name: string, labels: Record<string, string>) =>
      (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0);
    expect(delta('kiosk_units_dispensed_total', { mode: 'live' })).toBe(1);
    expect(delta('kiosk_dispense_failures_total', { device: DEVICE, reason: 'jammed', mode: 'live' })).toBe(
      1,
    );
    expect(delta('kiosk_orders_total', { status: 'dispensed', mode: 'live' })).toBe(1);
    expect(delta('kiosk_orders_total', { status: 'dispense_failed', mode: 'live' })).toBe(1);
    const dispenseRoute = '/devices/:deviceId/orders/:orderId/dispense';
    expect(
      latencyCount(after, 'POST', dispenseRoute, '2xx') - latencyCount(before, 'POST', dispenseRoute, '2xx'),
    ).toBe(1);
    expect(
      latencyCount(after, 'POST', dispenseRoute, '5xx') - latencyCount(before, 'POST', dispenseRoute, '5xx'),
    ).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/dev/dispenser/${DEVICE}/faults`, headers: staffAuth });
  });

  it('reports each kiosk’s state: online, naloxone on hand (one less after a kit is given), low stock, faults', async () => {
    const before = (await scrape()).metrics;
    expect(before.value('kiosk_naloxone_units', { device: DEVICE })).toBeGreaterThan(0);
    expect(before.types.get('kiosk_online')).toBe('gauge');
    expect(before.value('kiosk_online', { device: DEVICE })).toBeGreaterThanOrEqual(0);
    expect([0, 1]).toContain(before.value('kiosk_low_stock', { device: DEVICE }));
    // The jam of the journey above left slot A1 marked faulted.
    expect(before.value('kiosk_slot_faults', { device: DEVICE })).toBe(1);
    // The jammed slot holds the kiosk's only emergency kits: out of service, they are out of stock until
    // staff put the slot back after a check, as here.
    await t.ctx.db.execute(
      sql`update device_slots set is_faulted = false, fault_reason = null, faulted_at = null where device_id = ${DEVICE}`,
    );
    forgetFleetRows(t.ctx);
    const units = (await scrape()).metrics.value('kiosk_naloxone_units', { device: DEVICE })!;
    const api = client(t);
    const order = await api.createOrder([{ skuId: 'naloxone-emergency-kit', quantity: 1 }]);
    const orderId = order.json().data.id as string;
    const res = await t.app.inject({
      method: 'POST',
      url: `${api.base}/orders/${orderId}/dispense?locale=en`,
    });
    expect(res.statusCode).toBe(200);
    forgetFleetRows(t.ctx);
    const after = (await scrape()).metrics;
    expect(after.value('kiosk_naloxone_units', { device: DEVICE })).toBe(units - 1);
    expect(after.samples.filter((s) => s.name === 'kiosk_online').map((s) => Object.keys(s.labels))).toEqual(
      after.samples.filter((s) => s.name === 'kiosk_online').map(() => ['device']),
    );
  });

  it('keeps one registry per app', async () => {
    const other = await createTestApp(kind, { seed: false });
    try {
      other.ctx.metrics.orderStatus('cancelled');
      const mine = (await scrape()).metrics;
      expect(mine.value('kiosk_orders_total', { status: 'cancelled', mode: 'live' })).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
