import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZOrder } from '@kiosk/contract';
import { DB_KINDS, DEMO, client, staffAuth, testClock, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { moveOrderTo, stockOf } from '../../test/db-state';
import { expireLapsedOrders } from './orders.service';

describe.each(DB_KINDS)('orders on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const api = client(t);

  it('creates an order, holds its stock and totals it in minor units', async () => {
    const before = await stockOf(t.ctx.db, DEMO, 'condoms-3-pack');
    const res = await api.createOrder([{ skuId: 'condoms-3-pack', quantity: 3 }]);
    expect(res.statusCode).toBe(201);
    const order = ZOrder.parse(res.json().data);
    expect(order).toMatchObject({
      status: 'open',
      total: 300,
      currency: 'USD',
      quantityTotal: 3,
      quantityDispensed: 0,
    });
    expect(order.skus[0]).toMatchObject({
      skuId: 'condoms-3-pack',
      quantity: 3,
      unitPrice: 100,
      dispenseQuantity: 3,
    });
    const after = await stockOf(t.ctx.db, DEMO, 'condoms-3-pack');
    expect(after.held - before.held).toBe(3);
    expect(after.onHand).toBe(before.onHand);
    const fetched = await api.getOrder(order.id);
    expect(fetched.json().data.id).toBe(order.id);
  });

  it('names each item "Product — option" beside its option title, when made and when read back', async () => {
    const res = await api.createOrder([{ skuId: 'condoms-3-pack', quantity: 1 }]);
    expect(res.statusCode).toBe(201);
    const named = { title: 'Regular, 3-pack', itemName: 'Condoms — Regular, 3-pack' };
    expect(ZOrder.parse(res.json().data).skus[0]).toMatchObject(named);
    const fetched = await api.getOrder(res.json().data.id);
    expect(ZOrder.parse(fetched.json().data).skus[0]).toMatchObject(named);
  });

  it('makes an emergency order free, with no authorization steps, and only on its own', async () => {
    const res = await api.createOrder([{ skuId: 'naloxone-emergency-kit', quantity: 1 }]);
    const order = res.json().data;
    expect(order.total).toBe(0);
    expect(order.metadata.isEmergency).toBe(true);
    expect((await api.workflows(order.id)).json().data).toEqual([]);
    const mixed = await api.createOrder([
      { skuId: 'naloxone-emergency-kit', quantity: 1 },
      { skuId: 'pregnancy-test', quantity: 1 },
    ]);
    expect(expectError(mixed, 400, 'validation').field).toBe('skus');
  });

  it('refuses what the kiosk cannot sell, naming the field, and holds nothing', async () => {
    const before = await stockOf(t.ctx.db, DEMO, 'pregnancy-test');
    expect(expectError(await api.createOrder([{ skuId: 'no-such-sku', quantity: 1 }]), 400).field).toBe(
      'skus.0.skuId',
    );
    const tooMany = expectError(await api.createOrder([{ skuId: 'pregnancy-test', quantity: 2 }]), 400);
    expect(tooMany.field).toBe('skus.0.quantity');
    expect(tooMany.description).toBe('You can take at most 1 of Single test.');
    expect(expectError(await api.createOrder([{ skuId: 'pregnancy-test', quantity: 0 }]), 400).field).toBe(
      'skus.0.quantity',
    );
    const twice = await api.createOrder([
      { skuId: 'pregnancy-test', quantity: 1 },
      { skuId: 'pregnancy-test', quantity: 1 },
    ]);
    expect(expectError(twice, 400).field).toBe('skus.1.skuId');
    const unavailable = expectError(
      await api.createOrder([{ skuId: 'first-aid-kit', quantity: 1 }]),
      409,
      'conflict',
    );
    expect(unavailable.message).toBe('Price is unavailable');
    const notReservable = await api.createOrder(
      [{ skuId: 'pregnancy-test', quantity: 1 }],
      '&isReservable=true',
    );
    expect(expectError(notReservable, 400).field).toBe('skus.0.skuId');
    const soldOut = expectError(
      await api.createOrder([{ skuId: 'covid-19-test', quantity: 1 }]),
      409,
      'out_of_stock',
    );
    expect(soldOut.message).toBe('Out of stock');
    // All or nothing: the line that could be held is not held when another cannot be.
    const partly = await api.createOrder([
      { skuId: 'pregnancy-test', quantity: 1 },
      { skuId: 'covid-19-test', quantity: 1 },
    ]);
    expect(expectError(partly, 409, 'out_of_stock').message).toBe('Out of stock');
    // A sku of the catalogue that this kiosk has no slot for.
    await t.ctx.db.execute(
      sql`insert into skus (id, product_id, titles, price) select 'elsewhere-only', product_id, titles, price
          from skus where id = 'pregnancy-test'`,
    );
    const elsewhere = await api.createOrder([
      { skuId: 'pregnancy-test', quantity: 1 },
      { skuId: 'elsewhere-only', quantity: 1 },
    ]);
    expect(expectError(elsewhere, 400).field).toBe('skus.1.skuId');
    expect(await stockOf(t.ctx.db, DEMO, 'pregnancy-test')).toEqual(before);
  });

  it('never oversells: 50 concurrent orders for the last 5 units → exactly 5 succeed', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/devices/${DEMO}/products/stock`,
      headers: staffAuth,
      payload: { skus: [{ skuId: 'nicotine-gum-4mg', stock: 5 }] },
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => api.createOrder([{ skuId: 'nicotine-gum-4mg', quantity: 1 }])),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json().data.message).toBe('Out of stock');
    expect(await stockOf(t.ctx.db, DEMO, 'nicotine-gum-4mg')).toEqual({ onHand: 5, held: 5, available: 0 });
  });

  it('cancels an order, releases its hold, records a timeout, and is idempotent', async () => {
    const before = await stockOf(t.ctx.db, DEMO, 'pregnancy-test');
    const order = (await api.createOrder([{ skuId: 'pregnancy-test', quantity: 1 }])).json().data;
    const res = await api.cancel(order.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', metadata: { isTimeout: true } });
    expect(await stockOf(t.ctx.db, DEMO, 'pregnancy-test')).toEqual(before);
    expect((await api.cancel(order.id)).json().data.status).toBe('cancelled');
    expect(await stockOf(t.ctx.db, DEMO, 'pregnancy-test')).toEqual(before);
  });

  it('refuses to cancel an order that is dispensing or dispensed (409)', async () => {
    const order = (await api.createOrder([{ skuId: 'fentanyl-test-strips-5', quantity: 1 }])).json().data;
    await moveOrderTo(t.ctx.db, order.id, 'dispensing');
    expectError(await api.cancel(order.id), 409, 'conflict');
    await moveOrderTo(t.ctx.db, order.id, 'dispensed');
    expectError(await api.cancel(order.id), 409, 'conflict');
  });

  it('cancels every kiosk order of the device in progress, skipping and naming those dispensing', async () => {
    await api.cancelAll();
    const a = (await api.createOrder([{ skuId: 'pregnancy-test', quantity: 1 }])).json().data;
    const b = (await api.createOrder([{ skuId: 'condoms-3-pack', quantity: 1 }])).json().data;
    const busy = (await api.createOrder([{ skuId: 'fentanyl-test-strips-5', quantity: 1 }])).json().data;
    await moveOrderTo(t.ctx.db, busy.id, 'dispensing');
    const phone = (
      await api.createOrder([{ skuId: 'prenatal-vitamins-30', quantity: 1 }], '&isReservable=true')
    ).json().data;
    const other = await client(t, 'a11y-kiosk-0001').createOrder([{ skuId: 'pregnancy-test', quantity: 1 }]);
    const res = await api.cancelAll(true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cancelled.sort()).toEqual([a.id, b.id].sort());
    expect(res.json().data.skipped).toEqual([busy.id]);
    expect((await api.getOrder(a.id)).json().data.metadata.isTimeout).toBe(true);
    expect((await api.getOrder(phone.id)).json().data.status).toBe('open');
    expect((await client(t, 'a11y-kiosk-0001').getOrder(other.json().data.id)).json().data.status).toBe(
      'open',
    );
  });

  it('expires an abandoned order after the hold TTL (15 minutes by default) and releases its stock', async () => {
    const before = await stockOf(t.ctx.db, DEMO, 'pregnancy-test');
    const order = (await api.createOrder([{ skuId: 'pregnancy-test', quantity: 1 }])).json().data;
    clock.advance(14 * 60_000);
    await expireLapsedOrders(t.ctx);
    expect((await api.getOrder(order.id)).json().data.status).toBe('open');
    clock.advance(2 * 60_000);
    expect(await expireLapsedOrders(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await api.getOrder(order.id)).json().data.status).toBe('expired');
    expect(await stockOf(t.ctx.db, DEMO, 'pregnancy-test')).toEqual(before);
  });

  it('answers 404 for an order of another device or none, 400 for a malformed id', async () => {
    const order = (await api.createOrder([{ skuId: 'pregnancy-test', quantity: 1 }])).json().data;
    expectError(await client(t, 'a11y-kiosk-0002').getOrder(order.id), 404, 'not_found');
    expectError(await api.getOrder('00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    expect(expectError(await api.getOrder('not-a-uuid'), 400, 'validation').field).toBe('orderId');
  });

  it('makes test orders for staff only: flagged, free, readable on the test path only', async () => {
    const url = `/devices/${DEMO}/test/orders?locale=en`;
    const payload = { skus: [{ skuId: 'pregnancy-test', quantity: 1 }] };
    expectError(await t.app.inject({ method: 'POST', url, payload }), 401, 'unauthorized');
    const res = await t.app.inject({ method: 'POST', url, payload, headers: staffAuth });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.metadata.isTest).toBe(true);
    expect(order.total).toBe(0);
    const read = await t.app.inject({ url: `/devices/${DEMO}/test/orders/${order.id}`, headers: staffAuth });
    expect(read.json().data.id).toBe(order.id);
    const tx = await t.app.inject({
      url: `/devices/${DEMO}/test/orders/${order.id}/transactions`,
      headers: staffAuth,
    });
    expect(tx.json()).toEqual({ data: [] });
    const normal = (await api.createOrder([{ skuId: 'pregnancy-test', quantity: 1 }])).json().data;
    expectError(
      await t.app.inject({ url: `/devices/${DEMO}/test/orders/${normal.id}`, headers: staffAuth }),
      404,
    );
  });
});
