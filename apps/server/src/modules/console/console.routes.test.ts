import { describe, expect, it } from 'vitest';
import {
  ZAlertOutbox,
  ZAlertThresholds,
  ZAlerts,
  ZChart,
  ZFleetOverview,
  ZKioskDetail,
  envelope,
} from '@kiosk/contract';
import { expectError } from '../../test/expect-error';
import { DB_KINDS, staffAuth, useTestApp } from '../../test/harness';
import { insertHistory } from '../../db/seed-history';
import { evaluateAlerts } from './alerts.service';
import { operatorAuth } from '../../test/console-session-helpers';
import { NOW, setLastSeen, setOnHand, setSlotFaulted, writeKnownHistory } from './console.test-data';
import { forgetFleetRows, forgetFleetUsage } from './fleet-overview.service';

const CALLS = [
  { method: 'GET', url: '/console/kiosks' },
  { method: 'GET', url: '/console/kiosks/demo-kiosk-0001' },
  { method: 'GET', url: '/console/charts/units-per-day' },
  { method: 'GET', url: '/console/alerts' },
  { method: 'GET', url: '/console/thresholds' },
  {
    method: 'PUT',
    url: '/console/thresholds',
    payload: { deviceId: null, skuId: 'naloxone-emergency-kit', units: 3 },
  },
  { method: 'GET', url: '/console/alert-outbox' },
] as const;

