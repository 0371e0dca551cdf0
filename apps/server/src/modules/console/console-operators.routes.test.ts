import { describe, expect, it } from 'vitest';
import {
  CONSOLE_WRITE_HEADER,
  ZOperatorAccount,
  ZOperatorAccounts,
  ZOperatorOneTimePassword,
  ZOperatorSession,
  envelope,
} from '@kiosk/contract';
import { count, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { DB_KINDS, useTestApp } from '../../test/harness';
import { OPERATOR_NAME, operatorAuth, sessionCookieOf } from '../../test/console-session-helpers';

type Headers = Record<string, string>;

describe.each(DB_KINDS)('managing operators on %s', (kind) => {
  const t = useTestApp(kind);
  const inject = (method: string, url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  const signIn = async (name: string, password: string): Promise<Headers> => {
    const res = await inject('POST', '/console/session', {}, { name, password });
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: sessionCookieOf(res.headers['set-cookie']), [CONSOLE_WRITE_HEADER]: '1' };
  };
  const add = async (admin: Headers, name: string, role = 'operator') => {
    const res = await inject('POST', '/console/operators', admin, { name, role });
    expect(res.statusCode, res.body).toBe(201);
    return envelope(ZOperatorOneTimePassword).parse(res.json()).data;
  };
  const auditOf = (subjectId: string) =>
    t.ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));
  const auditCount = async () => (await t.ctx.db.select({ n: count() }).from(auditLog))[0]!.n;

  it('adds an account whose one-time password only lets it set its own, then it works', async () => {
    const admin = await operatorAuth(t);
    const { operator, oneTimePassword } = await add(admin, 'new-viewer', 'viewer');
    expect(operator).toMatchObject({ name: 'new-viewer', role: 'viewer', mustChangePassword: true });

    const fresh = await signIn('new-viewer', oneTimePassword);
    const me = envelope(ZOperatorSession).parse((await inject('GET', '/console/session', fresh)).json());
    expect(me.data.operator).toEqual({ name: 'new-viewer', role: 'viewer', mustChangePassword: true });
    expectError(await inject('GET', '/console/kiosks', fresh), 403, 'forbidden');

    const change = { currentPassword: oneTimePassword, newPassword: 'my-own-long-password' };
    expectError(
      await inject('PUT', '/console/session/password', fresh, { ...change, currentPassword: 'wrong-one' }),
      400,
      'validation',
    );
    const changed = await inject('PUT', '/console/session/password', fresh, change);
    expect(envelope(ZOperatorAccount).parse(changed.json()).data.mustChangePassword).toBe(false);
    expect((await inject('GET', '/console/kiosks', fresh)).statusCode).toBe(200);

    const entries = await auditOf(operator.id);
    expect(entries.map((e) => e.action)).toEqual(['operator.created', 'operator.password_changed']);
    expect(entries[0]).toMatchObject({
      author: OPERATOR_NAME,
      after: { name: 'new-viewer', role: 'viewer' },
    });
    expect(JSON.stringify(entries)).not.toContain(oneTimePassword);
    expect(JSON.stringify(entries)).not.toContain(change.newPassword);
  });

  it('lists the accounts and refuses a name that is taken (409, nothing written)', async () => {
    const admin = await operatorAuth(t);
    const list = envelope(ZOperatorAccounts).parse((await inject('GET', '/console/operators', admin)).json());
    expect(list.data.operators.map((o) => o.name)).toContain(OPERATOR_NAME);
    expect(JSON.stringify(list)).not.toMatch(/argon2|password_hash|passwordHash/);
    const before = await auditCount();
    expectError(
      await inject('POST', '/console/operators', admin, { name: OPERATOR_NAME, role: 'viewer' }),
      409,
    );
    expect(await auditCount()).toBe(before);
  });

  it('changes a role, and ends a disabled or removed account’s session at once', async () => {
    const admin = await operatorAuth(t);
    const { operator, oneTimePassword } = await add(admin, 'shift-lead');
    const url = `/console/operators/${operator.id}`;
    const session = await signIn('shift-lead', oneTimePassword);

    const promoted = await inject('PATCH', url, admin, { role: 'admin' });
    expect(envelope(ZOperatorAccount).parse(promoted.json()).data.role).toBe('admin');
    expect((await inject('GET', '/console/session', session)).json().data.operator.role).toBe('admin');

    const disabled = await inject('PATCH', url, admin, { disabled: true });
    expect(envelope(ZOperatorAccount).parse(disabled.json()).data.disabledAt).not.toBeNull();
    expectError(await inject('GET', '/console/session', session), 401, 'unauthorized');
    expectError(
      await inject('POST', '/console/session', {}, { name: 'shift-lead', password: oneTimePassword }),
      401,
    );

    await inject('PATCH', url, admin, { disabled: false });
    const again = await signIn('shift-lead', oneTimePassword);
    expect((await inject('DELETE', url, admin)).statusCode).toBe(200);
    expectError(await inject('GET', '/console/session', again), 401, 'unauthorized');

    const entries = await auditOf(operator.id);
    expect(entries.map((e) => e.action)).toEqual([
      'operator.created',
      'operator.role_changed',
      'operator.disabled',
      'operator.enabled',
      'operator.removed',
    ]);
    expect(entries[1]).toMatchObject({ before: { role: 'operator' }, after: { role: 'admin' } });
  });

  it('resets a password: the sessions end and a new password must be set', async () => {
    const admin = await operatorAuth(t);
    const { operator, oneTimePassword } = await add(admin, 'forgetful');
    const session = await signIn('forgetful', oneTimePassword);
    const reset = await inject('POST', `/console/operators/${operator.id}/password-reset`, admin);
    const { oneTimePassword: second } = envelope(ZOperatorOneTimePassword).parse(reset.json()).data;
    expect(second).not.toBe(oneTimePassword);
    expectError(await inject('GET', '/console/session', session), 401, 'unauthorized');
    expectError(
      await inject('POST', '/console/session', {}, { name: 'forgetful', password: oneTimePassword }),
      401,
    );
    const next = await signIn('forgetful', second);
    expect((await inject('GET', '/console/session', next)).json().data.operator.mustChangePassword).toBe(
      true,
    );
    expect(JSON.stringify(await auditOf(operator.id))).not.toContain(second);
  });

  it('keeps the last enabled admin: no demotion, disabling or removal (409, nothing written)', async () => {
    const admin = await operatorAuth(t);
    const list = envelope(ZOperatorAccounts).parse((await inject('GET', '/console/operators', admin)).json());
    const admins = list.data.operators.filter((o) => o.role === 'admin' && !o.disabledAt);
    const me = admins.find((o) => o.name === OPERATOR_NAME)!;
    // The others stop being admins, so that the test's admin is the last one.
    for (const other of admins.filter((o) => o.id !== me.id))
      await inject('PATCH', `/console/operators/${other.id}`, admin, { role: 'viewer' });
    const before = await auditCount();
    const url = `/console/operators/${me.id}`;
    expectError(await inject('PATCH', url, admin, { role: 'operator' }), 409, 'conflict');
    expectError(await inject('PATCH', url, admin, { disabled: true }), 409, 'conflict');
    expectError(await inject('DELETE', url, admin), 409, 'conflict');
    expect(await auditCount()).toBe(before);
    expect((await inject('GET', '/console/session', admin)).statusCode).toBe(200);
  });

  it('answers 404 for an account that is not there, and 400 for a change of nothing', async () => {
    const admin = await operatorAuth(t);
    const missing = '/console/operators/00000000-0000-4000-8000-000000000000';
    expectError(await inject('DELETE', missing, admin), 404);
    expectError(await inject('PATCH', missing, admin, {}), 400, 'validation');
  });
});
