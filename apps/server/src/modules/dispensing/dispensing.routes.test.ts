import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { DB_KINDS, DEMO, client, createTestApp, staffAuth, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { moveOrderTo, stockOf } from '../../test/db-state';
import { payInSandbox } from '../../test/payments-helpers';
import { canInjectFaults } from '@kiosk/device-link/simulator';
import { listRefunds } from '../payments/refunds.service';
import { reconcileInterruptedDispenses } from './dispensing.service';
import { AppError } from '../../http/app-error';
import type { PaymentProvider } from '../../payments/payment-provider';

const UNIT_MS = 120;

describe.each(DB_KINDS)('dispensing on %s', (kind) => {
  const t = useTestApp(kind, { env: { DISPENSE_UNIT_MS: String(UNIT_MS) } });
  const api = client(t);

  const dispense = (orderId: string) =>
    t.app.inject({ method: 'POST', url: `${api.base}/orders/${orderId}/dispense?locale=en` });
  const paidOrder = async (skuId: string, quantity: number) => {
    const orderId = (await api.createOrder([{ skuId, quantity }])).json().data.id as string;
    await payInSandbox(t, api.base, orderId);
    expect((await api.getOrder(orderId)).json().data.status).toBe('paid');
    return orderId;
  };
  const droppedUnits = async (orderId: string) =>
    Number(
      rowsOf<{ n: number }>(
        await t.ctx.db.execute(
          sql`select count(*)::int as n from dispense_events where order_id = ${orderId} and outcome = 'dropped'`,
        ),
      )[0]!.n,
    );

  it('dispenses a paid 3-unit multi-pack one package at a time, with progress visible during the call', async () => {
    const before = await stockOf(t.ctx.db, DEMO, 'condoms-3-pack');
    const orderId = await paidOrder('condoms-3-pack', 3);
    const seen = new Set<number>();
    let isDone = false;
    const call = dispense(orderId).finally(() => {
      isDone = true;
    });
    while (!isDone) {
      seen.add((await api.getOrder(orderId)).json().data.quantityDispensed);
      await new Promise((r) => setTimeout(r, 15));
    }
    const res = await call;
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'dispensed', quantityDispensed: 3, quantityTotal: 3 });
    expect(seen.has(1) && seen.has(2)).toBe(true);
    expect(await droppedUnits(orderId)).toBe(3);
    expect(await stockOf(t.ctx.db, DEMO, 'condoms-3-pack')).toEqual({
      onHand: before.onHand - 3,
      held: before.held,
      available: before.available - 3,
    });
  });

  it('dispenses once when called twice at the same time, and a repeat returns the order', async () => {
    const orderId = await paidOrder('naloxone-2-pack', 2);
    const [a, b] = await Promise.all([dispense(orderId), dispense(orderId)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const repeat = await dispense(orderId);
    expect(repeat.json().data.status).toBe('dispensed');
    expect(await droppedUnits(orderId)).toBe(2);
  });

  it('fails on a jam at unit 2 of 3: 1 dropped, the other 2 refunded, stock right, slot flagged', async () => {
    const { dispenser } = t.ctx;
    if (!canInjectFaults(dispenser)) throw new Error('the simulator takes faults');
    const before = await stockOf(t.ctx.db, DEMO, 'condoms-large-3-pack');
    const orderId = await paidOrder('condoms-large-3-pack', 3);
    dispenser.injectFault(DEMO, { slot: 'A5', kind: 'jam', after: 1 });
    const res = await dispense(orderId);
    const body = expectError(res, 500, 'dispense_failed');
    expect(body.message).toBe('Dispense failure');
    const order = (await api.getOrder(orderId)).json().data;
    expect(order).toMatchObject({ status: 'dispense_failed', quantityDispensed: 1, quantityTotal: 3 });
    expect((await listRefunds(t.ctx.db, orderId)).map((r) => r.amount)).toEqual([250]);
    // The sku's one slot jammed: it is out of service, so none of its units counts until it is cleared.
    expect(await stockOf(t.ctx.db, DEMO, 'condoms-large-3-pack')).toEqual({
      onHand: 0,
      held: before.held,
      available: 0,
    });
    const stock = (await api.stock())
      .json()
      .data.find((s: { skuId: string }) => s.skuId === 'condoms-large-3-pack');
    expect(stock.isSlotFaulted).toBe(true);
    expect(stock.slots).toMatchObject([{ slotId: 'A5', count: before.onHand - 1, isFaulted: true }]);
    expect(t.logs.some((l) => l.includes('Dispense failed: 500 - '))).toBe(true);
    expectError(await dispense(orderId), 500, 'dispense_failed');
    expect(await droppedUnits(orderId)).toBe(1);
    dispenser.clearFaults(DEMO);
    const clear = await t.app.inject({
      method: 'POST',
      url: `${api.base}/products/stock/slots/A5/clear-fault`,
      headers: staffAuth,
    });
    expect(clear.statusCode).toBe(200);
    expect((await stockOf(t.ctx.db, DEMO, 'condoms-large-3-pack')).onHand).toBe(before.onHand - 1);
  });

  it('after a jam refunded automatically, the failed order holds nothing: the next visitor can buy the last unit', async () => {
    const { dispenser } = t.ctx;
    if (!canInjectFaults(dispenser)) throw new Error('the simulator takes faults');
    const skuId = 'pregnancy-test';
    expect((await api.putStock([{ skuId, stock: 2 }])).statusCode).toBe(200);
    const orderId = await paidOrder(skuId, 1);
    dispenser.injectFault(DEMO, { slot: 'B1', kind: 'jam' });
    expectError(await dispense(orderId), 500, 'dispense_failed');
    expect((await listRefunds(t.ctx.db, orderId)).map((r) => r.amount)).toEqual([899]);
    // Its one slot is out of service: no unit counts until staff clear it.
    expect(await stockOf(t.ctx.db, DEMO, skuId)).toMatchObject({ onHand: 0, held: 0 });
    // Staff clear the slot and count what is there: one unit (the jammed one came out by hand).
    const clear = await t.app.inject({
      method: 'POST',
      url: `${api.base}/products/stock/${skuId}/clear-fault`,
      headers: staffAuth,
    });
    expect(clear.statusCode).toBe(200);
    expect((await api.putStock([{ skuId, stock: 1 }])).statusCode).toBe(200);
    const product = (await t.app.inject({ url: `${api.base}/products/pregnancy-test?locale=en` })).json()
      .data;
    expect(product.skus.find((s: { id: string }) => s.id === skuId).stock).toBe(1);
    const next = await api.createOrder([{ skuId, quantity: 1 }]);
    expect(next.statusCode).toBe(201);
    expect((await api.cancel(next.json().data.id)).statusCode).toBe(200);
    expect((await api.putStock([{ skuId, stock: 25 }])).statusCode).toBe(200);
    dispenser.clearFaults(DEMO);
  });

  it('refuses what may not dispense yet (409): unpaid, unauthorised, a reservation before its code', async () => {
    const unpaid = (await api.createOrder([{ skuId: 'pregnancy-test', quantity: 1 }])).json().data.id;
    expect(expectError(await dispense(unpaid), 409, 'conflict').description).toContain('payment');
    const locked = (await api.createOrder([{ skuId: 'syringe-services-kit', quantity: 1 }])).json().data.id;
    expect(expectError(await dispense(locked), 409).description).toContain('authorization');
    const reservable = (
      await api.createOrder([{ skuId: 'fentanyl-test-strips-5', quantity: 1 }], '&isReservable=true')
    ).json().data.id;
    const { code } = (await api.reserve(reservable)).json().data;
    expectError(await dispense(reservable), 409);
    await api.pickUp(code);
    expect((await dispense(reservable)).json().data.status).toBe('dispensed');
  });

  it('dispenses a free authorised order and a staff test order on the test path only', async () => {
    const free = (await api.createOrder([{ skuId: 'fentanyl-test-strips-5', quantity: 1 }])).json().data.id;
    expect((await dispense(free)).json().data.status).toBe('dispensed');
    const test = await t.app.inject({
      method: 'POST',
      url: `${api.base}/test/orders`,
      headers: staffAuth,
      payload: { skus: [{ skuId: 'pregnancy-test', quantity: 1 }] },
    });
    const testId = test.json().data.id;
    expectError(await dispense(testId), 409);
    expectError(
      await t.app.inject({ method: 'POST', url: `${api.base}/test/orders/${testId}/dispense` }),
      401,
    );
    const ok = await t.app.inject({
      method: 'POST',
      url: `${api.base}/test/orders/${testId}/dispense`,
      headers: staffAuth,
    });
    expect(ok.json().data).toMatchObject({ status: 'dispensed', metadata: { isTest: true } });
  });

  it('reconciles an order a dead process left dispensing: dropped units kept, the rest refunded, never again', async () => {
    const orderId = await paidOrder('condoms-3-pack', 2);
    await moveOrderTo(t.ctx.db, orderId, 'dispensing');
    await t.ctx.db.execute(sql`update order_items set quantity_dispensed = 1 where order_id = ${orderId}`);
    await t.ctx.db.execute(
      sql`update device_stock set on_hand = on_hand - 1, held = held - 1 where device_id = ${DEMO} and sku_id = 'condoms-3-pack'`,
    );
    expect(await reconcileInterruptedDispenses(t.ctx)).toEqual([orderId]);
    expect((await api.getOrder(orderId)).json().data).toMatchObject({
      status: 'dispense_failed',
      quantityDispensed: 1,
    });
    expect((await listRefunds(t.ctx.db, orderId)).map((r) => r.amount)).toEqual([100]);
    expect(await reconcileInterruptedDispenses(t.ctx)).toEqual([]);
    expectError(await dispense(orderId), 500, 'dispense_failed');
  });
});

describe('the emergency path with the payment provider down', () => {
  it('dispenses a free emergency kit while every payment call fails', async () => {
    const fail = async (): Promise<never> => {
      throw new AppError({
        code: 'payment_failed',
        status: 502,
        message: 'error.payment',
        description: 'error.payment.provider',
      });
    };
    const down: PaymentProvider = { name: 'sandbox', createCheckout: fail, parseWebhook: fail, refund: fail };
    const t = await createTestApp('pglite', { payments: down });
    try {
      const api = client(t);
      const created = await api.createOrder([{ skuId: 'naloxone-emergency-kit', quantity: 1 }]);
      expect(created.statusCode).toBe(201);
      const res = await t.app.inject({
        method: 'POST',
        url: `${api.base}/orders/${created.json().data.id}/dispense?locale=en`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'dispensed', total: 0, quantityDispensed: 1 });
    } finally {
      await t.close();
    }
  });
});
