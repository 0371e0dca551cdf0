import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { payInSandbox, postWebhook } from '../../test/payments-helpers';
import type { SandboxProvider } from '../../payments/sandbox-provider';
import { startStripeFake, type StripeFake } from '../../test/stripe-fake-server';
import { listRefunds } from './payments.repository';

const WEBHOOK_SECRET = 'whsec_test_side_by_side_0123456789';

/**
 * The sandbox and Stripe (the real SDK against a local fake) configured side by side, on one database: one
 * instance opens new checkouts with the sandbox, the other with Stripe, as before and after a switch of
 * provider. Each payment goes back through the provider that took it, whichever instance refunds it.
 */
describe('refunds with two payment providers configured', () => {
  let fake: StripeFake;
  let sandboxFirst: TestApp;
  let stripeFirst: TestApp;

  beforeAll(async () => {
    fake = await startStripeFake();
    const env = (providers: string) => ({
      PAYMENT_PROVIDER: providers,
      STRIPE_SECRET_KEY: 'sk_test_fake_key',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.apiBase,
      PUBLIC_URL: 'https://kiosk.example.org',
    });
    sandboxFirst = await createTestApp('pglite', { env: env('sandbox,stripe') });
    // The same database, closed once, by the first instance.
    const shared = { ...sandboxFirst.database, close: async () => {} };
    stripeFirst = await createTestApp('pglite', {
      env: env('stripe,sandbox'),
      seed: false,
      database: shared,
    });
  });
  afterAll(async () => {
    await stripeFirst?.close();
    await sandboxFirst?.close();
    await fake?.close();
  });

  const newOrder = async (t: TestApp) =>
    (await client(t).createOrder([{ skuId: 'condoms-3-pack', quantity: 3 }])).json().data.id as string;

  /** Opens a Stripe checkout on `opener` and pays it by Stripe's signed webhook, sent to `receiver`. */
  async function payWithStripe(opener: TestApp, receiver: TestApp, orderId: string) {
    const url = `${client(opener).base}/orders/${orderId}/transactions?locale=en`;
    const transaction = (await opener.app.inject({ method: 'POST', url })).json().data;
    expect(transaction.provider).toBe('stripe');
    const [providerRef, session] = [...fake.sessions].at(-1)!;
    session.payment_intent = `pi_for_${orderId}`;
    const payload = JSON.stringify({
      id: `evt_paid_${orderId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, id: providerRef, payment_status: 'paid' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await receiver.rawApp.inject({
      method: 'POST',
      url: '/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(res.json().data, res.body).toEqual({ received: true, outcome: 'applied' });
  }

  it('refunds a sandbox payment through the sandbox, a Stripe payment through Stripe', async () => {
    const bySandbox = await newOrder(sandboxFirst);
    await payInSandbox(sandboxFirst, client(sandboxFirst).base, bySandbox);
    const byStripe = await newOrder(stripeFirst);
    // Stripe's webhook reaches the instance whose new checkouts go to the sandbox: both are listening.
    await payWithStripe(stripeFirst, sandboxFirst, byStripe);
    expect((await client(stripeFirst).getOrder(byStripe)).json().data.status).toBe('paid');

    // Each is cancelled on the instance whose first provider did not take it.
    expect((await client(stripeFirst).cancel(bySandbox)).statusCode).toBe(200);
    expect((await client(sandboxFirst).cancel(byStripe)).statusCode).toBe(200);

    const [sandboxRefund] = await listRefunds(sandboxFirst.ctx.db, bySandbox);
    expect(sandboxRefund).toMatchObject({ amount: 300, status: 'succeeded' });
    expect(sandboxRefund!.providerRef).toMatch(/^sbx_re_/);
    const [stripeRefund] = await listRefunds(sandboxFirst.ctx.db, byStripe);
    expect(stripeRefund).toMatchObject({ amount: 300, status: 'succeeded' });
    expect(fake.refunds).toEqual([
      expect.objectContaining({
        id: stripeRefund!.providerRef,
        amount: 300,
        payment_intent: `pi_for_${byStripe}`,
      }),
    ]);
  });

  it('applies a webhook only to a transaction its own provider took', async () => {
    const orderId = await newOrder(stripeFirst);
    const url = `${client(stripeFirst).base}/orders/${orderId}/transactions`;
    const transaction = (await stripeFirst.app.inject({ method: 'POST', url })).json().data;
    expect(transaction.provider).toBe('stripe');
    const [providerRef] = [...fake.sessions].at(-1)!;
    // A genuine sandbox event that names the Stripe checkout's transaction.
    const sandbox = stripeFirst.ctx.paymentProviders.find((p) => p.name === 'sandbox') as SandboxProvider;
    const rawBody = JSON.stringify({
      id: 'sbx_evt_not_its_own',
      type: 'checkout.expired',
      created: Math.floor(Date.now() / 1000),
      data: {
        providerRef,
        transactionId: transaction.id,
        orderId,
        deviceId: 'x',
        amount: 300,
        currency: 'USD',
        failureReason: null,
      },
    });
    const res = await postWebhook(stripeFirst, rawBody, sandbox.signWebhook(rawBody));
    expect(res.json().data, res.body).toEqual({ received: true, outcome: 'unknown' });
    const now = (await stripeFirst.app.inject({ url: `${url}/${transaction.id}` })).json().data;
    expect(now.status).toBe('open');
  });
});
