import fc from 'fast-check';
import type { SandboxProvider } from '../payments/sandbox-provider';
import type { TestApp } from './harness';
import type { FuzzRequest } from './fuzz-requests';

const JSON_TYPE = 'application/json';

/**
 * The webhook takes a raw body (no schema in the document): forged, garbled and well-signed bodies of
 * every shape. Forged or garbled ones are invalid; a well-signed one may be applied or ignored.
 */
export function webhookRequests(t: TestApp): fc.Arbitrary<FuzzRequest> {
  const provider = t.ctx.payments as SandboxProvider;
  const event = fc.record({
    id: fc.oneof(fc.string(), fc.stringMatching(/^sbx_evt_[A-Za-z0-9_-]{8,20}$/)),
    type: fc.constantFrom('checkout.paid', 'checkout.failed', 'checkout.expired', 'other', ''),
    created: fc.integer(),
    data: fc.record({
      providerRef: fc.string({ maxLength: 30 }),
      transactionId: fc.oneof(fc.uuid(), fc.string({ maxLength: 10 })),
      orderId: fc.uuid(),
      deviceId: fc.string({ maxLength: 20 }),
      amount: fc.integer({ min: -5, max: 10_000 }),
      currency: fc.constantFrom('USD', 'usd', ''),
      failureReason: fc.option(fc.string({ maxLength: 10 })),
    }),
  });
  const body = fc.oneof(
    event.map((e) => JSON.stringify(e)),
    fc.string({ maxLength: 200 }),
    fc.jsonValue().map((v) => JSON.stringify(v)),
  );
  return fc
    .tuple(body, fc.constantFrom('signed', 'forged', 'none', 'garbled'), fc.constantFrom('sandbox', 'stripe'))
    .map(([raw, signing, provider_]) => {
      const signature =
        signing === 'signed'
          ? provider.signWebhook(raw)
          : signing === 'forged'
            ? `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`
            : signing === 'garbled'
              ? 'v1=,t=abc'
              : undefined;
      return {
        method: 'POST',
        url: `/payments/${provider_}/webhook`,
        headers: { 'content-type': JSON_TYPE, ...(signature ? { 'sandbox-signature': signature } : {}) },
        payload: raw,
        isInvalid: signing !== 'signed' || provider_ !== 'sandbox',
      };
    });
}

/** The hosted pay page with tokens that are not ours: a page saying the link is unknown, never a charge. */
export function sandboxPageRequests(): fc.Arbitrary<FuzzRequest> {
  const token = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.stringMatching(/^[A-Za-z0-9_-]{10,40}\.[A-Za-z0-9_-]{10,43}$/),
  );
  const form = fc.dictionary(
    fc.constantFrom('card', 'expiry', 'cvc', 'name', 'x'),
    fc.string({ maxLength: 20 }),
  );
  return fc.tuple(token, fc.constantFrom('GET', 'POST'), form).map(([tok, method, fields]): FuzzRequest => ({
    method,
    url: `/sandbox/pay/${encodeURIComponent(tok)}`,
    headers:
      method === 'POST'
        ? { 'content-type': 'application/x-www-form-urlencoded' }
        : ({} as Record<string, string>),
    ...(method === 'POST' ? { payload: new URLSearchParams(fields).toString() } : {}),
    isInvalid: true,
  }));
}
