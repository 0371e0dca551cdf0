import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import {
  CONSOLE_WRITE_HEADER,
  ZOperatorAccounts,
  ZOperatorCodeNeeded,
  ZOperatorOneTimePassword,
  ZOperatorSignedIn,
  ZTwoFactorEnabled,
  ZTwoFactorEnrolment,
  ZTwoFactorState,
  envelope,
} from '@kiosk/contract';
import { operatorTotp } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { DB_KINDS, testClock, useTestApp } from '../../test/harness';
import { auditRows } from '../../test/audit-helpers';
import { TEST_AUTHOR } from '../../test/audit-helpers';
import { OPERATOR_PASSWORD, operatorAuth, sessionCookieOf } from '../../test/console-session-helpers';
import { setOperatorPassword } from './operator-auth.service';

type Headers = Record<string, string>;
const NAME = 'two-factor-operator';
const PASSWORD = 'two-factor-password-1357';

const cookieOf = (setCookie: string | string[] | undefined, name: string): string | undefined =>
  [setCookie ?? []]
    .flat()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];

describe.each(DB_KINDS)('operator second factor (TOTP) on %s', (kind) => {
  const clock = testClock(new Date());
  const t = useTestApp(kind, { now: clock.now });
  const epoch = () => Math.floor(clock.now().getTime() / 1000);
  const codeOf = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: epoch() + offsetSeconds });
  const inject = (method: string, url: string, headers: Headers, payload?: object, remoteAddress?: string) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const passwordStep = (password = PASSWORD, remoteAddress?: string) =>
    inject('POST', '/console/session', {}, { name: NAME, password }, remoteAddress);
  const signInPassword = async (): Promise<Headers> => {
    const res = await passwordStep();
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: sessionCookieOf(res.headers['set-cookie']), [CONSOLE_WRITE_HEADER]: '1' };
  };
  /** The password step of an operator with a second factor: the step cookie, and no session cookie. */
  const stepCookie = async (remoteAddress?: string): Promise<string> => {
    const res = await passwordStep(PASSWORD, remoteAddress);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(ZOperatorCodeNeeded).parse(res.json()).data.codeNeeded).toBe(true);
    expect(cookieOf(res.headers['set-cookie'], 'operator_session')).toBeUndefined();
    const step = cookieOf(res.headers['set-cookie'], 'operator_sign_in');
    expect(String(res.headers['set-cookie'])).toContain('Path=/console/session/code');
    return step!;
  };
  const codeStep = (step: string | undefined, code: string, remoteAddress?: string) =>
    inject('POST', '/console/session/code', step ? { cookie: step } : {}, { code }, remoteAddress);
  /** Enrols the operator: the key as shown, and the ten recovery codes. */
  const enrol = async (auth: Headers) => {
    const started = await inject('POST', '/console/session/two-factor', auth);
    expect(started.statusCode, started.body).toBe(200);
    const { secret, uri } = envelope(ZTwoFactorEnrolment).parse(started.json()).data;
    expect(uri).toBe(`otpauth://totp/Kiosk%20console:${NAME}?secret=${secret}&issuer=Kiosk%20console`);
    const confirmed = await inject('POST', '/console/session/two-factor/confirm', auth, {
      code: await codeOf(secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = envelope(ZTwoFactorEnabled).parse(confirmed.json()).data;
    return { secret, recoveryCodes };
  };
  const freshOperator = async () => {
    await setOperatorPassword(t.ctx.db, NAME, PASSWORD, TEST_AUTHOR, 'operator');
    await t.ctx.db.delete(operatorTotp);
    return signInPassword();
  };
  const nextStep = () => clock.advance(30_000);

  it('enrols with a current code: the key is shown once, kept sealed; ten recovery codes kept as argon2 hashes', async () => {
    const auth = await freshOperator();
    const before = await inject('GET', '/console/session/two-factor', auth);
    expect(envelope(ZTwoFactorState).parse(before.json()).data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });

    const started = await inject('POST', '/console/session/two-factor', auth);
    const { secret } = envelope(ZTwoFactorEnrolment).parse(started.json()).data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = await inject('POST', '/console/session/two-factor/confirm', auth, {
      code: (await codeOf(secret, -300)).toString(),
    });
    expectError(wrong, 400, 'validation');
    expect(
      envelope(ZTwoFactorState).parse((await inject('GET', '/console/session/two-factor', auth)).json()).data
        .enabled,
    ).toBe(false);

    const confirmed = await inject('POST', '/console/session/two-factor/confirm', auth, {
      code: await codeOf(secret),
    });
    const { recoveryCodes } = envelope(ZTwoFactorEnabled).parse(confirmed.json()).data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const state = await inject('GET', '/console/session/two-factor', auth);
    expect(envelope(ZTwoFactorState).parse(state.json()).data).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    // At rest: the key sealed (not in clear), the recovery codes as argon2id hashes; none in the logs.
    const [row] = await t.ctx.db.select().from(operatorTotp);
    expect(row!.sealedSecret).not.toContain(secret);
    const stored = JSON.stringify(await t.ctx.db.execute('select * from operator_recovery_codes'));
    expect(stored).toContain('$argon2id$');
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replaceAll('-', '').slice(4));
    const logs = t.logs.join('\n');
    expect(logs).not.toContain(secret);
    for (const code of recoveryCodes) expect(logs).not.toContain(code);

    // Enrolment cannot start again while it is on; the key is never returned again.
    expectError(await inject('POST', '/console/session/two-factor', auth), 409, 'conflict');
    expect(JSON.stringify(await auditRows(t.ctx.db))).not.toContain(secret);
    const enabled = (await auditRows(t.ctx.db)).filter((r) => r.action === 'operator.two_factor_enabled');
    expect(enabled).toHaveLength(1);
    expect(enabled[0]!.author).toBe(NAME);
  });

  it('signs in only after the code: the password step alone gives no session; a code is taken once', async () => {
    const { secret } = await enrol(await freshOperator());
    nextStep();
    const step = await stepCookie();
    // The step cookie is no session.
    expectError(await inject('GET', '/console/session', { cookie: step }), 401);
    expectError(await codeStep(step, '000000'), 401, 'unauthorized');
    const code = await codeOf(secret);
    const res = await codeStep(step, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(ZOperatorSignedIn).parse(res.json()).data.operator.name).toBe(NAME);
    const session = sessionCookieOf(res.headers['set-cookie']);
    expect((await inject('GET', '/console/session', { cookie: session })).statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/operator_sign_in=;/);

    // The same code again, in a new sign-in within its window: refused (replay); the step cannot be reused.
    expectError(await codeStep(await stepCookie(), code), 401, 'unauthorized');
    expectError(await codeStep(step, code), 401, 'unauthorized');
    expectError(await codeStep(undefined, code), 401, 'unauthorized');
    // The next step's code is good.
    nextStep();
    expect((await codeStep(await stepCookie(), await codeOf(secret))).statusCode).toBe(200);
  });

  it('takes each recovery code once, and audits its use', async () => {
    const { recoveryCodes } = await enrol(await freshOperator());
    const [first, second] = recoveryCodes;
    const res = await codeStep(await stepCookie(), first!.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expectError(await codeStep(await stepCookie(), first!), 401, 'unauthorized');
    expect((await codeStep(await stepCookie(), second!.replaceAll('-', ' '))).statusCode).toBe(200);
    const used = (await auditRows(t.ctx.db)).filter((r) => r.action === 'operator.recovery_code_used');
    expect(used.map((r) => r.after)).toEqual([{ recoveryCodesLeft: 9 }, { recoveryCodesLeft: 8 }]);
    expect(JSON.stringify(used)).not.toContain(first!.slice(5));
  });

  it("counts wrong codes in the guess limiter: one client's guesses pause that client, not another", async () => {
    const { secret } = await enrol(await freshOperator());
    nextStep();
    const outsider = '10.9.9.9';
    const step = await stepCookie(outsider);
    for (let i = 0; i < 5; i++) expectError(await codeStep(step, '000000', outsider), 401);
    const paused = await codeStep(step, await codeOf(secret), outsider);
    expectError(paused, 429, 'rate_limited');
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    // The operator's own client still signs in.
    const own = await codeStep(await stepCookie('10.1.1.1'), await codeOf(secret), '10.1.1.1');
    expect(own.statusCode, own.body).toBe(200);
  });

  it('turns off with a current code or the password; wrong ones are refused and nothing changes', async () => {
    const auth = await freshOperator();
    const { secret } = await enrol(auth);
    nextStep();
    const off = (body: object) => inject('DELETE', '/console/session/two-factor', auth, body);
    expectError(await off({}), 400, 'validation');
    expectError(await off({ password: 'not-the-password' }), 400, 'validation');
    expectError(await off({ code: '000000' }), 400, 'validation');
    expect((await off({ code: await codeOf(secret) })).json()).toEqual({ data: { enabled: false } });
    expectError(await off({ password: PASSWORD }), 409, 'conflict');
    // Without it, the password signs in again.
    expect(cookieOf((await passwordStep()).headers['set-cookie'], 'operator_session')).toBeDefined();

    await enrol(auth);
    expect((await off({ password: PASSWORD })).json()).toEqual({ data: { enabled: false } });
    const disabled = (await auditRows(t.ctx.db)).filter((r) => r.action === 'operator.two_factor_disabled');
    expect(disabled.map((r) => r.after)).toEqual([
      { name: NAME, twoFactor: false },
      { name: NAME, twoFactor: false },
    ]);
  });

  it('lets an admin clear an operator’s second factor; an operator may not', async () => {
    const own = await freshOperator();
    await enrol(own);
    const admin = await operatorAuth(t);
    const accounts = envelope(ZOperatorAccounts).parse(
      (await inject('GET', '/console/operators', admin)).json(),
    );
    const id = accounts.data.operators.find((o) => o.name === NAME)!.id;
    const url = `/console/operators/${id}/two-factor`;
    expectError(await inject('DELETE', url, own), 403, 'forbidden');
    expect((await inject('DELETE', url, admin)).json()).toEqual({ data: { enabled: false } });
    expect(cookieOf((await passwordStep()).headers['set-cookie'], 'operator_session')).toBeDefined();
    const missing = '00000000-0000-4000-8000-000000000000';
    expectError(await inject('DELETE', `/console/operators/${missing}/two-factor`, admin), 404);
    const cleared = (await auditRows(t.ctx.db)).filter((r) => r.action === 'operator.two_factor_cleared');
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatchObject({ author: 'test-operator', subject_id: id });
    expect(cleared[0]!.before).toEqual({ name: NAME, twoFactor: true });
    void OPERATOR_PASSWORD;
  });

  it('lists who has it on; a password reset keeps it, so the one-time password still needs a code', async () => {
    const own = await freshOperator();
    const admin = await operatorAuth(t);
    const listed = async () =>
      envelope(ZOperatorAccounts)
        .parse((await inject('GET', '/console/operators', admin)).json())
        .data.operators.find((o) => o.name === NAME)!;
    expect((await listed()).twoFactorEnabled).toBe(false);
    await enrol(own);
    const account = await listed();
    expect(account.twoFactorEnabled).toBe(true);

    const reset = await inject('POST', `/console/operators/${account.id}/password-reset`, admin);
    const { operator, oneTimePassword } = envelope(ZOperatorOneTimePassword).parse(reset.json()).data;
    expect(operator.twoFactorEnabled).toBe(true);
    const step = await passwordStep(oneTimePassword);
    expect(envelope(ZOperatorCodeNeeded).parse(step.json()).data.codeNeeded).toBe(true);
    expect(cookieOf(step.headers['set-cookie'], 'operator_session')).toBeUndefined();

    await inject('DELETE', `/console/operators/${account.id}/two-factor`, admin);
    expect((await listed()).twoFactorEnabled).toBe(false);
  });

  it('refuses a malformed code with 400 naming the field', async () => {
    const res = await codeStep(undefined, 'abc');
    expectError(res, 400, 'validation');
    expect(res.json().data.field).toBe('code');
  });
});
