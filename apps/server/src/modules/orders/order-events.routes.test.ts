import { describe, expect, it } from 'vitest';
import type { TOrder } from '@kiosk/contract';
import { DB_KINDS, DEMO, client, createTestApp, useTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { payInSandbox } from '../../test/payments-helpers';
import { ORDER_COOKIE } from './order-cookie';

/** Longer than a stream's read interval, so every unit is read at least once on its way out. */
const UNIT_MS = 400;

/** The `order` events of a finished stream's text, in the order they came. */
const eventsOf = (text: string): TOrder[] =>
  text
    .split('\n\n')
    .filter((block) => block.includes('event: order'))
    .map((block) => JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as TOrder);

describe.each(DB_KINDS)('order events on %s', (kind) => {
  const t = useTestApp(kind, { env: { DISPENSE_UNIT_MS: String(UNIT_MS) } });
  const api = client(t);
  const eventsPath = (orderId: string, deviceBase = api.base) =>
    `${deviceBase}/orders/${orderId}/events?locale=en`;

  const paidOrder = async (skuId: string, quantity: number) => {
    const created = (await api.createOrder([{ skuId, quantity }])).json().data;
    await payInSandbox(t, api.base, created.id);
    return { orderId: created.id as string, capability: created.capability as string };
  };
  const dispense = (app: TestApp['app'], orderId: string) =>
    app.inject({ method: 'POST', url: `${api.base}/orders/${orderId}/dispense?locale=en` });

  it('streams each unit of a dispense to the kiosk, in order, and ends once the order is dispensed', async () => {
    const { orderId } = await paidOrder('condoms-3-pack', 3);
    const stream = t.app.inject({ url: eventsPath(orderId) });
    const res = await dispense(t.app, orderId);
    expect(res.statusCode).toBe(200);
    const streamed = await stream;
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(streamed.body);
    const counts = events.map((e) => e.quantityDispensed);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    for (const n of [1, 2, 3]) expect(counts).toContain(n);
    expect(events.at(-1)).toMatchObject({ status: 'dispensed', quantityDispensed: 3, quantityTotal: 3 });
    expect(streamed.body).toMatch(/^id: 3$/m);
  });

  it('lets the phone follow with its order capability, and refuses other callers', async () => {
    const { orderId, capability } = await paidOrder('naloxone-2-pack', 1);
    const other = await paidOrder('naloxone-2-pack', 1);
    await dispense(t.app, orderId);
    const phone = await t.rawApp.inject({
      url: eventsPath(orderId),
      headers: { cookie: `${ORDER_COOKIE}=${capability}` },
    });
    expect(phone.statusCode).toBe(200);
    expect(eventsOf(phone.body).at(-1)).toMatchObject({ status: 'dispensed', quantityDispensed: 1 });

    expectError(await t.rawApp.inject({ url: eventsPath(orderId) }), 401, 'unauthorized');
    const wrongOrder = await t.rawApp.inject({
      url: eventsPath(orderId),
      headers: { cookie: `${ORDER_COOKIE}=${other.capability}` },
    });
    expect(wrongOrder.statusCode).toBe(403);
    const otherKiosk = await t.rawApp.inject({
      url: eventsPath(orderId),
      headers: { cookie: t.kioskCookies.get([...t.kioskCookies.keys()].find((id) => id !== DEMO)!)! },
    });
    expect([401, 403]).toContain(otherKiosk.statusCode);
  });

  it('answers 404 in the error shape for an order that is not there', async () => {
    const res = await t.app.inject({ url: eventsPath('00000000-0000-4000-8000-000000000000') });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('a stream on one API instance sees the units another instance dispenses', async () => {
    const second = await createTestApp(kind, {
      database: t.database,
      seed: false,
      env: { DISPENSE_UNIT_MS: '0' },
    });
    try {
      const { orderId, capability } = await paidOrder('condoms-3-pack', 3);
      const stream = second.rawApp.inject({
        url: eventsPath(orderId),
        headers: { cookie: `${ORDER_COOKIE}=${capability}` },
      });
      // This instance (the first) runs the dispense; only the shared database tells the second.
      expect((await dispense(t.app, orderId)).statusCode).toBe(200);
      const counts = eventsOf((await stream).body).map((e) => e.quantityDispensed);
      expect(counts.slice(-1)).toEqual([3]);
      for (const n of [1, 2]) expect(counts).toContain(n);
    } finally {
      await second.rawApp.close();
    }
  });
});
