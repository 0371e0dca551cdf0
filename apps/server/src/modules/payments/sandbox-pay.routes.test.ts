import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxProvider, type SandboxProvider } from '../../payments/sandbox-provider';
import { createTestApp, testClock, TEST_SECRET, useTestApp } from '../../test/harness';

const TX = '5b1c9a3e-8d4f-4a2b-9c6e-1f2a3b4c5d6e';
const ORDER = 'a1b2c3d4-e5f6-4789-8abc-def012345678';
const DEVICE = 'demo-kiosk-0001';
const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
};

interface Hook {
  headers: IncomingHttpHeaders;
  body: string;
}

describe('sandbox pay page', () => {
  const clock = testClock(new Date('2026-11-22T18:00:00Z'));
  const hooks: Hook[] = [];
  let receiver: Server;
  let provider: SandboxProvider;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        if (request.url === '/payments/sandbox/webhook' && request.method === 'POST') {
          hooks.push({ headers: request.headers, body });
        }
        response.statusCode = 200;
        response.end('{"data":{"received":true}}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  // Registered before the app, so it runs after the app closes, as hooks run in reverse.
  afterAll(() => {
    receiver?.close();
  });
  // Not listening, the app sends its webhooks to PUBLIC_URL: here, the receiver.
  const t = useTestApp('pglite', () => {
    const { port } = receiver.address() as AddressInfo;
    return { env: { PUBLIC_URL: `http://127.0.0.1:${port}` }, now: clock.now, seed: false };
  });
  beforeAll(() => {
    provider = createSandboxProvider({
      secret: TEST_SECRET,
      publicUrl: t.ctx.config.publicUrl,
      now: clock.now,
    });
  });

  beforeEach(() => {
    hooks.length = 0;
    clock.set('2026-11-22T18:00:00Z');
  });

  async function newPayPath(): Promise<{ path: string; providerRef: string }> {
    const session = await provider.createCheckout({
      transactionId: TX,
      orderId: ORDER,
      deviceId: DEVICE,
      merchantName: 'HealthPoint <Demo> & Co',
      amount: 2498,
      currency: 'USD',
      lineItems: [
        { title: 'Pregnancy test', unitAmount: 999, quantity: 2 },
        { title: 'Condoms', unitAmount: 500, quantity: 1 },
      ],
    });
    return { path: new URL(session.url).pathname, providerRef: session.providerRef };
  }

  const pay = (path: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('serves a phone-sized card form: merchant, amount in the currency, labelled fields, no script', async () => {
    const { path } = await newPayPath();
    expect(path.length).toBeGreaterThan(200); // longer than the router's parameter limit: the wildcard route matters
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<span class="brand">HealthPoint</span>');
    expect(html).toContain('<h1>Pay HealthPoint &lt;Demo&gt; &amp; Co</h1>');
    expect(html).toContain('<strong>$24.98</strong>');
    expect(html).toContain('2 × Pregnancy test</span><span>$19.98</span>');
    expect(html).toContain(`<form method="post" action="${path}" novalidate>`);
    for (const [id, label] of [
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiry date (MM/YY)'],
      ['cvc', 'Security code (CVC)'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}"[^>]*aria-describedby="${id}-hint"`));
    }
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('<button type="submit">Pay $24.98</button>');
    expect(html).toContain('.bar{height:64px');
    expect(html).toContain('min-height:44px');
    expect(html).toContain(':focus-visible{outline:3px solid');
    expect(html).not.toMatch(/<script|onclick=|onsubmit=|javascript:/i);
  });

  it.each([
    ['success', CARDS.success, 'paid', null],
    ['declined', CARDS.declined, 'failed', 'card_declined'],
    ['insufficient funds', CARDS.insufficient, 'failed', 'insufficient_funds'],
  ] as const)(
    'pays with the %s card: signed webhook sent, then 303 to the status page',
    async (_name, card, type, reason) => {
      const { path, providerRef } = await newPayPath();
      const res = await pay(path, { cardNumber: card, expiry: '12/34', cvc: '123' });
      expect(res.statusCode).toBe(303);
      const expected = new URLSearchParams({
        orderId: ORDER,
        deviceId: DEVICE,
        transactionId: TX,
        result: type,
      });
      if (reason) expected.set('reason', reason);
      expect(res.headers.location).toBe(`/mobile/payment/status?${expected.toString()}`);

      expect(hooks).toHaveLength(1);
      const hook = hooks[0]!;
      expect(hook.headers['content-type']).toBe('application/json');
      const event = await provider.parseWebhook(hook.body, hook.headers);
      expect(event).toEqual({
        eventId: expect.stringMatching(/^sbx_evt_/),
        type,
        providerRef,
        transactionId: TX,
        amount: type === 'paid' ? 2498 : null,
        currency: type === 'paid' ? 'USD' : null,
        failureReason: reason,
      });
      expect(hook.body).not.toMatch(/4242|4000 ?0000/);
    },
  );

  it('re-renders the form with 400 for a card that is not a test card; no webhook; the number is not echoed', async () => {
    const { path } = await newPayPath();
    const res = await pay(path, { cardNumber: '5555 5555 5555 4444', expiry: '12/34', cvc: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<p class="error" id="cardNumber-error">Use a test card.</p>');
    expect(html).toMatch(
      /<input id="cardNumber" [^>]*aria-describedby="cardNumber-hint cardNumber-error" aria-invalid="true" autofocus/,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('<a href="#cardNumber">Use a test card.</a>');
    expect(html).toMatch(/<input id="expiry" [^>]*value="12\/34"/);
    expect(html).not.toContain('5555');
    expect(hooks).toHaveLength(0);
  });

  it('names each bad field: past expiry and short CVC', async () => {
    const { path } = await newPayPath();
    const res = await pay(path, { cardNumber: CARDS.success, expiry: '10/26', cvc: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<p class="error" id="expiry-error">Enter an expiry date in the future.</p>');
    expect(res.body).toContain('<p class="error" id="cvc-error">Enter the 3 or 4 digit security code.</p>');
    expect(res.body).toMatch(/<input id="expiry" [^>]*aria-invalid="true" autofocus/);
    expect(res.body).not.toMatch(/<input id="cardNumber" [^>]*aria-invalid/);
    expect(hooks).toHaveLength(0);
  });

  it('shows an expired link as 410 on GET and POST, and sends nothing', async () => {
    const { path } = await newPayPath();
    clock.advance(30 * 60_000);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('<h1>This payment link has expired.</h1>');
    expect(page.body).toContain('<html lang="en"');
    const post = await pay(path, { cardNumber: CARDS.success, expiry: '12/34', cvc: '123' });
    expect(post.statusCode).toBe(410);
    expect(hooks).toHaveLength(0);
  });

  it('shows a forged, altered or unknown link as a 404 page, and sends nothing', async () => {
    const { path } = await newPayPath();
    const token = path.split('/').pop()!;
    const [payload, mac] = token.split('.') as [string, string];
    const json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const cheaper = `${Buffer.from(JSON.stringify({ ...json, amount: 1 })).toString('base64url')}.${mac}`;
    const other = createSandboxProvider({ secret: 'x'.repeat(40), publicUrl: 'http://x', now: clock.now });
    const foreign = new URL(
      (
        await other.createCheckout({
          transactionId: TX,
          orderId: ORDER,
          deviceId: DEVICE,
          merchantName: 'M',
          amount: 1,
          currency: 'USD',
          lineItems: [{ title: 'x', unitAmount: 1, quantity: 1 }],
        })
      ).url,
    ).pathname;
    for (const url of [
      `/sandbox/pay/${cheaper}`,
      foreign,
      '/sandbox/pay/nonsense',
      '/sandbox/pay/',
      `${path}/extra`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<h1>Payment link not found</h1>');
    }
    const post = await pay(`/sandbox/pay/${cheaper}`, {
      cardNumber: CARDS.success,
      expiry: '12/34',
      cvc: '123',
    });
    expect(post.statusCode).toBe(404);
    expect(hooks).toHaveLength(0);
  });

  it('never logs a card number', async () => {
    const { path } = await newPayPath();
    t.logs.length = 0;
    for (const card of [...Object.values(CARDS), '5555 5555 5555 4444']) {
      await pay(path, { cardNumber: card, expiry: '12/34', cvc: '123' });
      await pay(path, { cardNumber: card.replace(/ /g, ''), expiry: '01/20', cvc: '1' });
    }
    expect(t.logs.length).toBeGreaterThan(0);
    const logs = t.logs.join('\n');
    expect(logs).toContain('sandbox webhook delivered');
    for (const digits of ['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444']) {
      expect(logs).not.toContain(digits);
      expect(logs).not.toContain(digits.replace(/(\d{4})(?=\d)/g, '$1 '));
      expect(logs).not.toContain(digits.replace(/(\d{4})(?=\d)/g, '$1+'));
    }
  });

  it('when listening, delivers to its own address (the webhook route a real provider uses)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { path } = await newPayPath();
      t.logs.length = 0;
      const res = await pay(path, { cardNumber: CARDS.declined, expiry: '12/34', cvc: '123' });
      expect(res.statusCode).toBe(303);
      expect(hooks).toHaveLength(0); // not to PUBLIC_URL
      const line = t.logs
        .map((l) => JSON.parse(l) as { msg?: string; delivery?: { status: number | null } })
        .find((l) => l.msg?.startsWith('sandbox webhook'));
      expect(line?.delivery?.status).not.toBeNull(); // the app itself answered, whatever its webhook route says
    } finally {
      await t.app.server.close();
    }
  });
});

describe('sandbox pay page with PAYMENT_PROVIDER=stripe', () => {
  it('is not served', async () => {
    const t = await createTestApp('pglite', {
      seed: false,
      env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
    });
    try {
      const provider = createSandboxProvider({
        secret: TEST_SECRET,
        publicUrl: 'http://x',
        now: () => new Date(),
      });
      const { url } = await provider.createCheckout({
        transactionId: TX,
        orderId: ORDER,
        deviceId: DEVICE,
        merchantName: 'M',
        amount: 1,
        currency: 'USD',
        lineItems: [{ title: 'x', unitAmount: 1, quantity: 1 }],
      });
      const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Card number');
    } finally {
      await t.close();
    }
  });
});
