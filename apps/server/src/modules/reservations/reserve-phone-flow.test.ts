import { describe, expect, it } from 'vitest';
import { DB_KINDS, client, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { sandboxWebhook } from '../../test/payments-helpers';
import { listRefunds } from '../payments/refunds.service';

/** The calls the phone's reserve pages make, in order, for a free and a paid item. */
describe.each(DB_KINDS)('reserve for later from the phone on %s', (kind) => {
  const t = useTestApp(kind);
  const api = client(t);

  const reservableProducts = async () =>
    (await t.app.inject({ url: `${api.base}/products?locale=en&isReservable=true` })).json().data as {
      id: string;
      skus: { id: string; price: number }[];
    }[];

  const payReservation = async (skuId: string) => {
    const order = (await api.createOrder([{ skuId, quantity: 1 }], '&isReservable=true')).json().data;
    const opened = await t.app.inject({
      method: 'POST',
      url: `${api.base}/orders/${order.id}/transactions?locale=en`,
    });
    expect(opened.statusCode).toBe(201);
    const transaction = opened.json().data;
    const session = await t.app.inject({
      url: `${api.base}/orders/${order.id}/transactions/${transaction.id}/session?manualRedirect=true`,
    });
    return { order, transaction, checkoutUrl: session.json().data.url as string };
  };
  const readCode = (orderId: string) => t.app.inject({ url: `${api.base}/orders/${orderId}/reservation` });

  it('lists only reservable products', async () => {
    const products = await reservableProducts();
    expect(products.map((p) => p.id).sort()).toEqual(['fentanyl-test-strips', 'prenatal-vitamins']);
  });

  it('a free item: order (isReservable) → reserve → its code (readable again) → picked up at the kiosk', async () => {
    const order = (
      await api.createOrder([{ skuId: 'fentanyl-test-strips-5', quantity: 1 }], '&isReservable=true')
    ).json().data;
    expect(order).toMatchObject({ total: 0, metadata: { isReservable: true } });
    const reserved = await api.reserve(order.id);
    expect(reserved.statusCode).toBe(201);
    const { code } = reserved.json().data;
    expect(code).toMatch(/^\d{6}$/);
    expect((await readCode(order.id)).json().data.code).toBe(code);
    expect((await api.pickUp(code)).json().data).toMatchObject({ id: order.id, status: 'ready' });
  });

  it('a paid item: the payment itself places the reservation; its code can be read again until picked up', async () => {
    const { order, transaction, checkoutUrl } = await payReservation('prenatal-vitamins-30');
    expect(order.total).toBe(999);
    expectError(await api.reserve(order.id), 409, 'conflict');
    expectError(await readCode(order.id), 409, 'conflict');
    expect((await sandboxWebhook(t, checkoutUrl, { type: 'paid' })).statusCode).toBe(200);
    // What /mobile/payment/status asks the server: paid, already reserved, and the code.
    const paid = await t.app.inject({ url: `${api.base}/orders/${order.id}/transactions/${transaction.id}` });
    expect(paid.json().data.status).toBe('paid');
    const reserved = (await api.getOrder(order.id)).json().data;
    expect(reserved).toMatchObject({ status: 'reserved', metadata: { isPaid: true } });
    expect(reserved.metadata.reservationExpiresAt).not.toBeNull();
    const first = await readCode(order.id);
    expect(first.statusCode, first.body).toBe(200);
    const { code, expiresAt } = first.json().data;
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt).toBe(reserved.metadata.reservationExpiresAt);
    // The page was closed: the code comes back the same.
    expect((await readCode(order.id)).json().data.code).toBe(code);
    expectError(await api.reserve(order.id), 409, 'conflict');
    expect(t.logs.some((line) => line.includes(code))).toBe(false);
    expect((await api.pickUp(code)).json().data).toMatchObject({ id: order.id, status: 'ready' });
    expectError(await readCode(order.id), 409, 'conflict');
  });

  it('a payment that reaches a reservation order already ended places nothing and is refunded', async () => {
    const { order, checkoutUrl } = await payReservation('prenatal-vitamins-30');
    expect((await api.cancel(order.id)).statusCode).toBe(200);
    expect((await sandboxWebhook(t, checkoutUrl, { type: 'paid' })).statusCode).toBe(200);
    expect((await api.getOrder(order.id)).json().data.status).toBe('cancelled');
    expect((await listRefunds(t.ctx.db, order.id)).map((r) => r.amount)).toEqual([999]);
    expectError(await readCode(order.id), 409, 'conflict');
  });

  it('a declined card leaves the reservation unpaid, with the reason for the phone', async () => {
    const order = (
      await api.createOrder([{ skuId: 'prenatal-vitamins-30', quantity: 1 }], '&isReservable=true')
    ).json().data;
    const transaction = (
      await t.app.inject({ method: 'POST', url: `${api.base}/orders/${order.id}/transactions?locale=en` })
    ).json().data;
    const session = await t.app.inject({
      url: `${api.base}/orders/${order.id}/transactions/${transaction.id}/session?manualRedirect=true`,
    });
    await sandboxWebhook(t, session.json().data.url, { type: 'failed', failureReason: 'insufficient_funds' });
    const failed = await t.app.inject({
      url: `${api.base}/orders/${order.id}/transactions/${transaction.id}`,
    });
    expect(failed.json().data).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds' });
    expectError(await api.reserve(order.id), 409, 'conflict');
  });
});
