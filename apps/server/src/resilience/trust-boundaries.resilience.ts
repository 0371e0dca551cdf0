import { describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, TEST_ACCESS_CODE, TEST_PASSKEY, testClock, useTestApp } from '../test/harness';
import { expectError } from '../test/expect-error';
import { snapshot } from '../test/db-state';
import { SEED_PRODUCTS } from '../db/seed-catalog';
import { purchase } from './support/purchase';

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
  const allSkus = SEED_PRODUCTS.flatMap((p) => p.skus.map((s) => s.id));

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
          payload: { skus: [{ skuId: 'fentanyl-test-strips-5', quantity: 5 }] },
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
    expect(statuses[401], JSON.stringify(statuses)).toBe(500);
    expect(statuses[429], JSON.stringify(statuses)).toBeGreaterThan(0);
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

  it('3. no lock-out of others: requests without a credential are not guesses; outside guesses lock only the outsider', async () => {
    clock.advance(60 * 60_000);
    const session = `${base}/staff/session`;
    for (let i = 0; i < 20; i++) expectError(await outside({ method: 'POST', url: session }), 401);
    for (let i = 0; i < 60; i++) {
      await outside(
        { method: 'POST', url: session, headers: { authorization: `Bearer wrong-${i}` } },
        `192.0.2.${i % 3}`,
      );
    }
    expectError(
      await outside({ method: 'POST', url: session, headers: { authorization: `Bearer ${TEST_PASSKEY}` } }),
      429,
      'rate_limited',
    );
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
    const { id, capability } = created.json().data as { id: string; capability: string };
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
});
