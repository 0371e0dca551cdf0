import { describe, expect, it } from 'vitest';
import { DB_KINDS, client, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { sandboxWebhook } from '../../test/payments-helpers';

/** The calls the phone's reserve pages make, in order (issue 6), for a free and a paid item. */
describe.each(DB_KINDS)('reserve for later from the phone on %s', (kind) => {
  const t = useTestApp(kind);
  const api = client(t);

  const reservableProducts = async () =>
    (await t.app.inject({ url: `${api.base}/products?locale=en&isReservable=true` })).json().data as {
      id: string;
      skus: { id: string; price: number }[];
    }[];

  it('lists only reservable products', async () => {
    const products = await reservableProducts();
    expect(products.map((p) => p.id).sort()).toEqual(['fentanyl-test-strips', 'prenatal-vitamins']);
  });

  it('a free item: order (isReservable) → reserve → code shown once → picked up at the kiosk', async () => {
    const order = (
      await api.createOrder([{ skuId: 'fentanyl-test-strips-5', quantity: 1 }], '&isReservable=true')
    ).json().data;
    expect(order).toMatchObject({ total: 0, metadata: { isReservable: true } });
    const reserved = await api.reserve(order.id);
    expect(reserved.statusCode).toBe(201);
    const { code } = reserved.json().data;
    expect(code).toMatch(/^\d{6}$/);
    expect((await api.pickUp(code)).json().data).toMatchObject({ id: order.id, status: 'ready' });
  });

  it('a paid item: reserve refused until paid; transactions → sandbox pay → reserve → pick up', async () => {
    const order = (
      await api.createOrder([{ skuId: 'prenatal-vitamins-30', quantity: 1 }], '&isReservable=true')
    ).json().data;
    expect(order.total).toBe(999);
    expectError(await api.reserve(order.id), 409, 'conflict');
    const opened = await t.app.inject({
      method: 'POST',
      url: `${api.base}/orders/${order.id}/transactions?locale=en`,
    });
    expect(opened.statusCode).toBe(201);
    const transaction = opened.json().data;
    const session = await t.app.inject({
      url: `${api.base}/orders/${order.id}/transactions/${transaction.id}/session?manualRedirect=true`,
    });
    expect((await sandboxWebhook(t, session.json().data.url, { type: 'paid' })).statusCode).toBe(200);
    // What /mobile/payment/status asks the server.
    const paid = await t.app.inject({ url: `${api.base}/orders/${order.id}/transactions/${transaction.id}` });
    expect(paid.json().data.status).toBe('paid');
    expect((await api.getOrder(order.id)).json().data).toMatchObject({
      status: 'paid',
      metadata: { isPaid: true },
    });
    const { code } = (await api.reserve(order.id)).json().data;
    expect((await api.pickUp(code)).json().data).toMatchObject({ id: order.id, status: 'ready' });
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
