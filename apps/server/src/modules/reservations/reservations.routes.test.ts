import { describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, client, testClock, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { stockOf } from '../../test/db-state';
import { expireLapsedOrders } from '../orders/orders.service';

describe.each(DB_KINDS)('reservations on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const api = client(t);

  const reserveFree = async () => {
    const order = (
      await api.createOrder([{ skuId: 'fentanyl-test-strips-5', quantity: 1 }], '&isReservable=true')
    ).json().data;
    const res = await api.reserve(order.id);
    expect(res.statusCode).toBe(201);
    return { orderId: order.id as string, ...(res.json().data as { code: string; expiresAt: string }) };
  };

  it('reserves with a random 6-digit code shown once, expiring after 72 hours, stock still held', async () => {
    const before = await stockOf(t.ctx.db, DEMO, 'fentanyl-test-strips-5');
    const r = await reserveFree();
    expect(r.code).toMatch(/^\d{6}$/);
    expect(new Date(r.expiresAt).getTime() - clock.now().getTime()).toBe(72 * 3_600_000);
    const order = (await api.getOrder(r.orderId)).json().data;
    expect(order.status).toBe('reserved');
    expect(JSON.stringify(order)).not.toContain(r.code);
    expect((await stockOf(t.ctx.db, DEMO, 'fentanyl-test-strips-5')).held).toBe(before.held + 1);
    const workflows = (await api.workflows(r.orderId)).json().data;
    expect(workflows.map((w: { subType: string; status: string }) => [w.subType, w.status])).toEqual([
      ['retreive-authorization', 'pending'],
    ]);
  });

  it('picks up with the code once: the order becomes ready; the same code never works again', async () => {
    const r = await reserveFree();
    const res = await api.pickUp(r.code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: r.orderId, status: 'ready' });
    expect((await api.workflows(r.orderId)).json().data[0].status).toBe('passed');
    expectError(await api.pickUp(r.code), 401, 'unauthorized');
  });

  it('refuses to reserve an order that is not for reservation or not yet paid', async () => {
    const kioskOrder = (await api.createOrder([{ skuId: 'fentanyl-test-strips-5', quantity: 1 }])).json()
      .data;
    expectError(await api.reserve(kioskOrder.id), 409, 'conflict');
    const unpaid = (
      await api.createOrder([{ skuId: 'prenatal-vitamins-30', quantity: 1 }], '&isReservable=true')
    ).json().data;
    expectError(await api.reserve(unpaid.id), 409, 'conflict');
  });

  it('refuses a code of another device, and validates the code as 6 digits', async () => {
    const r = await reserveFree();
    expectError(await client(t, 'a11y-kiosk-0001').pickUp(r.code), 401);
    expect(expectError(await api.pickUp('12345'), 400, 'validation').field).toBe('code');
    expect(expectError(await api.pickUp('abcdef'), 400, 'validation').field).toBe('code');
  });

  it('expires an unclaimed reservation, releases its stock and refuses its code', async () => {
    const r = await reserveFree();
    const before = await stockOf(t.ctx.db, DEMO, 'fentanyl-test-strips-5');
    expect(before.held).toBeGreaterThan(0);
    clock.advance(72 * 3_600_000 + 1000);
    await expireLapsedOrders(t.ctx);
    expect((await api.getOrder(r.orderId)).json().data.status).toBe('expired');
    // Every reservation made in this file has lapsed by now, so nothing of the sku stays held.
    expect(await stockOf(t.ctx.db, DEMO, 'fentanyl-test-strips-5')).toEqual({
      onHand: before.onHand,
      held: 0,
      available: before.onHand,
    });
    expectError(await api.pickUp(r.code), 401);
  });

  it('locks the device out on the 6th wrong code within 10 minutes (429, Retry-After)', async () => {
    const r = await reserveFree();
    const dev = client(t, 'a11y-kiosk-0003');
    const wrong = r.code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await dev.pickUp(wrong);
      expect(expectError(res, 401).description).toBe(
        'This code does not match a reservation. Check the code and try again.',
      );
    }
    const sixth = await dev.pickUp(wrong);
    const body = expectError(sixth, 429, 'rate_limited');
    // A short pause first (30 s), doubling with each lock in a row: the next visitor waits seconds.
    expect(sixth.headers['retry-after']).toBe('30');
    expect(body.description).toBe('Too many wrong codes. Please wait 30 seconds and try again.');
    expectError(await api.pickUp(wrong), 401);
  });
});
