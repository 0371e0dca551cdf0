import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS_PATH } from '@kiosk/contract';
import {
  DB_KINDS,
  DEMO,
  TEST_ACCESS_CODE,
  TEST_PASSKEY,
  createTestApp,
  testClock,
  testConfig,
  useTestApp,
} from '../test/harness';
import { ConfigError, loadConfig } from '../config/config';
import { listenOperator } from '../http/operator-listener';
import { ANALYTICS_RATE_LIMIT } from '../modules/analytics/analytics.routes';
import type { SandboxEventBody, SandboxProvider } from '../payments/sandbox-provider';
import { postWebhook } from '../test/payments-helpers';
import { expectError } from '../test/expect-error';
import { snapshot } from '../test/db-state';
import { SEED_PRODUCTS } from '../db/seed-catalog';
import { phoneReserveClient } from '../test/phone-reserve-client';
import { purchase } from '../test/purchase';
import { EMERGENCY_HOLD_GRACE_MS } from '../modules/orders/orders.service';

// Each describe builds a seeded app; on a busy machine that takes longer than the default minute.
vi.setConfig({ hookTimeout: 180_000, testTimeout: 300_000 });

/**
 * The attacks of someone outside, who knows only what every phone URL and QR code shows (the device
 * id): each was possible before the trust boundaries and must fail now.
 */
