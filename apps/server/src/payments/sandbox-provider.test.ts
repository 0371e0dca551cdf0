import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import type { CheckoutRequest } from './payment-provider';
import { createSandboxProvider, SandboxProvider } from './sandbox-provider';
import { signSandboxWebhook } from './sandbox-signature';

const SECRET = 'sandbox-test-secret-0123456789abcdef0123456789';
const T0 = new Date('2030-03-04T10:00:00Z');

function providerAt(clock: { now: Date }, secret = SECRET): SandboxProvider {
  return createSandboxProvider({ secret, publicUrl: 'https://kiosk.example/', now: () => clock.now });
}

const checkout: CheckoutRequest = {
  transactionId: '7c0c4f5e-2f7a-4c36-9d0b-2b1c7f3f1a10',
  orderId: '0b7d1f0e-9a51-4b8e-8a3c-6f1f5b1c2d3e',
  deviceId: 'demo-kiosk-01',
  merchantName: 'HealthPoint Demo',
  amount: 2498,
  currency: 'USD',
  lineItems: [
    { title: 'Pregnancy test', unitAmount: 999, quantity: 2 },
    { title: 'Condoms (3)', unitAmount: 500, quantity: 1 },
  ],
};

/** 400 AppError with the given reason key, or the test fails. */
async function expectRejected(promise: Promise<unknown>, reason: 'signature' | 'expired' | 'malformed') {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(400);
  expect((error as AppError).descriptionKey).toBe(`error.webhook.${reason}`);
}

async function paidWebhook(provider: SandboxProvider, token: string) {
  const lookup = provider.openSession(token);
  if (lookup.status !== 'open') throw new Error(`session ${lookup.status}`);
  const rawBody = JSON.stringify(provider.eventFor(lookup.session, { type: 'paid' }));
  return { rawBody, signature: provider.signWebhook(rawBody) };
}

const tokenOf = (url: string) => url.split('/sandbox/pay/')[1]!;

