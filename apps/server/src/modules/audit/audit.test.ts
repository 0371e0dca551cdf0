import { PassThrough, Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZAuditLog, envelope } from '@kiosk/contract';
import { rowsOf } from '../../db/client';
import { runCreateOperator } from '../../cli/create-operator-command';
import { runPairKiosk } from '../../cli/pair-kiosk-command';
import { runSetPasskey, type CliIo } from '../../cli/set-passkey-command';
import { DB_KINDS, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { OPERATOR_NAME, operatorAuth } from '../../test/console-session-helpers';
import { auditRows } from '../../test/audit-helpers';

const KIOSK = 'demo-kiosk-0001';
const KITS = 'naloxone-emergency-kit';

const cliIo = (stdin: NodeJS.ReadableStream, user = 'alice') => {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const io: CliIo = {
    stdin: stdin as CliIo['stdin'],
    stdout: out,
    stderr: new PassThrough(),
    env: { NODE_ENV: 'test', USER: user },
    cwd: '.',
  };
  return { io, text: () => text };
};

describe.each(DB_KINDS)('the audit log on %s', (kind) => {
  const t = useTestApp(kind);
  const open = async () => ({ db: t.ctx.db, where: 'the test database', close: async () => undefined });
  let auth: Awaited<ReturnType<typeof operatorAuth>>;
  const call = async (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) => {
    auth ??= await operatorAuth(t);
    return t.rawApp.inject({ method, url, headers: auth, payload });
  };
  const count = async () =>
    rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from audit_log`))[0]!.n;
  const last = async () => (await auditRows(t.ctx.db)).at(-1)!;

  it("records the demo seed's kiosks as made by the seed, through the console's service", async () => {
    const seeded = (await auditRows(t.ctx.db)).filter((r) => r.action === 'kiosk.created');
    expect(seeded.map((r) => r.subject_id)).toContain(KIOSK);
    expect(seeded.every((r) => r.author === 'cli:demo-seed')).toBe(true);
    expect(seeded[0]!.after).toMatchObject({ timeZone: 'America/Los_Angeles', staffPasskey: 'set' });
  });

  it('records operator:create as cli:<user>, never the password; a refused one records nothing', async () => {
    const before = await count();
    const short = cliIo(Readable.from(['short\n']));
    expect(await runCreateOperator(['--name', 'ops3', '--password-stdin'], short.io, { open })).toBe(1);
    expect(await count()).toBe(before);
    const run = cliIo(Readable.from(['a-long-password-97531\n']));
    expect(await runCreateOperator(['--name', 'ops3', '--password-stdin'], run.io, { open })).toBe(0);
    expect(await last()).toMatchObject({
      author: 'cli:alice',
      action: 'operator.created',
      subject_kind: 'operator',
      after: { name: 'ops3', password: 'set' },
    });
    expect(JSON.stringify(await auditRows(t.ctx.db))).not.toContain('a-long-password-97531');
  });

  it('records staff:set-passkey (set, never its value); an unknown kiosk records nothing', async () => {
    const before = await count();
    const none = cliIo(Readable.from(['a-new-passkey-86420\n']));
    expect(await runSetPasskey(['--device', 'no-such-kiosk', '--passkey-stdin'], none.io, { open })).toBe(1);
    expect(await count()).toBe(before);
    const run = cliIo(Readable.from(['a-new-passkey-86420\n']), 'bob');
    expect(await runSetPasskey(['--device', KIOSK, '--passkey-stdin'], run.io, { open })).toBe(0);
    expect(await last()).toMatchObject({
      author: 'cli:bob',
      action: 'staff_passkey.rotated',
      device_id: KIOSK,
      after: { staffPasskey: 'rotated' },
    });
    expect(JSON.stringify(await auditRows(t.ctx.db))).not.toContain('a-new-passkey-86420');
  });

  it('records staff:pair (never the code); an unknown kiosk records nothing', async () => {
    const before = await count();
    expect(await runPairKiosk(['--device', 'no-such-kiosk'], cliIo(Readable.from([])).io, { open })).toBe(1);
    expect(await count()).toBe(before);
    const run = cliIo(Readable.from([]));
    expect(await runPairKiosk(['--device', KIOSK], run.io, { open })).toBe(0);
    const code = /Pairing code of \S+: (\S+)/.exec(run.text())![1]!;
    expect(await last()).toMatchObject({ author: 'cli:alice', action: 'pairing_code.created' });
    expect(JSON.stringify(await auditRows(t.ctx.db))).not.toContain(code);
  });

  it('records a threshold set and removed with its values; a refused one records nothing', async () => {
    auth ??= await operatorAuth(t); // its first sign-in creates the operator (recorded) before counting
    const before = await count();
    const refused = await call('PUT', '/console/thresholds', {
      deviceId: KIOSK,
      skuId: 'no-such-sku',
      units: 3,
    });
    expectError(refused, 400, 'validation');
    expect(await count()).toBe(before);
    expect(
      (await call('PUT', '/console/thresholds', { deviceId: KIOSK, skuId: KITS, units: 7 })).statusCode,
    ).toBe(200);
    expect(await last()).toMatchObject({
      author: OPERATOR_NAME,
      action: 'threshold.set',
      subject_kind: 'threshold',
      subject_id: `${KIOSK}:${KITS}`,
      before: null,
      after: { units: 7 },
    });
    await call('PUT', '/console/thresholds', { deviceId: KIOSK, skuId: KITS, units: null });
    expect(await last()).toMatchObject({ action: 'threshold.removed', before: { units: 7 }, after: null });
  });

  it('lists, filters (kind, kiosk, author, days) and pages the log; no call edits or deletes it', async () => {
    const page = async (query: string) =>
      envelope(ZAuditLog).parse((await call('GET', `/console/audit?${query}`)).json()).data;
    const all = await page('pageSize=100');
    expect(all.total).toBe(await count());
    const thresholds = await page('kind=threshold');
    expect(thresholds.entries.map((e) => e.action)).toEqual(['threshold.removed', 'threshold.set']);
    expect((await page(`author=cli%3Abob`)).entries.map((e) => e.action)).toEqual(['staff_passkey.rotated']);
    expect((await page(`deviceId=${KIOSK}&kind=staff_passkey`)).total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await page('from=2000-01-01&to=2000-01-02')).total).toBe(0);
    const second = await page('pageSize=2&page=2');
    expect(second.entries.map((e) => e.id)).toEqual(all.entries.slice(2, 4).map((e) => e.id));
    expectError(await call('GET', '/console/audit?kind=everything'), 400, 'validation');

    for (const method of ['PUT', 'DELETE', 'POST'] as const)
      expect((await call(method, '/console/audit')).statusCode).toBe(404);
    // The database itself refuses (drizzle wraps the error: the trigger's message is its cause).
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'written',
        (error: Error) => `${error.message} ${String((error.cause as Error | undefined)?.message)}`,
      );
    expect(await refusal(t.ctx.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await refusal(t.ctx.db.execute(sql`update audit_log set author = 'someone'`))).toMatch(
      /append-only/,
    );
    expect((await page('pageSize=100')).total).toBe(all.total);
  });
});