describe.each(DB_KINDS)('trust boundaries against an outside attacker on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const api = purchase(t);
  const base = `/devices/${DEMO}`;
  /** A request from an address on the internet, without the kiosk's cookie. */
  const outside = (
    options: { method?: 'GET' | 'POST'; url: string; payload?: object; headers?: Record<string, string> },
    address = '203.0.113.7',
  ) => t.rawApp.inject({ ...options, remoteAddress: address });
  /** Units of a sku that orders hold now. */
  const heldUnits = async (skuId: string) => {
    const stock = await t.app.inject({
      url: `${base}/products/stock`,
      headers: { authorization: `Bearer ${TEST_PASSKEY}` },
    });
    return (stock.json().data as { skuId: string; held: number }[]).find((s) => s.skuId === skuId)!.held;
  };
  /** Every sku a visitor can order (one has no price yet, one no stock, so nobody can). */
  const allSkus = SEED_PRODUCTS.flatMap((p) =>
    p.skus.filter((s) => s.price !== null && s.stock > 0).map((s) => s.id),
  );

  it('1. cancel-all without the kiosk credential is 401 and cancels nothing; no order id leaks', async () => {
    const { orderId } = await api.paidOrder([{ skuId: 'condoms-3-pack', quantity: 1 }]);
    const before = await snapshot(t.database.db);
    const refused = await outside({ method: 'POST', url: `${base}/orders/cancel?isTimeout=false` });
    expectError(refused, 401, 'unauthorized');
    expect(refused.body).not.toContain(orderId);
    expectError(await outside({ url: `${base}/orders/${orderId}?locale=en` }), 401, 'unauthorized');
    expect(await snapshot(t.database.db)).toEqual(before);
    expect((await api.getOrder(orderId)).status).toBe('paid');
    await api.cancel(orderId);
  });

  it('2. 1,000 anonymous requests leave every sku to the next kiosk visitor and the kit dispensable', async () => {
    clock.advance(60 * 60_000);
    const statuses: Record<number, number> = {};
    const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);
    for (let i = 0; i < 500; i++) {
      const address = `198.51.${Math.floor(i / 250)}.${i % 250}`;
      const skuId = i % 2 === 0 ? 'fentanyl-test-strips-5' : 'naloxone-emergency-kit';
      const kioskOrder = await outside(
        { method: 'POST', url: `${base}/orders?locale=en`, payload: { skus: [{ skuId, quantity: 1 }] } },
        address,
      );
      count(kioskOrder.statusCode);
      const created = await outside(
        {
          method: 'POST',
          url: `${base}/orders?locale=en&isReservable=true`,
          payload: { skus: [{ skuId: 'fentanyl-test-strips-5', quantity: 1 }] },
        },
        address,
      );
      count(created.statusCode);
      if (created.statusCode !== 201) continue;
      const { id, capability } = created.json().data as { id: string; capability: string };
      const reserved = await outside(
        {
          method: 'POST',
          url: `${base}/orders/${id}/reserve`,
          headers: { authorization: `Bearer ${capability}` },
        },
        address,
      );
      count(reserved.statusCode);
    }
    // Kiosk orders are refused; reservation orders are taken but hold nothing, and none is reserved
    // without its phone's code.
    expect(statuses[401], JSON.stringify(statuses)).toBe(500);
    expect(statuses[201] ?? 0, JSON.stringify(statuses)).toBe(500);
    expect(statuses[409] ?? 0, JSON.stringify(statuses)).toBe(500);
    expect(await heldUnits('fentanyl-test-strips-5')).toBe(0);
    for (const skuId of allSkus) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/orders?locale=en`,
        payload: { skus: [{ skuId, quantity: 1 }] },
      });
      expect(res.statusCode, `${skuId}: ${res.body}`).toBe(201);
      const orderId = res.json().data.id as string;
      if (skuId === 'naloxone-emergency-kit') {
        const dispensed = await api.dispense(orderId);
        expect(dispensed.statusCode, dispensed.body).toBe(200);
        expect(dispensed.json().data.status).toBe('dispensed');
      } else {
        await api.cancel(orderId);
      }
    }
  });

  it('2. the emergency kit is dispensable while units are there: holds left at the kiosk give way, 1,000 anonymous requests take none', async () => {
    clock.advance(60 * 60_000);
    const kit = [{ skuId: 'naloxone-emergency-kit', quantity: 1 }];
    const kitStock = async () =>
      (
        await t.app.inject({
          url: `${base}/products/stock`,
          headers: { authorization: `Bearer ${TEST_PASSKEY}` },
        })
      )
        .json()
        .data.find((s: { skuId: string }) => s.skuId === 'naloxone-emergency-kit') as {
        onHand: number;
        held: number;
      };
    // Someone at the kiosk starts the emergency kit again and again and walks away: every unit held.
    const { onHand } = await kitStock();
    const abandoned: string[] = [];
    for (let i = 0; i < onHand; i++) {
      abandoned.push(await api.createOrder(kit));
      clock.advance(1000);
    }
    expect(await kitStock()).toMatchObject({ onHand, held: onHand });
    // 1,000 anonymous requests for the kit and the rest, from 250 invented addresses.
    const statuses: Record<number, number> = {};
    for (let i = 0; i < 1000; i++) {
      const address = `192.0.2.${i % 250}`;
      const isReservable = i % 2 === 1;
      const skuId = i % 4 < 2 ? 'naloxone-emergency-kit' : 'fentanyl-test-strips-5';
      const res = await outside(
        {
          method: 'POST',
          url: `${base}/orders?locale=en${isReservable ? '&isReservable=true' : ''}`,
          payload: { skus: [{ skuId, quantity: 1 }] },
        },
        address,
      );
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    }
    // The only orders taken are reservation orders of the strips, which hold nothing until a phone confirms.
    expect(statuses[201] ?? 0, JSON.stringify(statuses)).toBeLessThanOrEqual(250);
    expect(await heldUnits('fentanyl-test-strips-5')).toBe(0);
    // Later, the next emergency order gets a kit at once: the oldest hold left on the screen gives way.
    clock.advance(EMERGENCY_HOLD_GRACE_MS);
    const emergency = await api.createOrder(kit);
    const dispensed = await api.dispense(emergency);
    expect(dispensed.statusCode, dispensed.body).toBe(200);
    expect(dispensed.json().data.status).toBe('dispensed');
    const oldest = await api.getOrder(abandoned[0]!);
    expect(oldest.status).toBe('cancelled');
    expect(await kitStock()).toMatchObject({ onHand: onHand - 1, held: onHand - 1 });
    for (const orderId of abandoned.slice(1)) await api.cancel(orderId);
  });

  it('3. no lock-out of others: requests without a credential are not guesses; outside guesses lock only the outsider', async () => {
    // Past the reservations of the tests above (72 hours), so the strips can be reserved again.
    clock.advance(73 * 60 * 60_000);
    const session = `${base}/staff/session`;
    for (let i = 0; i < 20; i++) expectError(await outside({ method: 'POST', url: session }), 401);
    // One wrong passkey each from 60 addresses: past the device-wide ceiling (50) each outside address has
    // one try per pause, so the attackers are held while staff at a fresh browser still signs in.
    for (let i = 0; i < 60; i++) {
      await outside(
        { method: 'POST', url: session, headers: { authorization: `Bearer wrong-${i}` } },
        `192.0.2.${i}`,
      );
    }
    expectError(
      await outside(
        { method: 'POST', url: session, headers: { authorization: 'Bearer wrong-again' } },
        '192.0.2.1',
      ),
      429,
      'rate_limited',
    );
    const fresh = await outside({
      method: 'POST',
      url: session,
      headers: { authorization: `Bearer ${TEST_PASSKEY}` },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const atKiosk = await t.app.inject({
      method: 'POST',
      url: session,
      headers: { authorization: `Bearer ${TEST_PASSKEY}` },
    });
    expect(atKiosk.statusCode, atKiosk.body).toBe(200);

    // Reservation codes and access codes can no longer be guessed from outside at all.
    const pickUpUrl = `${base}/orders/reservation-authorization?locale=en`;
    for (let i = 0; i < 10; i++) {
      expectError(await outside({ method: 'POST', url: pickUpUrl, payload: { code: `10000${i}` } }), 401);
    }
    const created = await outside({
      method: 'POST',
      url: `${base}/orders?locale=en&isReservable=true`,
      payload: { skus: [{ skuId: 'fentanyl-test-strips-5', quantity: 1 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, capability } = created.json().data as { id: string; capability: string };
    const { confirmed } = await phoneReserveClient(t, '203.0.113.7').confirm(id, capability, '+14155550177');
    expect(confirmed?.statusCode, confirmed?.body).toBe(200);
    const reserved = await outside({
      method: 'POST',
      url: `${base}/orders/${id}/reserve`,
      headers: { authorization: `Bearer ${capability}` },
    });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const pickUp = await t.app.inject({
      method: 'POST',
      url: pickUpUrl,
      payload: { code: reserved.json().data.code as string },
    });
    expect(pickUp.statusCode, pickUp.body).toBe(200);

    const codeOrder = await api.createOrder([{ skuId: 'syringe-services-kit', quantity: 1 }]);
    for (let i = 0; i < 25; i++) {
      expectError(
        await outside({
          method: 'POST',
          url: `${base}/orders/${codeOrder}/code-authorization?locale=en`,
          headers: { authorization: `Bearer WRONG-${i}` },
        }),
        401,
      );
    }
    const accepted = await t.app.inject({
      method: 'POST',
      url: `${base}/orders/${codeOrder}/code-authorization?locale=en`,
      headers: { authorization: `Bearer ${TEST_ACCESS_CODE}` },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('5. the dev tools take the staff passkey: the outbox and fault injection refuse anyone else', async () => {
    const outbox = await outside({ url: `/dev/outbox?deviceId=${DEMO}` });
    expectError(outbox, 401, 'unauthorized');
    const fault = await outside({
      method: 'POST',
      url: `/dev/dispenser/${DEMO}/faults`,
      payload: { slot: 'B1', kind: 'jam' },
    });
    expectError(fault, 401, 'unauthorized');
    const orderId = await api.createOrder([{ skuId: 'fentanyl-test-strips-5', quantity: 1 }]);
    const dispensed = await api.dispense(orderId);
    expect(dispensed.statusCode, dispensed.body).toBe(200);
  });

  it("6. a signed paid webhook whose amount is not the transaction's is recorded and flagged, never applied", async () => {
    const orderId = await api.createOrder([{ skuId: 'pregnancy-test', quantity: 1 }]);
    const { transactionId, token } = await api.openCheckout(orderId);
    const provider = t.ctx.payments as SandboxProvider;
    const lookup = provider.openSession(token);
    if (lookup.status !== 'open') throw new Error(lookup.status);
    const event = provider.eventFor(lookup.session, { type: 'paid' }) as SandboxEventBody;
    const forged = JSON.stringify({ ...event, data: { ...event.data, amount: 1 } });
    const res = await postWebhook(t, forged, provider.signWebhook(forged));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.outcome).toBe('mismatch');
    expect((await api.getOrder(orderId)).status).toBe('open');
    expect((await api.getTransaction(orderId, transactionId)).failureReason).toBe('webhook_mismatch');
    const otherCurrency = JSON.stringify({
      ...event,
      id: `${event.id}x`,
      data: { ...event.data, currency: 'EUR' },
    });
    expect(
      (await postWebhook(t, otherCurrency, provider.signWebhook(otherCurrency))).json().data.outcome,
    ).toBe('mismatch');
    expect((await api.getOrder(orderId)).status).toBe('open');
    await api.cancel(orderId);
  });

  it('7. product links take only https: or a path on this server', async () => {
    await t.app.inject({
      url: `${base}/products/stock`,
      headers: { authorization: `Bearer ${TEST_PASSKEY}` },
    });
    const before = await snapshot(t.database.db);
    const product = (images: string[], formUrls: string[]) => ({
      id: 'evil-product',
      titles: { en: 'Evil' },
      images,
      skus: [{ id: 'evil-sku', titles: { en: 'Evil' }, price: 100, formUrls }],
    });
    for (const [images, formUrls] of [
      [[], ['javascript:alert(1)']],
      [['data:image/svg+xml,<svg onload=alert(1)>'], []],
      [['//evil.example/x.png'], []],
      [[], ['http://forms.example.org/x']],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/products?locale=en`,
        headers: { authorization: `Bearer ${TEST_PASSKEY}` },
        payload: product([...images], [...formUrls]),
      });
      expectError(res, 400, 'validation');
    }
    expect(await snapshot(t.database.db)).toEqual(before);
    const fine = await t.app.inject({
      method: 'POST',
      url: `${base}/products?locale=en`,
      headers: { authorization: `Bearer ${TEST_PASSKEY}` },
      payload: product(['/images/kit.svg'], ['https://forms.example.org/survey']),
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe('trust boundaries of the deployment', () => {
  it('4. X-Forwarded-For is not believed by default: inventing addresses does not get round a per-address limit', async () => {
    const t = await createTestApp('pglite');
    try {
      const event = { name: 'screen_view', timestamp: new Date().toISOString(), properties: {} };
      const statuses = [];
      for (let i = 0; i <= ANALYTICS_RATE_LIMIT.max; i++) {
        const res = await t.rawApp.inject({
          method: 'POST',
          url: ANALYTICS_EVENTS_PATH,
          headers: { 'x-forwarded-for': `203.0.113.${i % 250}` },
          payload: { events: [event] },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
    expect(testConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(testConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
    ]);
    expect(() => testConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
  });

  it('5. production refuses the demo settings unless they are explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER=sandbox[\s\S]*SMS_PROVIDER=outbox[\s\S]*SECRET_KEY[\s\S]*SEED_DEMO/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' }).env).toBe('production');
  });

  it('8. /metrics and /docs answer in production only through the loopback operator listener', async () => {
    const t = await createTestApp('pglite', {
      env: { NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' },
    });
    try {
      for (const url of ['/metrics', '/docs/json']) {
        expectError(await t.rawApp.inject({ url }), 404, 'not_found');
      }
      const operator = await listenOperator(t.rawApp, 0);
      try {
        const { port } = operator.address() as AddressInfo;
        expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
        expect((await fetch(`http://127.0.0.1:${port}/docs/json`)).status).toBe(200);
      } finally {
        operator.close();
      }
    } finally {
      await t.close();
    }
  });
});
