import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { keyedHash } from '../../lib/secrets';
import { DB_KINDS, TEST_SECRET, client, testClock, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import {
  offersClient,
  lastOutboxCode,
  otherCode,
  outboxCount,
  plentyOfStock,
} from '../../test/offers-test-client';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_ORDER,
  OTP_MAX_SENDS_PER_PHONE,
  OTP_RESEND_AFTER_MS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
} from './otp-policy';

const NALOXONE = 'naloxone-2-pack';
let phoneCounter = 2000;
const nextPhone = () => `+1212555${String(phoneCounter++).padStart(4, '0')}`;

describe.each(DB_KINDS)('one-time codes and their limits on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const api = client(t);
  const offers = offersClient(t);
  beforeAll(() => plentyOfStock(t));

  /** A naloxone order opted in to its offer, ready for a code; the clock is past any resend wait. */
  const openOrder = async () => {
    clock.advance(OTP_RESEND_AFTER_MS);
    const orderId = (await api.createOrder([{ skuId: NALOXONE, quantity: 2 }])).json().data.id as string;
    expect((await offers.optIn(orderId, [NALOXONE])).statusCode).toBe(200);
    return orderId;
  };

  it('texts a 6-digit code, valid 10 minutes; only keyed hashes of the number and code are stored', async () => {
    const orderId = await openOrder();
    const phone = nextPhone();
    const res = await offers.sendCode(orderId, phone);
    expect(res.statusCode).toBe(200);
    const { status, verification } = res.json().data;
    expect(status).toBe('code_sent');
    expect(verification).toMatchObject({ state: 'code_sent', attemptsLeft: OTP_MAX_ATTEMPTS });
    expect(new Date(verification.codeExpiresAt).getTime() - clock.now().getTime()).toBe(10 * 60_000);
    expect(new Date(verification.resendAvailableAt).getTime() - clock.now().getTime()).toBe(30_000);
    const code = await lastOutboxCode(t);
    expect(code).toMatch(/^\d{6}$/);
    const outbox = rowsOf<{ to_masked: string; body: string }>(
      await t.ctx.db.execute(sql`select to_masked, body from sms_outbox order by id desc limit 1`),
    )[0]!;
    expect(outbox.to_masked).toBe(`+1 •••••• ${phone.slice(-4)}`);
    expect(outbox.to_masked).not.toContain(phone.slice(2, 8));
    expect(outbox.body).toBe(
      `${code} is your HealthPoint verification code. It expires in 10 minutes. Do not share it.`,
    );
    const challenge = rowsOf<{ phone_hash: string; code_hash: string }>(
      await t.ctx.db.execute(sql`select phone_hash, code_hash from otp_challenges order by id desc limit 1`),
    )[0]!;
    expect(challenge.phone_hash).toBe(keyedHash(TEST_SECRET, 'phone', phone));
    expect(challenge.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.code_hash).not.toContain(code);
    // No table holds the number, in any form, outside the dev outbox's masked copy.
    const everything = rowsOf<{ t: string }>(
      await t.ctx.db.execute(
        sql`select string_agg(x::text, '|') as t from (
          select row_to_json(c)::text as x from otp_challenges c
          union all select row_to_json(d)::text from order_discounts d
          union all select row_to_json(r)::text from offer_redemptions r
          union all select row_to_json(th)::text from throttles th) s`,
      ),
    )[0]!.t;
    expect(everything).not.toContain(phone.slice(2));
    expect(everything).not.toContain(code);
  });

  it(`refuses a resend within ${OTP_RESEND_AFTER_MS / 1000} s (429, Retry-After), allows it after`, async () => {
    const orderId = await openOrder();
    const phone = nextPhone();
    await offers.sendCode(orderId, phone);
    const first = await lastOutboxCode(t);
    clock.advance(OTP_RESEND_AFTER_MS - 1000);
    const early = await offers.sendCode(orderId, phone);
    expect(expectError(early, 429, 'rate_limited').description).toBe(
      'Please wait 1 seconds before requesting another code.',
    );
    expect(early.headers['retry-after']).toBe('1');
    clock.advance(1000);
    expect((await offers.sendCode(orderId, phone)).statusCode).toBe(200);
    const second = await lastOutboxCode(t);
    // Only the newest code works.
    if (first !== second) expectError(await offers.checkCode(orderId, phone, first), 401, 'unauthorized');
    expect((await offers.checkCode(orderId, phone, second)).json().data.status).toBe('eligible');
  });

  it(`sends at most ${OTP_MAX_SENDS_PER_PHONE} codes to one phone in an hour, whatever the order`, async () => {
    const phone = nextPhone();
    const start = clock.now().getTime();
    for (let i = 0; i < OTP_MAX_SENDS_PER_PHONE; i++) {
      const orderId = await openOrder();
      expect((await offers.sendCode(orderId, phone)).statusCode).toBe(200);
    }
    const before = await outboxCount(t);
    const orderId = await openOrder();
    const refused = await offers.sendCode(orderId, phone);
    const body = expectError(refused, 429, 'rate_limited');
    expect(body.description).toMatch(/^Too many codes were sent\. Please try again in \d+ seconds\.$/);
    // The first send leaves the window an hour after it was made.
    const firstSend = start + OTP_RESEND_AFTER_MS;
    const waitSeconds = Math.ceil((firstSend + OTP_SEND_WINDOW_MS - clock.now().getTime()) / 1000);
    expect(refused.headers['retry-after']).toBe(String(waitSeconds));
    expect(await outboxCount(t)).toBe(before);
    clock.advance(waitSeconds * 1000);
    expect((await offers.sendCode(orderId, phone)).statusCode).toBe(200);
  });

  it(`sends at most ${OTP_MAX_SENDS_PER_ORDER} codes for one order in an hour`, async () => {
    const orderId = await openOrder();
    for (let i = 0; i < OTP_MAX_SENDS_PER_ORDER; i++) {
      expect((await offers.sendCode(orderId, nextPhone())).statusCode).toBe(200);
    }
    expectError(await offers.sendCode(orderId, nextPhone()), 429, 'rate_limited');
  });

  it(`allows ${OTP_MAX_ATTEMPTS} tries: wrong ones count down, the last wrong one locks the code`, async () => {
    const orderId = await openOrder();
    const phone = nextPhone();
    await offers.sendCode(orderId, phone);
    const code = await lastOutboxCode(t);
    for (let left = OTP_MAX_ATTEMPTS - 1; left >= 1; left--) {
      const res = await offers.checkCode(orderId, phone, otherCode(code));
      const body = expectError(res, 401, 'unauthorized');
      expect(body).toMatchObject({ message: 'Incorrect code', field: 'mfaCode' });
      expect(body.description).toBe(`The code is not correct. Tries left: ${left}.`);
    }
    const fifth = await offers.checkCode(orderId, phone, otherCode(code));
    const locked = expectError(fifth, 429, 'rate_limited');
    expect(locked.description).toMatch(
      /^Too many wrong codes\. This code is locked\. You can request a new code in \d+ seconds\.$/,
    );
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right code no longer works; the status says locked.
    expectError(await offers.checkCode(orderId, phone, code), 429, 'rate_limited');
    expect((await offers.status(orderId)).json().data.verification).toMatchObject({
      state: 'locked',
      attemptsLeft: 0,
    });
    // A new code (after the resend wait) starts again.
    clock.advance(OTP_RESEND_AFTER_MS);
    expect((await offers.sendCode(orderId, phone)).statusCode).toBe(200);
    expect((await offers.checkCode(orderId, phone, await lastOutboxCode(t))).statusCode).toBe(200);
  });

  it('the right code on the last try still verifies', async () => {
    const orderId = await openOrder();
    const phone = nextPhone();
    await offers.sendCode(orderId, phone);
    const code = await lastOutboxCode(t);
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) await offers.checkCode(orderId, phone, otherCode(code));
    expect((await offers.checkCode(orderId, phone, code)).json().data.status).toBe('eligible');
  });

  it('parallel wrong guesses cannot get more than the tries allowed', async () => {
    const orderId = await openOrder();
    const phone = nextPhone();
    await offers.sendCode(orderId, phone);
    const code = await lastOutboxCode(t);
    const guesses = Array.from({ length: 12 }, (_, i) => String(i).padStart(6, '9')).filter(
      (g) => g !== code,
    );
    const results = await Promise.all(guesses.map((g) => offers.checkCode(orderId, phone, g)));
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(OTP_MAX_ATTEMPTS - 1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(guesses.length - (OTP_MAX_ATTEMPTS - 1));
    expectError(await offers.checkCode(orderId, phone, code), 429);
  });

  it(`a code expires after ${OTP_TTL_MS / 60_000} minutes`, async () => {
    const orderId = await openOrder();
    const phone = nextPhone();
    await offers.sendCode(orderId, phone);
    const code = await lastOutboxCode(t);
    clock.advance(OTP_TTL_MS);
    const body = expectError(await offers.checkCode(orderId, phone, code), 409, 'conflict');
    expect(body.description).toBe('This code has expired. Request a new code.');
    expect((await offers.status(orderId)).json().data.verification.state).toBe('expired');

    const again = await openOrder();
    await offers.sendCode(again, phone);
    const fresh = await lastOutboxCode(t);
    clock.advance(OTP_TTL_MS - 1000);
    expect((await offers.checkCode(again, phone, fresh)).statusCode).toBe(200);
  });

  it('a code belongs to its order and its phone', async () => {
    const orderId = await openOrder();
    const phone = nextPhone();
    await offers.sendCode(orderId, phone);
    const code = await lastOutboxCode(t);
    const other = await openOrder();
    await offers.sendCode(other, nextPhone());
    expectError(await offers.checkCode(other, phone, code), 409, 'conflict');
    expectError(await offers.checkCode(orderId, nextPhone(), code), 409, 'conflict');
    expect((await offers.checkCode(orderId, phone, code)).statusCode).toBe(200);
  });

  it('an invalid number sends nothing and counts nothing', async () => {
    const orderId = await openOrder();
    const before = await outboxCount(t);
    for (const bad of ['12345', '+1 555', 'abc', '']) {
      const body = expectError(await offers.sendCode(orderId, bad), 400, 'validation');
      expect(body).toMatchObject({ message: 'Invalid phone number.', field: 'phoneNumber' });
    }
    expect(await outboxCount(t)).toBe(before);
    expect((await offers.status(orderId)).json().data).toMatchObject({
      status: 'opted_in',
      verification: { state: 'none' },
    });
  });
});
