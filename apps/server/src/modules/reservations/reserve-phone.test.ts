import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { keyedHash } from '../../lib/secrets';
import { DB_KINDS, DEMO, TEST_SECRET, staffAuth, testClock, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { stockOf } from '../../test/db-state';
import { codeSentTo, phoneReserveClient } from '../../test/phone-reserve-client';
import { expireLapsedOrders } from '../orders/orders.service';
import { OTP_RESEND_AFTER_MS } from '../offers/otp-policy';

const STRIPS = 'fentanyl-test-strips-5';
const VITAMINS = 'prenatal-vitamins-30';

/** A reservation from a phone outside the kiosk is confirmed by the phone's one-time code. */
describe.each(DB_KINDS)("a phone's reservation, confirmed by its code, on %s", (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  let address = 10;
  /** A fresh phone at a fresh address, the clock past any resend wait. */
  const freshPhone = () => {
    clock.advance(OTP_RESEND_AFTER_MS);
    return phoneReserveClient(t, `127.0.3.${address++}`);
  };
  const held = async (skuId = STRIPS) => (await stockOf(t.ctx.db, DEMO, skuId)).held;

  it('holds nothing until the right code; then holds the units, and reserves', async () => {
    const phone = freshPhone();
    const before = await held();
    const created = await phone.order(STRIPS);
    expect(created.statusCode, created.body).toBe(201);
    const { id, capability, metadata } = created.json().data;
    expect(metadata.isAwaitingPhone).toBe(true);
    expect(await held()).toBe(before);
    expect(expectError(await phone.reserve(id, capability), 409, 'conflict').description).toContain('phone');

    const phoneNumber = '(415) 555-0123';
    expect((await phone.sendCode(id, capability, phoneNumber)).statusCode).toBe(200);
    const code = (await codeSentTo(t, phoneNumber))!;
    const wrong = code === '000000' ? '000001' : '000000';
    expectError(await phone.checkCode(id, capability, phoneNumber, wrong), 401, 'unauthorized');
    expect(await held()).toBe(before);

    const confirmed = await phone.checkCode(id, capability, phoneNumber, code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'open', metadata: { isAwaitingPhone: false } });
    expect(await held()).toBe(before + 1);
    // The order keeps only the number's keyed hash.
    const rows = rowsOf<{ phone_hash: string }>(
      await t.ctx.db.execute(sql`select phone_hash from orders where id = ${id}`),
    );
    expect(rows[0]!.phone_hash).toBe(keyedHash(TEST_SECRET, 'phone', '+14155550123'));
    // Confirmed once: the code does not confirm again.
    expectError(await phone.checkCode(id, capability, phoneNumber, code), 409, 'conflict');

    const reserved = await phone.reserve(id, capability);
    expect(reserved.statusCode, reserved.body).toBe(201);
    expect(reserved.json().data.code).toMatch(/^\d{6}$/);
    expect(t.logs.filter((l) => l.includes('5550123'))).toEqual([]);
  });

  it('a paid reservation is paid only once its phone confirmed it', async () => {
    const phone = freshPhone();
    const created = await phone.order(VITAMINS);
    const { id, capability } = created.json().data;
    const pay = () => phone.call('POST', `/orders/${id}/transactions?locale=en`, capability);
    expectError(await pay(), 409, 'conflict');
    const { confirmed } = await phone.confirm(id, capability, '+14155550124');
    expect(confirmed?.statusCode, confirmed?.body).toBe(200);
    expect((await pay()).statusCode).toBe(201);
  });

  it('an order never confirmed lapses with the open hold (15 minutes) and gives back nothing it did not hold', async () => {
    const phone = freshPhone();
    const before = await held();
    const { id, capability } = (await phone.order(STRIPS)).json().data;
    clock.advance(15 * 60_000 + 1000);
    const late = await phone.sendCode(id, capability, '+14155550125');
    expect(expectError(late, 409, 'conflict').description).toContain('expired');
    await expireLapsedOrders(t.ctx);
    const order = await t.app.inject({ url: `/devices/${DEMO}/orders/${id}?locale=en` });
    expect(order.json().data.status).toBe('expired');
    expect(await held()).toBe(before);
  });

  it('a confirmation past the reservable share is 409 saying why; the emergency kit is never reservable', async () => {
    const stock = await t.app.inject({
      method: 'PUT',
      url: `/devices/${DEMO}/products/stock`,
      headers: staffAuth,
      payload: { skus: [{ skuId: VITAMINS, stock: (await held(VITAMINS)) + 2 }] },
    });
    expect(stock.statusCode, stock.body).toBe(200);
    const first = freshPhone();
    const one = (await first.order(VITAMINS)).json().data;
    expect((await first.confirm(one.id, one.capability, '+14155550126')).confirmed?.statusCode).toBe(200);
    // Half of what is on hand is held for reservations now: the next one waits.
    const second = freshPhone();
    const two = (await second.order(VITAMINS)).json().data;
    const { confirmed } = await second.confirm(two.id, two.capability, '+14155550127');
    expect(expectError(confirmed!, 409, 'out_of_stock').description).toBe(
      '30 tablets cannot be reserved now: the rest is kept for visitors at the kiosk.',
    );
    expectError(await second.order('naloxone-2-pack'), 400, 'validation');
  });
});
