import { describe, expect, it, vi } from 'vitest';
import { DB_KINDS, DEMO, testClock, useTestApp } from '../test/harness';
import { expectError } from '../test/expect-error';
import { purchase } from './support/purchase';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 300_000 });

/**
 * An attack from outside: with the device-wide cap (30 waiting orders from outside) full of 72-hour
 * reservations, a phone at a fresh address was told "waiting from here" and to come back in 900 s.
 */
describe.each(DB_KINDS)('hold limits say which one was hit, and when it frees, on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const api = purchase(t);
  const base = `/devices/${DEMO}`;
  const reserveFrom = async (address: string) => {
    const created = await t.rawApp.inject({
      method: 'POST',
      url: `${base}/orders?locale=en&isReservable=true`,
      payload: { skus: [{ skuId: 'fentanyl-test-strips-5', quantity: 1 }] },
      remoteAddress: address,
    });
    if (created.statusCode !== 201) return created;
    const { id, capability } = created.json().data as { id: string; capability: string };
    return t.rawApp.inject({
      method: 'POST',
      url: `${base}/orders/${id}/reserve`,
      headers: { authorization: `Bearer ${capability}` },
      remoteAddress: address,
    });
  };

  it('the device-wide cap: 429 naming the kiosk, Retry-After until the first reservation lapses', async () => {
    await api.setStock([{ skuId: 'fentanyl-test-strips-5', stock: 1000 }]);
    for (let i = 0; i < 30; i++) {
      const reserved = await reserveFrom(`127.0.0.${2 + Math.floor(i / 3)}`);
      expect(reserved.statusCode, reserved.body).toBe(201);
    }
    clock.advance(60 * 60_000);
    const refused = await reserveFrom('127.0.0.100');
    const body = expectError(refused, 429, 'rate_limited');
    expect(body.description).toContain('This kiosk');
    // The first of the 72-hour reservations lapses 71 hours from now.
    expect(Number(refused.headers['retry-after'])).toBe(71 * 3600);
  });

  it("a client's own cap: 429 saying from here, Retry-After until its first hold lapses", async () => {
    clock.advance(73 * 60 * 60_000);
    for (let i = 0; i < 3; i++) expect((await reserveFrom('127.0.0.150')).statusCode).toBe(201);
    clock.advance(10 * 60_000);
    const refused = await reserveFrom('127.0.0.150');
    const body = expectError(refused, 429, 'rate_limited');
    expect(body.description).toContain('from here');
    expect(Number(refused.headers['retry-after'])).toBe(72 * 3600 - 600);
  });
});
