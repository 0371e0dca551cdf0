import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../http/error-handler';
import type { PaymentEvent } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { deliverSandboxEvent, SANDBOX_WEBHOOK_PATH } from './sandbox-webhook-delivery';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A tiny receiver answering each request with the next status of `statuses` (the last one repeats). */
async function receiver(statuses: number[]): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${SANDBOX_WEBHOOK_PATH}`, received, server };
}

const servers: { close(): unknown }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const noWait = async () => {};
let signCount = 0;
const sign = (body: string) => `t=${1000 + (signCount += 1)},v1=${'0'.repeat(64)}#${body.length}`;

describe('deliverSandboxEvent', () => {
  it('POSTs the exact body as JSON with the sandbox-signature header', async () => {
    const target = await receiver([200]);
    servers.push(target.server);
    const rawBody = JSON.stringify({ id: 'sbx_evt_1', type: 'checkout.paid' });
    const result = await deliverSandboxEvent({ url: target.url, rawBody, sign, sleep: noWait });
    expect(result).toEqual({ isDelivered: true, status: 200, attempts: 1 });
    expect(target.received).toHaveLength(1);
    expect(target.received[0]!.body).toBe(rawBody);
    expect(target.received[0]!.headers['content-type']).toBe('application/json');
    expect(target.received[0]!.headers['sandbox-signature']).toMatch(/^t=\d+,v1=0{64}#\d+$/);
  });

  it('retries a 5xx and signs each attempt afresh, until delivered', async () => {
    const target = await receiver([503, 500, 204]);
    servers.push(target.server);
    const waits: number[] = [];
    const result = await deliverSandboxEvent({
      url: target.url,
      rawBody: '{}',
      sign,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(result).toEqual({ isDelivered: true, status: 204, attempts: 3 });
    expect(waits).toEqual([200, 800]);
    const signatures = target.received.map((r) => r.headers['sandbox-signature']);
    expect(new Set(signatures).size).toBe(3);
  });

  it('gives up after the attempts allowed', async () => {
    const target = await receiver([500]);
    servers.push(target.server);
    const result = await deliverSandboxEvent({
      url: target.url,
      rawBody: '{}',
      sign,
      sleep: noWait,
      attempts: 2,
    });
    expect(result).toEqual({ isDelivered: false, status: 500, attempts: 2 });
    expect(target.received).toHaveLength(2);
  });

  it('does not retry a 4xx rejection (a bad signature will not get better)', async () => {
    const target = await receiver([400, 200]);
    servers.push(target.server);
    const result = await deliverSandboxEvent({ url: target.url, rawBody: '{}', sign, sleep: noWait });
    expect(result).toEqual({ isDelivered: false, status: 400, attempts: 1 });
    expect(target.received).toHaveLength(1);
  });

  it('retries when nothing listens, and reports no status', async () => {
    const target = await receiver([200]);
    await new Promise((resolve) => target.server.close(resolve));
    const result = await deliverSandboxEvent({ url: target.url, rawBody: '{}', sign, sleep: noWait });
    expect(result).toEqual({ isDelivered: false, status: null, attempts: 3 });
  });
});

describe('the webhook route as the lead wires it (raw body in the route scope)', () => {
  it('verifies a delivered sandbox event over the exact bytes, and rejects a forged one with 400', async () => {
    const clock = { now: new Date() };
    const provider = createSandboxProvider({
      secret: 'route-secret-0123456789abcdef01234567',
      publicUrl: 'http://x',
      now: () => clock.now,
    });
    const parsed: PaymentEvent[] = [];

    const app = Fastify();
    registerErrorHandling(app);
    // ---- the snippet handed to the lead (see the report) ----
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
        done(null, body),
      );
      scope.post<{ Params: { provider: string } }>('/payments/:provider/webhook', async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
        const event = await provider.parseWebhook(rawBody, request.headers);
        if (event) parsed.push(event);
        return reply.code(200).send({ data: { received: true } });
      });
    });
    // ---------------------------------------------------------
    await app.listen({ port: 0, host: '127.0.0.1' });
    servers.push(app);
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}${SANDBOX_WEBHOOK_PATH}`;

    const checkout = await provider.createCheckout({
      transactionId: 'tx-1',
      orderId: 'order-1',
      deviceId: 'demo-kiosk-01',
      merchantName: 'Demo',
      amount: 500,
      currency: 'EUR',
      lineItems: [{ title: 'Naloxone', unitAmount: 500, quantity: 1 }],
    });
    const lookup = provider.openSession(checkout.url.split('/sandbox/pay/')[1]!);
    if (lookup.status !== 'open') throw new Error('not open');
    // Spacing and key order that a re-serialised JSON body would not keep: the signature must still hold.
    const event = provider.eventFor(lookup.session, { type: 'paid' });
    const rawBody = JSON.stringify(event, null, 2);

    const good = await deliverSandboxEvent({
      url,
      rawBody,
      sign: (b) => provider.signWebhook(b),
      sleep: noWait,
    });
    expect(good).toEqual({ isDelivered: true, status: 200, attempts: 1 });
    expect(parsed).toEqual([
      {
        eventId: event.id,
        type: 'paid',
        providerRef: checkout.providerRef,
        transactionId: 'tx-1',
        amount: 500,
        currency: 'EUR',
        failureReason: null,
      },
    ]);

    const forged = await deliverSandboxEvent({
      url,
      rawBody,
      sign: () => `t=${Math.floor(Date.now() / 1000)},v1=${'a'.repeat(64)}`,
      sleep: noWait,
    });
    expect(forged).toEqual({ isDelivered: false, status: 400, attempts: 1 });
    expect(parsed).toHaveLength(1);
  });
});
