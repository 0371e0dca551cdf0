import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import type { CheckoutRequest } from './payment-provider';
import { startStripeFake, type StripeFake } from '../test/stripe-fake-server';
import { createStripeProvider, type StripeProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const NOW = new Date('2030-03-04T10:00:00Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

const checkout: CheckoutRequest = {
  transactionId: '7c0c4f5e-2f7a-4c36-9d0b-2b1c7f3f1a10',
  orderId: '0b7d1f0e-9a51-4b8e-8a3c-6f1f5b1c2d3e',
  deviceId: 'demo-kiosk-01',
  merchantName: 'HealthPoint Demo',
  amount: 2498,
  currency: 'USD',
  lineItems: [
    { title: 'Pregnancy test', unitAmount: 999, quantity: 2 },
    { title: 'Condoms', unitAmount: 500, quantity: 1 },
  ],
};

let fake: StripeFake;
let warnings: { details: object; message: string }[];
let provider: StripeProvider;

const makeProvider = (maxNetworkRetries = 0) =>
  createStripeProvider({
    secretKey: 'sk_test_fake_key',
    webhookSecret: WEBHOOK_SECRET,
    publicUrl: 'https://kiosk.example',
    now: () => NOW,
    apiBase: fake.apiBase,
    maxNetworkRetries,
    log: { warn: (details, message) => void warnings.push({ details, message }) },
  });

beforeEach(async () => {
  fake = await startStripeFake();
  warnings = [];
  provider = makeProvider();
});
afterEach(async () => {
  await fake.close();
});

async function expectPaymentFailed(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('payment_failed');
  expect((error as AppError).status).toBe(502);
  expect((error as AppError).message).not.toMatch(/stripe|secret|No such/i);
}

describe('Stripe checkout (real SDK against a local fake)', () => {
  it('opens a payment-mode Checkout Session with line items, metadata and return URLs', async () => {
    const session = await provider.createCheckout(checkout);
    expect(session).toEqual({
      providerRef: 'cs_test_fake1',
      url: 'https://checkout.stripe.test/c/pay/cs_test_fake1',
    });

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe('Bearer sk_test_fake_key');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers['idempotency-key']).toBe(`checkout-${checkout.transactionId}`);
    const status = (result: string) =>
      `https://kiosk.example/mobile/payment/status?orderId=${checkout.orderId}&deviceId=demo-kiosk-01&transactionId=${checkout.transactionId}&result=${result}`;
    const metadata = {
      orderId: checkout.orderId,
      transactionId: checkout.transactionId,
      deviceId: 'demo-kiosk-01',
    };
    expect(request.form).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '2',
          price_data: { currency: 'usd', unit_amount: '999', product_data: { name: 'Pregnancy test' } },
        },
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '500', product_data: { name: 'Condoms' } },
        },
      ],
      metadata,
      payment_intent_data: { metadata },
      client_reference_id: checkout.transactionId,
      success_url: status('paid'),
      cancel_url: status('cancelled'),
      expires_at: String(NOW_S + 31 * 60),
    });
  });

  it('keeps expiresAt when Stripe allows it, and clamps it into 31 min .. 23 h otherwise', async () => {
    const at = (ms: number) => new Date(NOW.getTime() + ms);
    await provider.createCheckout({ ...checkout, expiresAt: at(2 * 3_600_000) });
    await provider.createCheckout({ ...checkout, transactionId: 'tx-2', expiresAt: at(60_000) });
    await provider.createCheckout({ ...checkout, transactionId: 'tx-3', expiresAt: at(48 * 3_600_000) });
    expect(fake.requests.map((r) => Number(r.form.expires_at) - NOW_S)).toEqual([7200, 31 * 60, 23 * 3600]);
  });

  it('retries a 5xx with the same Idempotency-Key and gets one session', async () => {
    const retrying = makeProvider(1);
    fake.failNext(500, { type: 'api_error', message: 'boom' });
    const session = await retrying.createCheckout(checkout);
    expect(session.providerRef).toBe('cs_test_fake1');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.headers['idempotency-key']).toBe(fake.requests[0]!.headers['idempotency-key']);
    expect(fake.sessions.size).toBe(1);
  });

  it('turns an API error into payment_failed 502, with the detail only in the log', async () => {
    fake.failNext(400, {
      type: 'invalid_request_error',
      code: 'parameter_invalid',
      message: 'secret-internal-detail',
    });
    await expectPaymentFailed(provider.createCheckout(checkout));
    expect(warnings).toEqual([
      {
        message: 'stripe call failed',
        details: expect.objectContaining({
          operation: 'checkout.sessions.create',
          stripeType: 'StripeInvalidRequestError',
          stripeCode: 'parameter_invalid',
          statusCode: 400,
        }),
      },
    ]);
    expect(JSON.stringify(warnings)).not.toContain('secret-internal-detail');
  });

  it('turns an unreachable API into payment_failed 502', async () => {
    await fake.close();
    await expectPaymentFailed(provider.createCheckout(checkout));
    expect(warnings[0]!.details).toMatchObject({
      operation: 'checkout.sessions.create',
      stripeType: 'StripeConnectionError',
    });
    fake = await startStripeFake(); // for afterEach
  });
});

