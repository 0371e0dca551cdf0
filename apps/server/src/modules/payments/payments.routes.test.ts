import { describe, expect, it } from 'vitest';
import { ZTransaction } from '@kiosk/contract';
import { DB_KINDS, DEMO, client, createTestApp, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { snapshot } from '../../test/db-state';
import { payInSandbox, postWebhook, sandboxWebhook } from '../../test/payments-helpers';
import { listRefunds } from './payments.repository';
import { AppError } from '../../http/app-error';
import type { PaymentProvider } from '../../payments/payment-provider';

describe.each(DB_KINDS)('payments on %s', (kind) => {
  const t = useTestApp(kind, { env: { PUBLIC_URL: 'https://kiosk.example.org' } });
  const api = client(t);

  const tx = (orderId: string) => `${api.base}/orders/${orderId}/transactions`;
  const newPaidOrder = async () =>
    (await api.createOrder([{ skuId: 'condoms-3-pack', quantity: 3 }])).json().data.id as string;
  const open = async (orderId: string) => {
    const res = await t.app.inject({ method: 'POST', url: `${tx(orderId)}?locale=en` });
    expect(res.statusCode, res.body).toBe(201);
    return ZTransaction.parse(res.json().data);
  };
  const checkoutUrlOf = async (orderId: string, id: string) =>
    (await t.app.inject({ url: `${tx(orderId)}/${id}/session?manualRedirect=true` })).json().data
      .url as string;

  it('opens one checkout per order: a second call returns the open one; the QR URL is our short URL', async () => {
    const orderId = await newPaidOrder();
    const first = await open(orderId);
    expect(first).toMatchObject({
      status: 'open',
      amount: 300,
      currency: 'USD',
      provider: 'sandbox',
      refundedAmount: 0,
    });
    expect(first.paymentUrl).toMatch(
      new RegExp(
        `^https://kiosk\\.example\\.org/devices/${DEMO}/orders/${orderId}/transactions/${first.id}/session\\?capability=\\d+\\.[0-9a-f]{64}$`,
      ),
    );
    expect((await open(orderId)).id).toBe(first.id);
    expect((await t.app.inject({ url: tx(orderId) })).json().data).toHaveLength(1);
    expect((await t.app.inject({ url: `${tx(orderId)}/${first.id}` })).json().data.id).toBe(first.id);
    const url = await checkoutUrlOf(orderId, first.id);
    expect(url).toMatch(/^https:\/\/kiosk\.example\.org\/sandbox\/pay\//);
    const redirect = await t.app.inject({ url: `${tx(orderId)}/${first.id}/session` });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(url);
  });

  it('names each line of the pay page "Product — option"', async () => {
    const orderId = await newPaidOrder();
    const url = await checkoutUrlOf(orderId, (await open(orderId)).id);
    const page = await t.app.inject({ url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<span>3 × Condoms — Regular, 3-pack</span>');
  });

  it('opens one checkout for taps at once: each answers with the same open transaction', async () => {
    const orderId = await newPaidOrder();
    const taps = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: 'POST', url: `${tx(orderId)}?locale=en` })),
    );
    expect(taps.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(taps.map((res) => res.json().data.id)).size).toBe(1);
    expect((await t.app.inject({ url: tx(orderId) })).json().data).toHaveLength(1);
  });

  it('refuses to charge a free order or one whose authorization is pending (409)', async () => {
    const free = (await api.createOrder([{ skuId: 'fentanyl-test-strips-5', quantity: 1 }])).json().data.id;
    expectError(await t.app.inject({ method: 'POST', url: tx(free) }), 409, 'conflict');
    const gum = (await api.createOrder([{ skuId: 'nicotine-gum-2mg', quantity: 1 }])).json().data.id;
    const pending = expectError(await t.app.inject({ method: 'POST', url: tx(gum) }), 409);
    expect(pending.description).toContain('authorization');
    await api.age(gum, '1990-01-01');
    expect((await t.app.inject({ method: 'POST', url: tx(gum) })).statusCode).toBe(201);
  });

  it('marks the order paid on a signed webhook; the same webhook again changes nothing', async () => {
    const orderId = await newPaidOrder();
    const transaction = await open(orderId);
    const provider = t.ctx.payments as import('../../payments/sandbox-provider').SandboxProvider;
    const lookup = provider.openSession(
      (await checkoutUrlOf(orderId, transaction.id)).split('/sandbox/pay/')[1]!,
    );
    if (lookup.status !== 'open') throw new Error('session not open');
    const rawBody = JSON.stringify(provider.eventFor(lookup.session, { type: 'paid' }));
    const first = await postWebhook(t, rawBody, provider.signWebhook(rawBody));
    expect(first.json().data).toEqual({ received: true, outcome: 'applied' });
    const order = (await api.getOrder(orderId)).json().data;
    expect(order.status).toBe('paid');
    expect(order.metadata.isPaid).toBe(true);
    const before = await snapshot(t.ctx.db);
    const replay = await postWebhook(t, rawBody, provider.signWebhook(rawBody));
    expect(replay.json().data.outcome).toBe('duplicate');
    expect(await snapshot(t.ctx.db)).toBe(before);
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/kiosk_payment_webhooks_total\{provider="sandbox",result="applied"\} [1-9]/);
    expect(metrics).toMatch(/kiosk_payment_webhooks_total\{provider="sandbox",result="duplicate"\} [1-9]/);
    expect(metrics).toMatch(/kiosk_orders_total\{status="paid",mode="live"\} [1-9]/);
  });

  it('answers a forged signature with 400 and changes nothing', async () => {
    const orderId = await newPaidOrder();
    const transaction = await open(orderId);
    const provider = t.ctx.payments as import('../../payments/sandbox-provider').SandboxProvider;
    const lookup = provider.openSession(
      (await checkoutUrlOf(orderId, transaction.id)).split('/sandbox/pay/')[1]!,
    );
    if (lookup.status !== 'open') throw new Error('session not open');
    const rawBody = JSON.stringify(provider.eventFor(lookup.session, { type: 'paid' }));
    const before = await snapshot(t.ctx.db);
    const forged = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    expectError(await postWebhook(t, rawBody, forged), 400);
    expectError(
      await postWebhook(t, rawBody.replace('"amount":300', '"amount":1'), provider.signWebhook(rawBody)),
      400,
    );
    expect(await snapshot(t.ctx.db)).toBe(before);
    expect((await api.getOrder(orderId)).json().data.status).toBe('open');
  });

  it('keeps a declined order payable: the transaction fails with its reason, a new one can be opened', async () => {
    const orderId = await newPaidOrder();
    const first = await open(orderId);
    await sandboxWebhook(t, await checkoutUrlOf(orderId, first.id), {
      type: 'failed',
      failureReason: 'card_declined',
    });
    const failed = (await t.app.inject({ url: `${tx(orderId)}/${first.id}` })).json().data;
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'card_declined' });
    expect((await api.getOrder(orderId)).json().data.status).toBe('open');
    const second = await open(orderId);
    expect(second.id).not.toBe(first.id);
    await sandboxWebhook(t, await checkoutUrlOf(orderId, second.id), { type: 'paid' });
    expect((await api.getOrder(orderId)).json().data.status).toBe('paid');
  });

  it('never un-pays: a late expired or failed event after paid changes nothing', async () => {
    const orderId = await newPaidOrder();
    const transaction = await open(orderId);
    const url = await checkoutUrlOf(orderId, transaction.id);
    await sandboxWebhook(t, url, { type: 'paid' });
    expect((await sandboxWebhook(t, url, { type: 'expired' })).json().data.outcome).toBe('unchanged');
    expect((await t.app.inject({ url: `${tx(orderId)}/${transaction.id}` })).json().data.status).toBe('paid');
    expect((await api.getOrder(orderId)).json().data.status).toBe('paid');
  });

  it('refunds a payment that arrives for a cancelled order, and a paid order that is cancelled', async () => {
    const late = await newPaidOrder();
    const lateTx = await open(late);
    const url = await checkoutUrlOf(late, lateTx.id);
    await api.cancel(late, true);
    await sandboxWebhook(t, url, { type: 'paid' });
    expect((await api.getOrder(late)).json().data.status).toBe('cancelled');
    expect((await t.app.inject({ url: `${tx(late)}/${lateTx.id}` })).json().data).toMatchObject({
      status: 'refunded',
      refundedAmount: 300,
    });
    expect(
      (await listRefunds(t.ctx.db, late)).map((r) => r.amount),
      t.logs.filter((l) => l.includes('refund')).join('\n'),
    ).toEqual([300]);

    const paid = await newPaidOrder();
    await payInSandbox(t, api.base, paid);
    await api.cancel(paid);
    expect((await listRefunds(t.ctx.db, paid)).map((r) => r.amount)).toEqual([300]);
  });
});

describe('payments when the provider is down', () => {
  it('answers 502 in the error shape and leaves no open transaction behind', async () => {
    const down: PaymentProvider = {
      name: 'sandbox',
      createCheckout: async () => {
        throw new AppError({
          code: 'payment_failed',
          status: 502,
          message: 'error.payment',
          description: 'error.payment.provider',
        });
      },
      parseWebhook: async () => null,
      refund: async () => {
        throw new Error('down');
      },
    };
    const t = await createTestApp('pglite', { payments: down });
    try {
      const api = client(t);
      const orderId = (await api.createOrder([{ skuId: 'pregnancy-test', quantity: 1 }])).json().data.id;
      expectError(
        await t.app.inject({ method: 'POST', url: `${api.base}/orders/${orderId}/transactions` }),
        502,
        'payment_failed',
      );
      const list = (await t.app.inject({ url: `${api.base}/orders/${orderId}/transactions` })).json().data;
      expect(list.map((x: { status: string }) => x.status)).toEqual(['failed']);
    } finally {
      await t.close();
    }
  });
});
