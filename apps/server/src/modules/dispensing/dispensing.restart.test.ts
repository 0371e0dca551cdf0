import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSandboxProvider } from '../../payments/sandbox-provider';
import { freePort, killHard, startServer } from '../../test/server-process';

const SECRET = 'restart-test-secret-0123456789abcdef0123456789';
const DEVICE = 'demo-kiosk-0001';

interface Reply {
  data: {
    id: string;
    status: string;
    quantityDispensed: number;
    url: string;
    refundedAmount: number;
    message: string;
  };
}
const read = async (response: Response | Promise<Response>): Promise<Reply['data']> =>
  ((await (await response).json()) as Reply).data;

describe('a server killed in the middle of a dispense', () => {
  it('never dispenses a unit twice and leaves the order in a state the kiosk can show, refunded', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kiosk-restart-'));
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      SECRET_KEY: SECRET,
      DISPENSE_UNIT_MS: '400',
      DEMO_STAFF_PASSKEY: 'restart-passkey-1',
    };
    const publicUrl = `http://localhost:${port}`;
    let server = await startServer(env, port);
    // Paired as the kiosk is (staff passkey); the credential lives in the database, so it outlives the kill.
    const paired = await fetch(`${server.baseUrl}/devices/${DEVICE}/kiosk-credential`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.DEMO_STAFF_PASSKEY}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(paired.status).toBe(201);
    const cookie = paired.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}/devices/${DEVICE}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string> | undefined), cookie },
      });
    const post = (path: string, body?: unknown) =>
      api(
        path,
        body === undefined
          ? { method: 'POST' }
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      );
    try {
      const order = await read(
        post('/orders?locale=en', { skus: [{ skuId: 'condoms-3-pack', quantity: 3 }] }),
      );
      const transaction = await read(post(`/orders/${order.id}/transactions`));
      const session = await read(
        api(`/orders/${order.id}/transactions/${transaction.id}/session?manualRedirect=true`),
      );
      const sandbox = createSandboxProvider({ secret: SECRET, publicUrl, now: () => new Date() });
      const lookup = sandbox.openSession(session.url.split('/sandbox/pay/')[1]!);
      if (lookup.status !== 'open') throw new Error('session not open');
      const rawBody = JSON.stringify(sandbox.eventFor(lookup.session, { type: 'paid' }));
      const webhook = await fetch(`${server.baseUrl}/payments/sandbox/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sandbox-signature': sandbox.signWebhook(rawBody) },
        body: rawBody,
      });
      expect(webhook.status).toBe(200);

      void post(`/orders/${order.id}/dispense?locale=en`).catch(() => undefined);
      for (let i = 0; i < 100; i++) {
        const current = await read(api(`/orders/${order.id}`));
        if (current.quantityDispensed >= 1) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await killHard(server);

      server = await startServer(env, port);
      const after = await read(api(`/orders/${order.id}`));
      expect(after.status).toBe('dispense_failed');
      expect(after.quantityDispensed).toBeGreaterThanOrEqual(1);
      expect(after.quantityDispensed).toBeLessThan(3);
      const again = await post(`/orders/${order.id}/dispense?locale=en`);
      expect(again.status).toBe(500);
      expect((await read(again)).message).toBe('Dispense failure');
      const final = await read(api(`/orders/${order.id}`));
      expect(final.quantityDispensed).toBe(after.quantityDispensed);
      const tx = await read(api(`/orders/${order.id}/transactions/${transaction.id}`));
      expect(tx.refundedAmount).toBe((3 - after.quantityDispensed) * 100);
      expect(tx.status).toBe('partially_refunded');
    } finally {
      await killHard(server);
    }
  }, 90_000);
});