describe('Stripe refunds', () => {
  it('refunds the session’s payment intent, passing our idempotency key; the same key refunds once', async () => {
    const { providerRef } = await provider.createCheckout(checkout);
    fake.sessions.get(providerRef)!.payment_intent = 'pi_fake_123';
    const request = {
      providerRef,
      amount: 999,
      reason: 'dispense_failed',
      idempotencyKey: 'refund-tx-unit-2',
    };
    const first = await provider.refund(request);
    const again = await provider.refund(request);
    expect(first.refundRef).toMatch(/^re_fake\d+$/);
    expect(again.refundRef).toBe(first.refundRef);
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({
      amount: 999,
      payment_intent: 'pi_fake_123',
      metadata: { reason: 'dispense_failed' },
    });

    const calls = fake.requests.filter((r) => r.path !== '/v1/checkout/sessions');
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/checkout/sessions/${providerRef}`,
      'POST /v1/refunds',
      `GET /v1/checkout/sessions/${providerRef}`,
      'POST /v1/refunds',
    ]);
    expect(calls[1]!.headers['idempotency-key']).toBe('refund-tx-unit-2');
    expect(calls[1]!.form).toEqual({
      payment_intent: 'pi_fake_123',
      amount: '999',
      metadata: { reason: 'dispense_failed' },
    });
  });

  it('fails with payment_failed when the session has no payment, or is unknown', async () => {
    const { providerRef } = await provider.createCheckout(checkout);
    await expectPaymentFailed(provider.refund({ providerRef, amount: 1, reason: 'x', idempotencyKey: 'k1' }));
    await expectPaymentFailed(
      provider.refund({ providerRef: 'cs_missing', amount: 1, reason: 'x', idempotencyKey: 'k2' }),
    );
    expect(fake.refunds).toHaveLength(0);
  });
});

describe('Stripe webhooks (SDK-signed test headers)', () => {
  const sessionObject = (overrides: Record<string, unknown> = {}) => ({
    id: 'cs_test_abc',
    object: 'checkout.session',
    client_reference_id: 'tx-1',
    metadata: { transactionId: 'tx-1', orderId: 'o-1', deviceId: 'd-1' },
    amount_total: 2498,
    currency: 'usd',
    payment_status: 'paid',
    ...overrides,
  });
  const eventBody = (type: string, object: Record<string, unknown>) =>
    JSON.stringify(
      { id: `evt_${type.replace(/\./g, '_')}`, object: 'event', type, data: { object } },
      null,
      2,
    );
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp ?? NOW_S,
    });
  const parse = (payload: string, header: string | undefined) =>
    provider.parseWebhook(payload, header === undefined ? {} : { 'stripe-signature': header });

  it.each([
    ['checkout.session.completed', {}, { type: 'paid', amount: 2498, failureReason: null }],
    ['checkout.session.async_payment_succeeded', {}, { type: 'paid', amount: 2498, failureReason: null }],
    [
      'checkout.session.async_payment_failed',
      { payment_status: 'unpaid' },
      { type: 'failed', amount: null, failureReason: 'async_payment_failed' },
    ],
    [
      'checkout.session.expired',
      { payment_status: 'unpaid' },
      { type: 'expired', amount: null, failureReason: null },
    ],
  ] as const)('maps %s', async (type, overrides, expected) => {
    const payload = eventBody(type, sessionObject(overrides));
    await expect(parse(payload, sign(payload))).resolves.toEqual({
      eventId: `evt_${type.replace(/\./g, '_')}`,
      providerRef: 'cs_test_abc',
      transactionId: 'tx-1',
      currency: 'USD',
      ...expected,
    });
  });

  it('ignores a completed session not yet paid, and other event types', async () => {
    const unpaid = eventBody('checkout.session.completed', sessionObject({ payment_status: 'unpaid' }));
    await expect(parse(unpaid, sign(unpaid))).resolves.toBeNull();
    const other = eventBody('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    await expect(parse(other, sign(other))).resolves.toBeNull();
  });

  it('falls back to metadata.transactionId when client_reference_id is absent', async () => {
    const payload = eventBody('checkout.session.expired', sessionObject({ client_reference_id: null }));
    await expect(parse(payload, sign(payload))).resolves.toMatchObject({ transactionId: 'tx-1' });
  });

  it('rejects a tampered body, a wrong secret, a missing header, and a stale timestamp with 400', async () => {
    const payload = eventBody('checkout.session.completed', sessionObject());
    const cases: [string, Promise<unknown>, string][] = [
      ['tampered', parse(payload.replace('2498', '1'), sign(payload)), 'error.webhook.signature'],
      ['wrong secret', parse(payload, sign(payload, { secret: 'whsec_other' })), 'error.webhook.signature'],
      ['missing header', parse(payload, undefined), 'error.webhook.signature'],
      ['garbage header', parse(payload, 'nonsense'), 'error.webhook.signature'],
      [
        'older than 5 min',
        parse(payload, sign(payload, { timestamp: NOW_S - 301 })),
        'error.webhook.expired',
      ],
    ];
    for (const [name, promise, key] of cases) {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(AppError);
      expect((error as AppError).status, name).toBe(400);
      expect((error as AppError).descriptionKey, name).toBe(key);
    }
    await expect(parse(payload, sign(payload, { timestamp: NOW_S - 299 }))).resolves.toMatchObject({
      type: 'paid',
    });
  });
});
