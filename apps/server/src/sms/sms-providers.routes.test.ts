import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { DB_KINDS, client, staffAuth, testClock, useTestApp } from '../test/harness';
import { expectError } from '../test/expect-error';
import { offersClient, outboxCount, plentyOfStock } from '../test/offers-test-client';
import { OTP_RESEND_AFTER_MS } from '../modules/offers/otp-policy';
import { startTwilioFake, type TwilioFake } from '../test/twilio-fake-server';

const OUTBOX = '/dev/outbox?deviceId=demo-kiosk-0001';
const CREDENTIALS = { accountSid: 'ACtest0000000000000000000000000002', authToken: 'another-test-token' };

describe.each(DB_KINDS)('SMS providers in the app on %s', (kind) => {
  describe('the dev outbox (default outside production)', () => {
    const t = useTestApp(kind);

    it('GET /dev/outbox answers JSON, newest first, and a page to a browser', async () => {
      const api = client(t);
      const offers = offersClient(t);
      const orderId = (await api.createOrder([{ skuId: 'naloxone-2-pack', quantity: 2 }])).json().data.id;
      await offers.optIn(orderId, ['naloxone-2-pack']);
      expect((await offers.sendCode(orderId, '(415) 555-0177')).statusCode).toBe(200);
      expectError(await t.app.inject({ url: OUTBOX }), 401, 'unauthorized');
      const json = await t.app.inject({ url: OUTBOX, headers: staffAuth });
      expect(json.statusCode).toBe(200);
      expect(json.headers['content-type']).toMatch(/application\/json/);
      const [message] = json.json().data;
      expect(message).toMatchObject({ to: '+1 •••••• 0177' });
      expect(message.body).toMatch(/^\d{6} is your HealthPoint verification code\./);
      const page = await t.app.inject({ url: OUTBOX, headers: { accept: 'text/html', ...staffAuth } });
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<h1>SMS outbox</h1>');
      expect(page.body).toContain('+1 •••••• 0177');
      expect(page.body).not.toContain('4155550177');
    });
  });

  describe('in production', () => {
    const t = useTestApp(kind, { env: { NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' } });

    it('has no /dev/outbox', async () => {
      expectError(await t.app.inject({ url: OUTBOX, headers: staffAuth }), 404, 'not_found');
    });
  });

  describe('Twilio (SMS_PROVIDER=twilio) against a local fake', () => {
    let fake: TwilioFake;
    const clock = testClock();
    beforeAll(async () => {
      fake = await startTwilioFake(CREDENTIALS);
    });
    // Registered before the app, so it runs after the app closes, as hooks run in reverse.
    afterAll(() => fake.close());
    const t = useTestApp(kind, () => ({
      now: clock.now,
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: CREDENTIALS.accountSid,
        TWILIO_AUTH_TOKEN: CREDENTIALS.authToken,
        TWILIO_FROM: '+15005550006',
        TWILIO_API_BASE: fake.apiBase,
      },
    }));
    beforeAll(() => plentyOfStock(t));

    it('texts the code through Twilio, not the outbox', async () => {
      const offers = offersClient(t);
      const orderId = (await client(t).createOrder([{ skuId: 'naloxone-2-pack', quantity: 2 }])).json().data
        .id;
      await offers.optIn(orderId, ['naloxone-2-pack']);
      expect((await offers.sendCode(orderId, '+14155550178')).statusCode).toBe(200);
      const sent = fake.requests.at(-1)!;
      expect(sent.form.To).toBe('+14155550178');
      const code = /^(\d{6}) /.exec(sent.form.Body!)![1]!;
      expect((await offers.checkCode(orderId, '+14155550178', code)).json().data.status).toBe('eligible');
      expect(await outboxCount(t)).toBe(0);
    });

    it('a failed send answers 503, and the code that was not sent neither counts nor works', async () => {
      const offers = offersClient(t);
      const orderId = (await client(t).createOrder([{ skuId: 'naloxone-2-pack', quantity: 2 }])).json().data
        .id;
      await offers.optIn(orderId, ['naloxone-2-pack']);
      fake.failNext(500, { code: 20500, message: 'Internal Server Error', status: 500 });
      const failed = await offers.sendCode(orderId, '+14155550179');
      expect(expectError(failed, 503, 'unavailable').description).toBe(
        'The text message could not be sent. Please try again in a moment.',
      );
      const challenges = rowsOf<{ n: string | number }>(
        await t.ctx.db.execute(sql`select count(*) as n from otp_challenges where order_id = ${orderId}`),
      );
      expect(Number(challenges[0]!.n)).toBe(0);
      // No resend wait after a send that did not happen.
      expect((await offers.sendCode(orderId, '+14155550179')).statusCode).toBe(200);
      clock.advance(OTP_RESEND_AFTER_MS);
    });
  });
});
