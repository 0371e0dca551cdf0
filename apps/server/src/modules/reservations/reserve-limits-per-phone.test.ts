import { describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, staffAuth, testClock, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { stockOf } from '../../test/db-state';
import { phoneReserveClient } from '../../test/phone-reserve-client';
import { OTP_RESEND_AFTER_MS } from '../offers/otp-policy';

const STRIPS = 'fentanyl-test-strips-5';

/**
 * Many phones share one address (a café's or a carrier's NAT): what one person may hold is limited per
 * phone confirmed by its code; the address is only a loose bound on orders no phone confirmed.
 */
describe.each(DB_KINDS)('reservation limits per confirmed phone, not per address, on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const restock = async () => {
    const held = (await stockOf(t.ctx.db, DEMO, STRIPS)).held;
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/devices/${DEMO}/products/stock`,
      headers: staffAuth,
      payload: { skus: [{ skuId: STRIPS, stock: held + 200 }] },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  };

  it('four phones behind one address each reserve; a phone over its own limit is refused', async () => {
    await restock();
    const nat = phoneReserveClient(t, '127.0.4.1');
    // Four visitors start at once, before any of them has a code: four orders waiting from one address.
    const orders = [];
    for (let i = 0; i < 4; i++) {
      const created = await nat.order(STRIPS);
      expect(created.statusCode, created.body).toBe(201);
      orders.push(created.json().data as { id: string; capability: string });
    }
    for (const [i, { id, capability }] of orders.entries()) {
      const { confirmed } = await nat.confirm(id, capability, `+1415555020${i}`);
      expect(confirmed?.statusCode, confirmed?.body).toBe(200);
      const reserved = await nat.reserve(id, capability);
      expect(reserved.statusCode, reserved.body).toBe(201);
    }
    // A fifth phone there later still reserves: confirmed reservations do not count against the address.
    const { reserved: fifth } = await nat.tryToReserve('+14155550204', STRIPS);
    expect(fifth?.statusCode, fifth?.body).toBe(201);

    // The first phone reserves its second (RESERVATIONS_PER_PHONE is 2), and a third is refused.
    clock.advance(OTP_RESEND_AFTER_MS);
    const { reserved: second } = await nat.tryToReserve('+14155550200', STRIPS);
    expect(second?.statusCode, second?.body).toBe(201);
    clock.advance(OTP_RESEND_AFTER_MS);
    const third = (await nat.order(STRIPS)).json().data as { id: string; capability: string };
    const { confirmed } = await nat.confirm(third.id, third.capability, '+14155550200');
    expect(expectError(confirmed!, 429, 'rate_limited').description).toContain('This phone number');
  });

  it('the address stays a loose bound on orders no phone has confirmed', async () => {
    clock.advance(20 * 60_000);
    await restock();
    const flood = phoneReserveClient(t, '127.0.4.2');
    const bound = t.ctx.config.holdLimits.perClient;
    expect(bound).toBe(10);
    for (let i = 0; i < bound; i++) expect((await flood.order(STRIPS)).statusCode).toBe(201);
    const refused = await flood.order(STRIPS);
    expect(expectError(refused, 429, 'rate_limited').description).toContain('from here');
    // Unconfirmed, they lapse with the open order's hold (15 minutes); then the address may order again.
    clock.advance(15 * 60_000 + 1000);
    expect((await flood.order(STRIPS)).statusCode).toBe(201);
  });
});