describe('sandbox checkout', () => {
  it('returns an sbx_cs_ ref and a pay page URL on PUBLIC_URL whose token carries the order', async () => {
    const clock = { now: T0 };
    const provider = providerAt(clock);
    const session = await provider.createCheckout(checkout);
    expect(session.providerRef).toMatch(/^sbx_cs_[A-Za-z0-9_-]{16,}$/);
    expect(session.url).toMatch(/^https:\/\/kiosk\.example\/sandbox\/pay\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const lookup = provider.openSession(tokenOf(session.url));
    expect(lookup).toEqual({
      status: 'open',
      session: expect.objectContaining({
        ref: session.providerRef,
        transactionId: checkout.transactionId,
        orderId: checkout.orderId,
        deviceId: 'demo-kiosk-01',
        merchant: 'HealthPoint Demo',
        amount: 2498,
        currency: 'USD',
        items: checkout.lineItems,
        exp: Math.floor(T0.getTime() / 1000) + 30 * 60,
      }),
    });
  });

  it('gives each checkout its own ref', async () => {
    const provider = providerAt({ now: T0 });
    const a = await provider.createCheckout(checkout);
    const b = await provider.createCheckout(checkout);
    expect(a.providerRef).not.toBe(b.providerRef);
  });

  it('refuses a request whose amount is not the sum of its line items', async () => {
    const provider = providerAt({ now: T0 });
    await expect(provider.createCheckout({ ...checkout, amount: 1 })).rejects.toThrow(/differs/);
  });

  it('expires the link at expiresAt, and the same token opens again after a restart (new instance)', async () => {
    const clock = { now: T0 };
    const session = await providerAt(clock).createCheckout({
      ...checkout,
      expiresAt: new Date(T0.getTime() + 60_000),
    });
    const restarted = providerAt(clock);
    expect(restarted.openSession(tokenOf(session.url)).status).toBe('open');
    clock.now = new Date(T0.getTime() + 60_000);
    expect(restarted.openSession(tokenOf(session.url)).status).toBe('expired');
  });

  it('treats a token signed under another secret, or altered, as invalid (not expired)', async () => {
    const clock = { now: T0 };
    const session = await providerAt(clock, 'another-secret-0123456789abcdef0123456789').createCheckout(
      checkout,
    );
    expect(providerAt(clock).openSession(tokenOf(session.url)).status).toBe('invalid');

    const genuine = await providerAt(clock).createCheckout(checkout);
    const [payload, mac] = tokenOf(genuine.url).split('.') as [string, string];
    const json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { amount: number };
    json.amount = 1;
    const altered = `${Buffer.from(JSON.stringify(json)).toString('base64url')}.${mac}`;
    expect(providerAt(clock).openSession(altered).status).toBe('invalid');
    expect(providerAt(clock).openSession('not-a-token').status).toBe('invalid');
    expect(providerAt(clock).openSession(`${payload}.${mac}.x`).status).toBe('invalid');
  });
});

describe('sandbox webhooks', () => {
  it('round-trips: a signed paid event parses to a PaymentEvent', async () => {
    const clock = { now: T0 };
    const provider = providerAt(clock);
    const session = await provider.createCheckout(checkout);
    const { rawBody, signature } = await paidWebhook(provider, tokenOf(session.url));
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = await provider.parseWebhook(rawBody, { 'sandbox-signature': signature });
    expect(event).toEqual({
      eventId: expect.stringMatching(/^sbx_evt_/),
      type: 'paid',
      providerRef: session.providerRef,
      transactionId: checkout.transactionId,
      amount: 2498,
      currency: 'USD',
      failureReason: null,
    });
  });

  it('gives a paid event the same id every time for one session (paying twice dedupes), failures new ids', async () => {
    const provider = providerAt({ now: T0 });
    const lookup = provider.openSession(tokenOf((await provider.createCheckout(checkout)).url));
    if (lookup.status !== 'open') throw new Error('not open');
    expect(provider.eventFor(lookup.session, { type: 'paid' }).id).toBe(
      provider.eventFor(lookup.session, { type: 'paid' }).id,
    );
    const declined = { type: 'failed', failureReason: 'card_declined' } as const;
    expect(provider.eventFor(lookup.session, declined).id).not.toBe(
      provider.eventFor(lookup.session, declined).id,
    );
  });

  it('parses a decline with its reason and no amount', async () => {
    const provider = providerAt({ now: T0 });
    const lookup = provider.openSession(tokenOf((await provider.createCheckout(checkout)).url));
    if (lookup.status !== 'open') throw new Error('not open');
    const rawBody = JSON.stringify(
      provider.eventFor(lookup.session, { type: 'failed', failureReason: 'insufficient_funds' }),
    );
    const event = await provider.parseWebhook(rawBody, {
      'sandbox-signature': provider.signWebhook(rawBody),
    });
    expect(event).toMatchObject({ type: 'failed', amount: null, failureReason: 'insufficient_funds' });
  });

  it('rejects a tampered body with 400', async () => {
    const provider = providerAt({ now: T0 });
    const { rawBody, signature } = await paidWebhook(
      provider,
      tokenOf((await provider.createCheckout(checkout)).url),
    );
    const tampered = rawBody.replace('"amount":2498', '"amount":1');
    expect(tampered).not.toBe(rawBody);
    await expectRejected(provider.parseWebhook(tampered, { 'sandbox-signature': signature }), 'signature');
  });

  it('rejects a body signed with the wrong secret with 400', async () => {
    const provider = providerAt({ now: T0 });
    const { rawBody } = await paidWebhook(provider, tokenOf((await provider.createCheckout(checkout)).url));
    const forged = signSandboxWebhook('wrong-secret', rawBody, T0);
    await expectRejected(provider.parseWebhook(rawBody, { 'sandbox-signature': forged }), 'signature');
    // Signed with the server secret itself rather than the derived webhook secret: also refused.
    const raw = signSandboxWebhook(SECRET, rawBody, T0);
    await expectRejected(provider.parseWebhook(rawBody, { 'sandbox-signature': raw }), 'signature');
  });

  it('accepts up to 5 minutes of age or skew, and rejects a replay older or further ahead with 400', async () => {
    const clock = { now: T0 };
    const provider = providerAt(clock);
    const { rawBody, signature } = await paidWebhook(
      provider,
      tokenOf((await provider.createCheckout(checkout)).url),
    );
    const headers = { 'sandbox-signature': signature };

    clock.now = new Date(T0.getTime() + 300_000);
    await expect(provider.parseWebhook(rawBody, headers)).resolves.toMatchObject({ type: 'paid' });
    clock.now = new Date(T0.getTime() + 301_000);
    await expectRejected(provider.parseWebhook(rawBody, headers), 'expired');

    clock.now = new Date(T0.getTime() - 300_000);
    await expect(provider.parseWebhook(rawBody, headers)).resolves.toMatchObject({ type: 'paid' });
    clock.now = new Date(T0.getTime() - 301_000);
    await expectRejected(provider.parseWebhook(rawBody, headers), 'expired');
  });

  it('rejects a missing, repeated or malformed signature header, and a signed non-JSON body, with 400', async () => {
    const provider = providerAt({ now: T0 });
    const { rawBody, signature } = await paidWebhook(
      provider,
      tokenOf((await provider.createCheckout(checkout)).url),
    );
    await expectRejected(provider.parseWebhook(rawBody, {}), 'signature');
    await expectRejected(
      provider.parseWebhook(rawBody, { 'sandbox-signature': [signature, signature] }),
      'malformed',
    );
    for (const bad of ['garbage', 't=abc,v1=00', `v1=${'a'.repeat(64)}`, 't=1', `t=1,v1=${'z'.repeat(64)}`]) {
      await expectRejected(provider.parseWebhook(rawBody, { 'sandbox-signature': bad }), 'malformed');
    }
    const notJson = 'not json';
    await expectRejected(
      provider.parseWebhook(notJson, { 'sandbox-signature': provider.signWebhook(notJson) }),
      'malformed',
    );
    const wrongShape = JSON.stringify({ id: 'sbx_evt_12345678', type: 'checkout.paid' });
    await expectRejected(
      provider.parseWebhook(wrongShape, { 'sandbox-signature': provider.signWebhook(wrongShape) }),
      'malformed',
    );
  });

  it('returns null for a genuine event of a type it does not act on', async () => {
    const provider = providerAt({ now: T0 });
    const lookup = provider.openSession(tokenOf((await provider.createCheckout(checkout)).url));
    if (lookup.status !== 'open') throw new Error('not open');
    const body = { ...provider.eventFor(lookup.session, { type: 'paid' }), type: 'checkout.updated' };
    const rawBody = JSON.stringify(body);
    await expect(
      provider.parseWebhook(rawBody, { 'sandbox-signature': provider.signWebhook(rawBody) }),
    ).resolves.toBeNull();
  });
});

describe('sandbox refunds', () => {
  it('refunds instantly; the same idempotency key gives the same refund, across restarts', async () => {
    const clock = { now: T0 };
    const { providerRef } = await providerAt(clock).createCheckout(checkout);
    const first = await providerAt(clock).refund({
      providerRef,
      amount: 999,
      reason: 'dispense_failed',
      idempotencyKey: 'k-1',
    });
    const again = await providerAt(clock).refund({
      providerRef,
      amount: 999,
      reason: 'dispense_failed',
      idempotencyKey: 'k-1',
    });
    const other = await providerAt(clock).refund({
      providerRef,
      amount: 999,
      reason: 'dispense_failed',
      idempotencyKey: 'k-2',
    });
    expect(first.refundRef).toMatch(/^sbx_re_[0-9a-f]{32}$/);
    expect(again.refundRef).toBe(first.refundRef);
    expect(other.refundRef).not.toBe(first.refundRef);
  });

  it('refuses a ref that is not a sandbox session, or a non-positive amount, with payment_failed', async () => {
    const provider = providerAt({ now: T0 });
    for (const request of [
      { providerRef: 'cs_test_123', amount: 100 },
      { providerRef: 'sbx_cs_abcdefghijklmnopqrstuvwx', amount: 0 },
    ]) {
      const error = await provider
        .refund({ ...request, reason: 'x', idempotencyKey: 'k' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('payment_failed');
      expect((error as AppError).status).toBe(502);
    }
  });
});
