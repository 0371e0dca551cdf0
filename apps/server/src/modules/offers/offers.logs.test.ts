import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, client, staffAuth, testClock, useTestApp } from '../../test/harness';
import { startTwilioFake, type TwilioFake } from '../../test/twilio-fake-server';
import { offersClient, lastOutboxCode, otherCode } from '../../test/offers-test-client';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_MS } from './otp-policy';

const PHONE_NATIONAL = '(415) 555-0190';
const PHONE_E164 = '+14155550190';
const TWILIO = { accountSid: 'ACtest0000000000000000000000000003', authToken: 'log-test-token' };

/** Every form in which the number or a code could leak into a log line. */
const secretsOf = (codes: string[]) => [
  PHONE_E164,
  '4155550190',
  '415-555-0190',
  '555-0190',
  PHONE_NATIONAL,
  ...codes,
];

const expectClean = (logs: string[], codes: string[]) => {
  expect(logs.length).toBeGreaterThan(10);
  for (const secret of secretsOf(codes)) {
    // A secret as its own token: digits right beside it belong to something else (a time, an id).
    const token = new RegExp(`(?<![0-9])${secret.replace(/[()+.-]/g, '\\$&')}(?![0-9])`);
    expect(token.test(`{"msg":"x","to":"${secret}"}`), 'the check itself finds a leak').toBe(true);
    const leaks = logs.filter((line) => token.test(line));
    expect(leaks, `"${secret}" appears in the logs:\n${leaks.join('\n')}`).toEqual([]);
  }
};

/** The whole offer flow with every log level on: no phone number and no code may appear in any line. */
describe.each(DB_KINDS)('offer flow logs on %s', (kind) => {
  describe('with the dev outbox', () => {
    const clock = testClock();
    const t = useTestApp(kind, { now: clock.now, env: { LOG_LEVEL: 'trace' } });

    it('never logs the phone number or a code', async () => {
      const offers = offersClient(t);
      const orderId = (await client(t).createOrder([{ skuId: 'naloxone-2-pack', quantity: 2 }])).json().data
        .id;
      await offers.optIn(orderId, ['naloxone-2-pack']);
      await offers.sendCode(orderId, 'not-a-number 4155550190');
      await offers.sendCode(orderId, PHONE_NATIONAL);
      await offers.sendCode(orderId, PHONE_NATIONAL); // too soon: 429
      const first = await lastOutboxCode(t);
      const wrong = otherCode(first);
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await offers.checkCode(orderId, PHONE_E164, wrong);
      await offers.checkCode(orderId, PHONE_E164, '12345'); // malformed: 400
      clock.advance(OTP_RESEND_AFTER_MS);
      await offers.sendCode(orderId, PHONE_E164);
      const code = await lastOutboxCode(t);
      expect((await offers.checkCode(orderId, PHONE_NATIONAL, code)).statusCode).toBe(200);
      expect((await offers.redeem(orderId)).statusCode).toBe(200);
      await t.app.inject({ url: '/dev/outbox?deviceId=demo-kiosk-0001', headers: staffAuth });
      expectClean(t.logs, [first, code, wrong]);
    });
  });

  describe('with Twilio, including a failed send', () => {
    let fake: TwilioFake;
    beforeAll(async () => {
      fake = await startTwilioFake(TWILIO);
    });
    // Registered before the app, so it runs after the app closes, as hooks run in reverse.
    afterAll(() => fake.close());
    const t = useTestApp(kind, () => ({
      env: {
        LOG_LEVEL: 'trace',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: TWILIO.authToken,
        TWILIO_FROM: '+15005550006',
        TWILIO_API_BASE: fake.apiBase,
      },
    }));

    it('never logs the phone number or a code', async () => {
      const offers = offersClient(t);
      const orderId = (await client(t).createOrder([{ skuId: 'naloxone-2-pack', quantity: 2 }])).json().data
        .id;
      await offers.optIn(orderId, ['naloxone-2-pack']);
      fake.failNext(400, {
        code: 21211,
        message: `The 'To' number ${PHONE_E164} is not valid.`,
        status: 400,
      });
      expect((await offers.sendCode(orderId, PHONE_E164)).statusCode).toBe(503);
      expect(t.logs.some((line) => line.includes('sms send failed'))).toBe(true);
      expect((await offers.sendCode(orderId, PHONE_E164)).statusCode).toBe(200);
      const code = /^(\d{6}) /.exec(fake.requests.at(-1)!.form.Body!)![1]!;
      expect((await offers.checkCode(orderId, PHONE_E164, code)).statusCode).toBe(200);
      expectClean(t.logs, [code]);
    });
  });
});
