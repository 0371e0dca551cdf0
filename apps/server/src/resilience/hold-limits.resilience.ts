import { describe, expect, it, vi } from 'vitest';
import { DB_KINDS, DEMO, testClock, useTestApp } from '../test/harness';
import { expectError } from '../test/expect-error';
import { phoneReserveClient } from '../test/phone-reserve-client';
import { OTP_RESEND_AFTER_MS } from '../modules/offers/otp-policy';
import { purchase } from '../test/purchase';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 300_000 });

const STRIPS = 'fentanyl-test-strips-5';

/**
 * An attack from outside: with the device-wide cap (30 waiting orders from outside) full of 72-hour
 * reservations, a phone at a fresh address was told "waiting from here" and to come back in 900 s. Each
 * limit's 429 now names it, with Retry-After until the first hold it counts runs out.
 */
describe.each(DB_KINDS)('hold limits say which one was hit, and when it frees, on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const api = purchase(t);
  const orderFrom = (address: string) =>
    t.rawApp.inject({
      method: 'POST',
      url: `/devices/${DEMO}/orders?locale=en&isReservable=true`,
      payload: { skus: [{ skuId: STRIPS, quantity: 1 }] },
      remoteAddress: address,
    });

  it('the device-wide cap on confirmed orders from outside: 429 naming the kiosk, Retry-After until the first lapses', async () => {
    await api.setStock([{ skuId: STRIPS, stock: 1000 }]);
    // Fifteen phones, two reservations each (their quota), from an address each.
    for (let i = 0; i < 30; i++) {
      const phone = phoneReserveClient(t, `127.0.0.${2 + Math.floor(i / 2)}`);
      const { reserved } = await phone.tryToReserve(`+1415555${1000 + Math.floor(i / 2)}`, STRIPS);
      expect(reserved?.statusCode, reserved?.body).toBe(201);
      clock.advance(OTP_RESEND_AFTER_MS);
    }
    clock.advance(60 * 60_000);
    // A sixteenth phone, at a fresh address: its order is taken (it holds nothing), its confirmation not.
    const phone = phoneReserveClient(t, '127.0.0.100');
    const created = await phone.order(STRIPS);
    expect(created.statusCode, created.body).toBe(201);
    const { id, capability } = created.json().data;
    const { confirmed } = await phone.confirm(id, capability, '+14155551100');
    const body = expectError(confirmed!, 429, 'rate_limited');
    expect(body.description).toContain('This kiosk');
    // The first of the 72-hour reservations lapses 71 hours (less the phones' resend waits) from now.
    expect(Number(confirmed!.headers['retry-after'])).toBe(71 * 3600 - (30 * OTP_RESEND_AFTER_MS) / 1000);
  });

  it("a client's own cap: 429 saying from here, Retry-After until its first hold lapses", async () => {
    clock.advance(73 * 60 * 60_000);
    const bound = t.ctx.config.holdLimits.perClient;
    for (let i = 0; i < bound; i++) expect((await orderFrom('127.0.0.150')).statusCode).toBe(201);
    clock.advance(5 * 60_000);
    const refused = await orderFrom('127.0.0.150');
    const body = expectError(refused, 429, 'rate_limited');
    expect(body.description).toContain('from here');
    expect(Number(refused.headers['retry-after'])).toBe(10 * 60);
  });

  it("a phone's quota at a kiosk: 429 naming the phone number, Retry-After until its first reservation lapses", async () => {
    clock.advance(20 * 60_000);
    const phoneNumber = '+14155550191';
    for (let i = 0; i < 2; i++) {
      const { reserved } = await phoneReserveClient(t, `127.0.0.${160 + i}`).tryToReserve(
        phoneNumber,
        STRIPS,
      );
      expect(reserved?.statusCode, reserved?.body).toBe(201);
      clock.advance(60_000);
    }
    const third = phoneReserveClient(t, '127.0.0.170');
    const { id, capability } = (await third.order(STRIPS)).json().data;
    const { confirmed } = await third.confirm(id, capability, phoneNumber);
    const body = expectError(confirmed!, 429, 'rate_limited');
    expect(body.description).toContain('This phone number');
    // The first of its 72-hour reservations lapses 72 hours less 2 minutes from now.
    expect(Number(confirmed!.headers['retry-after'])).toBe(72 * 3600 - 120);
  });
});
