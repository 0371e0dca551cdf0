import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ZAuditLog,
  ZKioskCreated,
  ZKioskSetupView,
  ZStaffPasskeyIssued,
  envelope,
  type TKioskCreate,
} from '@kiosk/contract';
import { rowsOf } from '../../db/client';
import { DB_KINDS, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { snapshot } from '../../test/db-state';
import { operatorAuth, OPERATOR_NAME } from '../../test/console-session-helpers';
import { auditRows } from '../../test/audit-helpers';

const NEW_KIOSK: TKioskCreate = {
  deviceId: 'library-kiosk-01',
  name: 'Central Library',
  address: '1 Main St, ground floor',
  timeZone: 'America/New_York',
  currency: 'USD',
  languages: ['en', 'es'],
  defaultLanguage: 'es',
  supportPhone: '+1 (800) 555-0100',
  isAccessibilityExtensionAllowed: true,
};

describe.each(DB_KINDS)('kiosk set-up from the console on %s', (kind) => {
  const t = useTestApp(kind);
  let auth: Awaited<ReturnType<typeof operatorAuth>>;
  const console = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    auth ??= await operatorAuth(t);
    return t.rawApp.inject({ method, url, headers: auth, payload });
  };
  const browser = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.rawApp.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const auditCount = async () =>
    rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from audit_log`))[0]!.n;

  it('creates a kiosk, pairs a browser with its code, edits, issues a passkey, retires it; each recorded', async () => {
    const created = await console('POST', '/console/kiosk-setup', NEW_KIOSK);
    expect(created.statusCode, created.body).toBe(201);
    const { kiosk, pairing, agentEnvFile } = envelope(ZKioskCreated).parse(created.json()).data;
    expect(kiosk).toMatchObject({
      ...NEW_KIOSK,
      hasStaffPasskey: false,
      isBrokerManaged: false,
      retiredAt: null,
    });
    expect(agentEnvFile).toBeNull(); // no broker admin settings in the tests
    expect(pairing.kioskUrl).toContain('deviceId=library-kiosk-01');

    // The kiosk reads its settings; its default language is the one set.
    const config = (await browser('GET', `/devices/${NEW_KIOSK.deviceId}/config`)).json().data;
    expect(config.languages.find((l: { isDefault: boolean }) => l.isDefault).id).toBe('es');

    // A browser pairs with the code shown once.
    const paired = await browser('POST', `/devices/${NEW_KIOSK.deviceId}/kiosk-credential`, undefined, {
      code: pairing.code,
    });
    expect(paired.statusCode, paired.body).toBe(201);
    const cookie = (paired.headers['set-cookie'] as string).split(';')[0]!;
    const cancel = () =>
      browser('POST', `/devices/${NEW_KIOSK.deviceId}/orders/cancel?isTimeout=false`, cookie);
    expect((await cancel()).statusCode).toBe(200);

    const edited = await console('PUT', `/console/kiosk-setup/${NEW_KIOSK.deviceId}`, {
      ...NEW_KIOSK,
      deviceId: undefined,
      name: 'Central Library (east)',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope(ZKioskSetupView).parse(edited.json()).data.name).toBe('Central Library (east)');

    const issued = await console('POST', `/console/kiosk-setup/${NEW_KIOSK.deviceId}/staff-passkey`);
    expect(issued.statusCode, issued.body).toBe(201);
    const { passkey } = envelope(ZStaffPasskeyIssued).parse(issued.json()).data;
    const staff = { authorization: `Bearer ${passkey}` };
    const staffCall = () =>
      t.rawApp.inject({ url: `/devices/${NEW_KIOSK.deviceId}/kiosk-credentials`, headers: staff });
    expect((await staffCall()).statusCode).toBe(200);
    const rotated = await console('POST', `/console/kiosk-setup/${NEW_KIOSK.deviceId}/staff-passkey`);
    expect(rotated.statusCode).toBe(201);
    expectError(await staffCall(), 401); // the first passkey stopped working

    const spare = await console('POST', `/console/kiosk-setup/${NEW_KIOSK.deviceId}/pairing-code`);
    expect(spare.statusCode).toBe(201);
    const retired = await console('POST', `/console/kiosk-setup/${NEW_KIOSK.deviceId}/retirement`);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(envelope(ZKioskSetupView).parse(retired.json()).data.retiredAt).not.toBeNull();

    // The paired browser is refused on its next call and reads itself unpaired; the spare code pairs nothing.
    expectError(await cancel(), 401, 'unauthorized');
    const state = await browser('GET', `/devices/${NEW_KIOSK.deviceId}/kiosk-credential`, cookie);
    expect(state.json().data.isPaired).toBe(false);
    const again = await browser('POST', `/devices/${NEW_KIOSK.deviceId}/kiosk-credential`, undefined, {
      code: spare.json().data.code,
    });
    expectError(again, 401);
    // A retired kiosk is not edited again, and its history stays readable in the console.
    const late = await console('PUT', `/console/kiosk-setup/${NEW_KIOSK.deviceId}`, {
      ...NEW_KIOSK,
      deviceId: undefined,
    });
    expectError(late, 409, 'conflict');
    expect((await console('GET', `/console/kiosks/${NEW_KIOSK.deviceId}`)).statusCode).toBe(200);

    const mine = (await auditRows(t.ctx.db)).filter((r) => r.device_id === NEW_KIOSK.deviceId);
    expect(mine.map((r) => [r.author, r.action])).toEqual([
      [OPERATOR_NAME, 'kiosk.created'],
      [OPERATOR_NAME, 'pairing_code.created'],
      [OPERATOR_NAME, 'kiosk.edited'],
      [OPERATOR_NAME, 'staff_passkey.set'],
      [OPERATOR_NAME, 'staff_passkey.rotated'],
      [OPERATOR_NAME, 'pairing_code.created'],
      [OPERATOR_NAME, 'kiosk.retired'],
    ]);
    expect(mine[2]).toMatchObject({
      before: { name: 'Central Library' },
      after: { name: 'Central Library (east)' },
    });
    expect(mine[6]!.after).toMatchObject({ browsersUnpaired: 1, brokerAccount: 'not configured' });
    // No secret's value is in the log.
    const text = JSON.stringify(await auditRows(t.ctx.db));
    for (const secret of [passkey, pairing.code, spare.json().data.code, cookie.split('=')[1]!])
      expect(text).not.toContain(secret);

    // The console lists them, filtered by kiosk and kind, and exports them.
    const page = await console('GET', `/console/audit?deviceId=${NEW_KIOSK.deviceId}&kind=kiosk`);
    const log = envelope(ZAuditLog).parse(page.json()).data;
    expect(log.entries.map((e) => e.action)).toEqual(['kiosk.retired', 'kiosk.edited', 'kiosk.created']);
    const csv = await console('GET', `/console/audit?deviceId=${NEW_KIOSK.deviceId}&format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.startsWith('\uFEFFat,author,action')).toBe(true);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(8);
  });

  it.each([
    ['timeZone', { timeZone: 'Mars/Olympus_Mons' }],
    ['currency', { currency: 'XYZ' }],
    ['defaultLanguage', { defaultLanguage: 'ko' }],
    ['languages', { languages: [] }],
    ['deviceId', { deviceId: 'x' }],
    ['supportPhone', { supportPhone: 'call us' }],
    ['name', { name: '  ' }],
  ])('refuses a bad %s with 400 naming it, and writes nothing', async (field, change) => {
    auth ??= await operatorAuth(t);
    const before = [await snapshot(t.ctx.db), await auditCount()];
    const res = await console('POST', '/console/kiosk-setup', {
      ...NEW_KIOSK,
      deviceId: 'bad-kiosk',
      ...change,
    });
    expect(expectError(res, 400, 'validation').description).toContain(field);
    expect([await snapshot(t.ctx.db), await auditCount()]).toEqual(before);
  });

  it('refuses a taken kiosk id and a bad edit with 4xx naming the field; nothing written', async () => {
    auth ??= await operatorAuth(t);
    const before = [await snapshot(t.ctx.db), await auditCount()];
    const taken = await console('POST', '/console/kiosk-setup', {
      ...NEW_KIOSK,
      deviceId: 'demo-kiosk-0001',
    });
    expect(expectError(taken, 400, 'validation').description).toContain('deviceId');
    const badEdit = await console('PUT', '/console/kiosk-setup/demo-kiosk-0001', {
      ...NEW_KIOSK,
      deviceId: undefined,
      timeZone: 'Nowhere/Else',
    });
    expect(expectError(badEdit, 400, 'validation').description).toContain('timeZone');
    expectError(await console('POST', '/console/kiosk-setup/no-such-kiosk/staff-passkey'), 404);
    // Without the broker's admin settings the console makes no broker account: the command does.
    expectError(await console('POST', '/console/kiosk-setup/demo-kiosk-0001/broker-account'), 409);
    expect([await snapshot(t.ctx.db), await auditCount()]).toEqual(before);
  });

  it('takes the operator session only', async () => {
    const staff = { authorization: 'Bearer test-passkey-2468' };
    for (const [method, url] of [
      ['POST', '/console/kiosk-setup'],
      ['PUT', '/console/kiosk-setup/demo-kiosk-0001'],
      ['POST', '/console/kiosk-setup/demo-kiosk-0001/retirement'],
      ['POST', '/console/kiosk-setup/demo-kiosk-0001/staff-passkey'],
      ['POST', '/console/kiosk-setup/demo-kiosk-0001/broker-account'],
      ['GET', '/console/audit'],
    ] as const)
      expectError(await t.rawApp.inject({ method, url, headers: staff, payload: NEW_KIOSK }), 401);
  });
});
