import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { startTwilioFake, type TwilioFake } from '../test/twilio-fake-server';
import { createTwilioSender } from './twilio-sender';

const CREDENTIALS = { accountSid: 'ACtest0000000000000000000000000001', authToken: 'test-auth-token' };
const TO = '+14155550142';

describe('Twilio sender against a local fake of its REST API', () => {
  let fake: TwilioFake;
  const failures: { status: number | null; twilioCode: number | null }[] = [];
  beforeAll(async () => {
    fake = await startTwilioFake(CREDENTIALS);
  });
  afterAll(() => fake.close());
  const sender = (overrides: Partial<Parameters<typeof createTwilioSender>[0]> = {}) =>
    createTwilioSender({
      ...CREDENTIALS,
      from: '+15005550006',
      apiBase: fake.apiBase,
      onFailure: (details) => failures.push(details),
      ...overrides,
    });

  it('posts To, From and Body as a form, with basic auth, to the Messages endpoint', async () => {
    const { ref } = await sender().send({ to: TO, body: '123456 is your code.' });
    expect(ref).toMatch(/^SM\d{32}$/);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${CREDENTIALS.accountSid}/Messages.json`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CREDENTIALS.accountSid}:${CREDENTIALS.authToken}`).toString('base64')}`,
    );
    expect(request.form).toEqual({ To: TO, From: '+15005550006', Body: '123456 is your code.' });
  });

  it('turns a refusal into a 503 AppError that says nothing of the vendor, the number or the body', async () => {
    fake.failNext(400, {
      code: 21211,
      message: `The 'To' number ${TO} is not a valid phone number.`,
      status: 400,
    });
    const error = await sender()
      .send({ to: TO, body: '654321 is your code.' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, code: 'unavailable', descriptionKey: 'error.sms.failed' });
    expect(JSON.stringify(error)).not.toContain(TO);
    expect(failures.at(-1)).toEqual({ status: 400, twilioCode: 21211 });
  });

  it('wrong credentials and an unreachable API are failures too, never retried', async () => {
    const before = fake.requests.length;
    await expect(sender({ authToken: 'wrong' }).send({ to: TO, body: 'x' })).rejects.toMatchObject({
      status: 503,
    });
    expect(fake.requests.length).toBe(before + 1);
    expect(failures.at(-1)).toEqual({ status: 401, twilioCode: 20003 });
    await expect(sender({ apiBase: 'http://127.0.0.1:9' }).send({ to: TO, body: 'x' })).rejects.toMatchObject(
      { status: 503 },
    );
    expect(failures.at(-1)).toEqual({ status: null, twilioCode: null });
  });

  it('uses https://api.twilio.com when no base is set', async () => {
    const urls: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ sid: 'SM1' }), { status: 201 });
    };
    await createTwilioSender({ ...CREDENTIALS, from: '+15005550006', fetch: fakeFetch }).send({
      to: TO,
      body: 'x',
    });
    expect(urls).toEqual([
      `https://api.twilio.com/2010-04-01/Accounts/${CREDENTIALS.accountSid}/Messages.json`,
    ]);
  });
});
