import { describe, expect, it } from 'vitest';
import { ZOperatorSession, ZOperatorSignedIn, envelope } from '@kiosk/contract';
import { expectError } from '../../test/expect-error';
import { DB_KINDS, staffAuth, useTestApp } from '../../test/harness';
import { verifySecret } from '../../lib/secrets';
import { findOperatorByName } from './operators.repository';
import { OPERATOR_NAME, OPERATOR_PASSWORD, operatorAuth } from './console-session.test-helpers';
import { setOperatorPassword } from './operator-auth.service';

describe.each(DB_KINDS)('operator session on %s', (kind) => {
  const t = useTestApp(kind);
  const signIn = (name: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/console/session', payload: { name, password } });

  it('signs in with a password kept only as an argon2 hash, and answers who is signed in', async () => {
    const auth = await operatorAuth(t);
    const row = await findOperatorByName(t.ctx.db, OPERATOR_NAME);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(row!.passwordHash, OPERATOR_PASSWORD)).toBe(true);

    const res = await signIn(OPERATOR_NAME, OPERATOR_PASSWORD);
    const body = envelope(ZOperatorSignedIn).parse(res.json()).data;
    expect(body.token).toMatch(/^op_[A-Za-z0-9_-]{43}$/);
    expect(body.operator).toEqual({ name: OPERATOR_NAME });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    expect(t.logs.join('\n')).not.toContain(body.token);
    expect(t.logs.join('\n')).not.toContain(OPERATOR_PASSWORD);

    const me = await t.app.inject({ method: 'GET', url: '/console/session', headers: auth });
    expect(envelope(ZOperatorSession).parse(me.json()).data.operator.name).toBe(OPERATOR_NAME);
  });

  it('refuses a wrong password, an unknown name, no bearer and a staff passkey with 401', async () => {
    await setOperatorPassword(t.ctx.db, 'second-operator', 'second-password-1357');
    expectError(await signIn('second-operator', 'not-the-password'), 401, 'unauthorized');
    expectError(await signIn('nobody-here', 'not-the-password'), 401, 'unauthorized');
    expectError(await t.app.inject({ method: 'GET', url: '/console/session' }), 401, 'unauthorized');
    expectError(
      await t.app.inject({ method: 'GET', url: '/console/session', headers: staffAuth }),
      401,
      'unauthorized',
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/console/session',
        headers: { authorization: 'Bearer op_not-a-session' },
      }),
      401,
      'unauthorized',
    );
  });

  it('pauses sign-in for a name after five wrong passwords', async () => {
    await setOperatorPassword(t.ctx.db, 'third-operator', 'third-password-1357');
    for (let i = 0; i < 5; i++) expectError(await signIn('third-operator', `wrong-${i}`), 401);
    const res = await signIn('third-operator', 'third-password-1357');
    expectError(res, 429, 'rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/console/session', payload: { name: 'x' } });
    expectError(res, 400, 'validation');
  });

  it('signs out: the bearer stops working; a new password ends every session', async () => {
    const auth = await operatorAuth(t);
    const out = await t.app.inject({ method: 'DELETE', url: '/console/session', headers: auth });
    expect(out.json()).toEqual({ data: { ok: true } });
    expectError(await t.app.inject({ method: 'GET', url: '/console/session', headers: auth }), 401);

    const other = await operatorAuth(t);
    await setOperatorPassword(t.ctx.db, OPERATOR_NAME, 'a-new-password-8642');
    expectError(await t.app.inject({ method: 'GET', url: '/console/session', headers: other }), 401);
    await setOperatorPassword(t.ctx.db, OPERATOR_NAME, OPERATOR_PASSWORD);
  });
});