describe.each(DB_KINDS)('operator console on %s', (kind) => {
  const t = useTestApp(kind, { now: () => NOW });
  let auth: Awaited<ReturnType<typeof operatorAuth>>;
  const get = async (url: string) => {
    auth ??= await operatorAuth(t);
    return t.app.inject({ method: 'GET', url, headers: auth });
  };
  const overview = async (query = '') =>
    envelope(ZFleetOverview).parse((await get(`/console/kiosks${query}`)).json()).data;

  it('refuses every console call without a credential and with a kiosk staff passkey (401)', async () => {
    for (const call of CALLS) {
      const { payload, ...request } = call as (typeof CALLS)[number] & { payload?: object };
      expectError(await t.app.inject({ ...request, payload }), 401, 'unauthorized');
      expectError(await t.app.inject({ ...request, payload, headers: staffAuth }), 401, 'unauthorized');
    }
  });

  it('shows one row per kiosk: days left at the 14-day rate, naloxone, today and this month', async () => {
    await writeKnownHistory(t.ctx.db);
    await setLastSeen(t.ctx.db, 'demo-kiosk-0001', new Date(NOW.getTime() - 2 * 60_000));
    forgetFleetUsage(t.ctx);
    const page = await overview();
    expect(page.total).toBe(6);
    const demo = page.rows.find((r) => r.deviceId === 'demo-kiosk-0001')!;
    // 28 kits in 14 days = 2 a day; 10 on hand = 5 days (the strips: 50 ÷ 4/14 = 175 days).
    expect(demo.lowestStock).toEqual({
      skuId: 'naloxone-emergency-kit',
      title: 'Naloxone Nasal Spray (Emergency Kit) — Emergency kit',
      onHand: 10,
      dailyRate: 2,
      daysLeft: 5,
    });
    expect(demo.naloxoneUnits).toBe(10 + 30);
    expect(demo.unitsToday).toBe(2);
    expect(demo.unitsThisMonth).toBe(28 + 4);
    expect(demo.connection).toMatchObject({ state: 'online', source: 'last_call' });
    expect(demo.isLowStock).toBe(false);
    const other = page.rows.find((r) => r.deviceId === 'a11y-kiosk-0001')!;
    expect(other).toMatchObject({ lowestStock: null, unitsToday: 0, connection: { state: 'never_seen' } });
  });

  it('filters by low stock, offline and faults, searches, sorts and pages', async () => {
    await setOnHand(t.ctx.db, 'a11y-kiosk-0001', 'naloxone-emergency-kit', 3);
    await setSlotFaulted(t.ctx.db, 'a11y-kiosk-0002', 'condoms-3-pack');
    await setLastSeen(t.ctx.db, 'a11y-kiosk-0003', new Date(NOW.getTime() - 2 * 3_600_000));
    forgetFleetRows(t.ctx);

    const low = await overview('?filter=low_stock');
    expect(low.rows.map((r) => r.deviceId)).toEqual(['a11y-kiosk-0001']);
    expect((await overview('?filter=faults')).rows.map((r) => r.deviceId)).toEqual(['a11y-kiosk-0002']);
    const offline = await overview('?filter=offline');
    expect(offline.rows.map((r) => r.deviceId)).not.toContain('demo-kiosk-0001');
    expect(offline.total).toBe(5);
    expect(offline.rows.find((r) => r.deviceId === 'a11y-kiosk-0003')!.connection.state).toBe('offline');
    expect(offline.counts).toMatchObject({ all: 6, low_stock: 1, faults: 1, offline: 5 });
    expect((await overview('?filter=offline,faults')).total).toBe(1);

    expect((await overview('?q=kiosk%203')).rows.map((r) => r.deviceId)).toEqual(['a11y-kiosk-0003']);
    const byDays = await overview('?sort=daysLeft&dir=asc');
    expect(byDays.rows[0]!.deviceId).toBe('demo-kiosk-0001');
    expect(byDays.rows.at(-1)!.lowestStock).toBeNull();
    const second = await overview('?sort=name&dir=desc&page=2&pageSize=2');
    expect(second.rows.map((r) => r.name)).toEqual(['Accessible kiosk 4', 'Accessible kiosk 3']);

    expectError(await get('/console/kiosks?filter=broken'), 400, 'validation');
    expectError(await get('/console/kiosks?pageSize=1000'), 400, 'validation');
  });

  it('records a kiosk as seen when its paired browser calls (its once-a-minute pairing check)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/devices/a11y-kiosk-0005/kiosk-credential' });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(
        async () => (await overview()).rows.find((r) => r.deviceId === 'a11y-kiosk-0005')!.connection.state,
      )
      .toBe('online');
  });

  it('opens a kiosk: stock with 30 daily points, slot fault history, audit and counts', async () => {
    const res = await get('/console/kiosks/demo-kiosk-0001');
    const detail = envelope(ZKioskDetail).parse(res.json()).data;
    const kits = detail.stock.find((s) => s.skuId === 'naloxone-emergency-kit')!;
    expect(kits).toMatchObject({
      onHand: 10,
      dailyRate: 2,
      daysLeft: 5,
      isNaloxone: true,
      lowStockThreshold: 5,
    });
    expect(kits.days).toHaveLength(30);
    expect(kits.days.at(-1)).toEqual({ date: '2026-11-20', onHand: 10, dispensed: 2 });
    expect(kits.days.at(-2)).toEqual({ date: '2026-11-19', onHand: 12, dispensed: 2 });
    expect(detail.stock.find((s) => s.skuId === 'covid-19-test')!.daysLeft).toBeNull();
    expect(detail.slotFaults.history[0]).toMatchObject({
      skuId: 'naloxone-2-pack',
      event: 'failed',
      outcome: 'jammed',
    });
    expect(detail.recent).toEqual([
      { days: 7, failedDispenses: 1, refundedOrders: 1, unitsDispensed: 2 * 7 + 4, refusedOfflineKits: 0 },
      { days: 30, failedDispenses: 1, refundedOrders: 1, unitsDispensed: 28 + 6 + 4, refusedOfflineKits: 0 },
    ]);
    expect(res.body).not.toMatch(/"orderId"|phone/i);
    expectError(await get('/console/kiosks/no-such-kiosk'), 404, 'not_found');
  });

  it('draws units per day per product, kits per week, failures and refunds per week; CSV beside', async () => {
    const units = envelope(ZChart).parse(
      (await get('/console/charts/units-per-day?from=2026-11-07&to=2026-11-20')).json(),
    ).data;
    expect(units.rows).toHaveLength(14);
    expect(units.series.map((s) => s.key)).toEqual(['naloxone-nasal-spray', 'fentanyl-test-strips']);
    const sum = (key: string) => units.rows.reduce((n, r) => n + (r.values[key] ?? 0), 0);
    expect(sum('naloxone-nasal-spray')).toBe(28);
    expect(sum('fentanyl-test-strips')).toBe(4);

    const kits = envelope(ZChart).parse(
      (
        await get(
          '/console/charts/emergency-kits-per-week?from=2026-10-26&to=2026-11-22&deviceId=demo-kiosk-0001',
        )
      ).json(),
    ).data;
    expect(kits.rows.map((r) => r.period)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    expect(kits.rows.reduce((n, r) => n + r.values.emergencyKits!, 0)).toBe(34);

    const failures = envelope(ZChart).parse(
      (await get('/console/charts/failures-per-week?from=2026-11-16&to=2026-11-22')).json(),
    ).data;
    expect(failures.rows).toEqual([
      { period: '2026-11-16', values: { failedDispenses: 1, refundedOrders: 1 } },
    ]);

    const csv = await get('/console/charts/failures-per-week?from=2026-11-16&to=2026-11-22&format=csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe('\uFEFFperiod,Failed dispenses,Refunded orders\r\n2026-11-16,1,1\r\n');

    // Product names in Russian: the file is UTF-8 with a byte-order mark, so Excel opens them unharmed.
    const russian = await get(
      '/console/charts/units-per-day?from=2026-11-07&to=2026-11-20&locale=ru&format=csv',
    );
    expect([...russian.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header] = russian.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(header).toBe('period,"Налоксон, назальный спрей (экстренный набор)",Тест-полоски на фентанил');

    expectError(await get('/console/charts/units-per-day?from=2026-11-20&to=2026-11-01'), 400, 'validation');
    expectError(await get('/console/charts/no-such-chart'), 400, 'validation');
  });

  it("counts the whole fleet from the day counts exactly as each kiosk's own chart counts its events", async () => {
    const chartOf = async (chart: string, query: string) =>
      envelope(ZChart).parse(
        (await get(`/console/charts/${chart}?from=2026-10-26&to=2026-11-22${query}`)).json(),
      ).data;
    const deviceIds = (await overview('?pageSize=100')).rows.map((r) => r.deviceId);
    for (const chart of ['units-per-day', 'emergency-kits-per-week', 'failures-per-week']) {
      const perKiosk: Record<string, number> = {};
      for (const deviceId of deviceIds)
        for (const row of (await chartOf(chart, `&deviceId=${deviceId}`)).rows)
          for (const [key, n] of Object.entries(row.values)) {
            if (key === 'refundedOrders') continue; // not a unit count: read from refunds either way
            perKiosk[`${row.period} ${key}`] = (perKiosk[`${row.period} ${key}`] ?? 0) + n;
          }
      const fleet: Record<string, number> = {};
      for (const row of (await chartOf(chart, '')).rows)
        for (const [key, n] of Object.entries(row.values))
          if (key !== 'refundedOrders') fleet[`${row.period} ${key}`] = n;
      const nonZero = (o: Record<string, number>) =>
        Object.fromEntries(Object.entries(o).filter(([, n]) => n));
      expect(nonZero(fleet), chart).toEqual(nonZero(perKiosk));
      expect(
        Object.values(fleet).some((n) => n > 0),
        chart,
      ).toBe(true);
    }
  });

  it('raises each alert once, sends it once through the outbox, and clears it when stock is raised', async () => {
    const put = async (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/console/thresholds', headers: auth, payload });
    const res = await put({ deviceId: 'demo-kiosk-0001', skuId: 'naloxone-emergency-kit', units: 12 });
    expect(envelope(ZAlertThresholds).parse(res.json()).data.lowStock).toEqual([
      { deviceId: 'demo-kiosk-0001', skuId: 'naloxone-emergency-kit', units: 12 },
    ]);
    await evaluateAlerts(t.ctx);
    expect((await evaluateAlerts(t.ctx)).raised).toBe(0);

    const open = envelope(ZAlerts).parse((await get('/console/alerts')).json()).data;
    const low = open.alerts.filter((a) => a.kind === 'low_stock');
    expect(low.map((a) => [a.deviceId, a.skuId, a.value, a.threshold])).toEqual(
      expect.arrayContaining([
        ['demo-kiosk-0001', 'naloxone-emergency-kit', 10, 12],
        ['a11y-kiosk-0001', 'naloxone-emergency-kit', 3, 5],
      ]),
    );
    expect(open.alerts.find((a) => a.kind === 'slot_fault')).toMatchObject({ deviceId: 'a11y-kiosk-0002' });
    expect(open.alerts.find((a) => a.kind === 'offline')).toMatchObject({ deviceId: 'a11y-kiosk-0003' });

    // The staff count raises the kits: the kiosk's alerts are evaluated on the stock change.
    const stock = await t.app.inject({
      method: 'PUT',
      url: '/devices/demo-kiosk-0001/products/stock',
      headers: staffAuth,
      payload: { skus: [{ skuId: 'naloxone-emergency-kit', stock: 20 }] },
    });
    expect(stock.statusCode, stock.body).toBe(200);
    await expect
      .poll(async () => {
        const cleared = envelope(ZAlerts).parse((await get('/console/alerts?state=cleared')).json()).data;
        return cleared.alerts.map((a) => [a.kind, a.deviceId, a.isCleared]);
      })
      .toEqual([['low_stock', 'demo-kiosk-0001', true]]);

    const outbox = envelope(ZAlertOutbox).parse((await get('/console/alert-outbox')).json()).data;
    const demoMessages = outbox.messages.filter((m) => m.subject.includes('demo-kiosk-0001'));
    expect(demoMessages.map((m) => m.event).sort()).toEqual(['cleared', 'raised']);
    expect(demoMessages.every((m) => m.channel === 'outbox')).toBe(true);
    expect(outbox.messages.filter((m) => m.event === 'raised')).toHaveLength(open.total);

    // Under the threshold again: a new alert, told again.
    await setOnHand(t.ctx.db, 'demo-kiosk-0001', 'naloxone-emergency-kit', 4);
    expect((await evaluateAlerts(t.ctx)).raised).toBe(1);
    expectError(
      await put({ deviceId: 'demo-kiosk-0001', skuId: 'no-such-sku', units: 1 }),
      400,
      'validation',
    );
    expectError(await put({ deviceId: 'no-such-kiosk', skuId: 'naloxone-emergency-kit', units: 1 }), 404);
    expectError(await put({ deviceId: null, skuId: 'naloxone-emergency-kit', units: -1 }), 400, 'validation');
  });

  it('raises repeated dispense failures of a kiosk', async () => {
    await insertHistory(
      t.ctx.db,
      'a11y-kiosk-0004',
      'USD',
      [1, 2, 3].map((h) => ({
        skuId: 'condoms-3-pack',
        at: new Date(NOW.getTime() - h * 3_600_000),
        units: 0,
        failed: 1,
        unitPrice: 100,
        isEmergency: false,
        slot: 'A4',
      })),
      [],
    );
    await evaluateAlerts(t.ctx);
    const alerts = envelope(ZAlerts).parse((await get('/console/alerts?kind=dispense_failures')).json()).data;
    expect(alerts.alerts.map((a) => [a.deviceId, a.value, a.threshold])).toEqual([['a11y-kiosk-0004', 3, 3]]);
  });
});
