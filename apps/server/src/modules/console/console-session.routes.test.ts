import { describe, expect, it } from 'vitest';
import { ZOperatorSession, ZOperatorSignedIn, envelope } from '@kiosk/contract';
import { expectError } from '../../test/expect-error';
import { DB_KINDS, staffAuth, useTestApp } from '../../test/harness';
import { keyedHash, verifySecret } from '../../lib/secrets';
import { findOperatorByName } from './operators.repository';
import {
  OPERATOR_NAME,
  OPERATOR_PASSWORD,
  operatorAuth,
  sessionCookieOf,
} from '../../test/console-session-helpers';
import { setOperatorPassword } from './operator-auth.service';
import { operatorSessions } from '../../db/schema';
import { TEST_AUTHOR } from '../../test/audit-helpers';

describe.each(DB_KINDS)('operator session on %s', (kind) => {
  const t = useTestApp(kind);
  const signIn = (name: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/console/session', payload: { name, password } });
  const whoAmI = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/console/session', headers });

  it('signs in with a password kept only as an argon2 hash: an HttpOnly, SameSite=Strict cookie on /console', async () => {
    const auth = await operatorAuth(t);
    const row = await findOperatorByName(t.ctx.db, OPERATOR_NAME);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(row!.passwordHash, OPERATOR_PASSWORD)).toBe(true);

    const res = await signIn(OPERATOR_NAME, OPERATOR_PASSWORD);
    const body = envelope(ZOperatorSignedIn).parse(res.json()).data;
    expect(body).toEqual({
      operator: { name: OPERATOR_NAME, role: 'admin', mustChangePassword: false },
      expiresAt: expect.any(String),
    });
    expect(res.body).not.toContain('op_');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^operator_session=op_[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('Path=/console');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain(`Max-Age=${8 * 3600}`);
    // The test app's public URL is http: no Secure (a browser would drop the cookie); https sets it.
    expect(setCookie).not.toContain('Secure');
    const lifetime = Date.parse(body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(8 * 3600_000);

    // At rest, a keyed hash of the token, not the token.
    const token = sessionCookieOf(res.headers['set-cookie']).split('=')[1]!;
    const stored = (await t.ctx.db.select().from(operatorSessions)).map((s) => s.tokenHash);
    expect(stored).not.toContain(token);
    expect(stored).toContain(keyedHash(t.ctx.secret, 'operator-session', token));
    expect(t.logs.join('\n')).not.toContain(token);
    expect(t.logs.join('\n')).not.toContain(OPERATOR_PASSWORD);

    const me = await whoAmI(auth);
    expect(envelope(ZOperatorSession).parse(me.json()).data.operator.name).toBe(OPERATOR_NAME);
  });

  it('refuses a wrong password, an unknown name, no cookie, a bearer and a staff passkey with 401', async () => {
    await setOperatorPassword(t.ctx.db, 'second-operator', 'second-password-1357', TEST_AUTHOR);
    expectError(await signIn('second-operator', 'not-the-password'), 401, 'unauthorized');
    expectError(await signIn('nobody-here', 'not-the-password'), 401, 'unauthorized');
    expectError(await whoAmI({}), 401, 'unauthorized');
    expectError(await whoAmI(staffAuth), 401, 'unauthorized');
    expectError(await whoAmI({ cookie: 'operator_session=op_not-a-session' }), 401, 'unauthorized');
    // The token is a cookie's: the same value as a bearer opens nothing.
    const token = (await operatorAuth(t)).cookie.split('=')[1]!;
    expectError(await whoAmI({ authorization: `Bearer ${token}` }), 401, 'unauthorized');
  });

  it('refuses a console write without the console header (CSRF) with 403, writing nothing', async () => {
    const { cookie } = await operatorAuth(t);
    const update = { skuId: 'naloxone-emergency-kit', deviceId: null, units: 9 };
    const forged = await t.app.inject({
      method: 'PUT',
      url: '/console/thresholds',
      headers: { cookie },
      payload: update,
    });
    expectError(forged, 403, 'forbidden');
    const out = await t.app.inject({ method: 'DELETE', url: '/console/session', headers: { cookie } });
    expectError(out, 403, 'forbidden');
    expect((await whoAmI({ cookie })).statusCode).toBe(200);
    const thresholds = await t.app.inject({ url: '/console/thresholds', headers: { cookie } });
    expect(JSON.stringify(thresholds.json())).not.toContain('"units":9');
  });

  it('pauses sign-in for a name after five wrong passwords', async () => {
    await setOperatorPassword(t.ctx.db, 'third-operator', 'third-password-1357', TEST_AUTHOR);
    for (let i = 0; i < 5; i++) expectError(await signIn('third-operator', `wrong-${i}`), 401);
    const res = await signIn('third-operator', 'third-password-1357');
    expectError(res, 429, 'rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/console/session', payload: { name: 'x' } });
    expectError(res, 400, 'validation');
  });

  it('signs out everywhere: every session of the operator ends and the cookie is cleared; a new password too', async () => {
    const auth = await operatorAuth(t);
    const otherBrowser = await operatorAuth(t);
    const out = await t.app.inject({ method: 'DELETE', url: '/console/session', headers: auth });
    expect(out.json()).toEqual({ data: { ok: true } });
    expect(String(out.headers['set-cookie'])).toMatch(/^operator_session=;.*Path=\/console/);
    expectError(await whoAmI(auth), 401);
    expectError(await whoAmI(otherBrowser), 401);

    const other = await operatorAuth(t);
    await setOperatorPassword(t.ctx.db, OPERATOR_NAME, 'a-new-password-8642', TEST_AUTHOR);
    expectError(await whoAmI(other), 401);
    await setOperatorPassword(t.ctx.db, OPERATOR_NAME, OPERATOR_PASSWORD, TEST_AUTHOR);
  });
});
