import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../bootstrap';
import { devices } from '../db/schema';
import { DB_KINDS, DEMO, staffAuth, TEST_PASSKEY, useTestApp } from '../test/harness';
import { testConfig } from '../test/harness';
import { verifySecret } from '../lib/secrets';
import { runSetPasskey, type CliIo } from './set-passkey-command';
import type { CliInput } from './passkey-input';

const NEW_PASSKEY = 'rotated-passkey-9753';

/** Collects what the command writes. */
const sink = () => {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
};

/** A terminal stand-in: raw mode recorded, keys typed in. */
const terminal = (keys: string[]) => {
  const input = new PassThrough() as PassThrough & CliInput;
  const modes: boolean[] = [];
  input.isTTY = true;
  input.setRawMode = (isRaw: boolean) => modes.push(isRaw);
  // Each prompt registers its listener before the keys of its answer arrive.
  let i = 0;
  input.on('resume', () => {
    const key = keys[i++];
    if (key !== undefined) setImmediate(() => input.write(key));
  });
  return { input, modes };
};

const io = (stdin: CliInput, env: Record<string, string> = {}) => {
  const out = sink();
  const err = sink();
  const value: CliIo = {
    stdin,
    stdout: out.stream,
    stderr: err.stream,
    env: { NODE_ENV: 'test', ...env },
    cwd: process.cwd(),
  };
  return { io: value, out, err };
};

describe.each(DB_KINDS)('staff:set-passkey on %s', (kind) => {
  const t = useTestApp(kind);

  const open = async () => ({ db: t.ctx.db, where: 'the test database', close: async () => undefined });
  const signIn = (passkey: string) =>
    t.app.inject({
      method: 'POST',
      url: `/devices/${DEMO}/staff/session`,
      headers: { authorization: `Bearer ${passkey}` },
    });

  it('sets a passkey read from stdin, stored as argon2; the new one signs in, the old one no longer', async () => {
    const run = io(Readable.from([`${NEW_PASSKEY}\n`]));
    expect(await runSetPasskey(['--device', DEMO, '--passkey-stdin'], run.io, { open })).toBe(0);
    expect(run.out.text()).toContain(`The staff passkey of ${DEMO} was set`);
    expect(run.out.text() + run.err.text()).not.toContain(NEW_PASSKEY);
    const [row] = await t.ctx.db.select().from(devices).where(eq(devices.id, DEMO));
    expect(row!.staffCredentialHash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(row!.staffCredentialHash!, NEW_PASSKEY)).toBe(true);
    expect((await signIn(NEW_PASSKEY)).statusCode).toBe(200);
    expect((await signIn(TEST_PASSKEY)).statusCode).toBe(401);
  });

  it('asks twice without echo on a terminal, and lifts a sign-in lockout', async () => {
    for (let i = 0; i < 5; i++) await signIn(`wrong-guess-${i}`);
    expect((await signIn(NEW_PASSKEY)).statusCode).toBe(429);
    const { input, modes } = terminal([`${TEST_PASSKEY}\r`, `${TEST_PASSKEY}x\u007f\r`]);
    const run = io(input);
    expect(await runSetPasskey(['--device', DEMO], run.io, { open })).toBe(0);
    expect(modes).toEqual([true, false, true, false]);
    expect(run.err.text()).toBe('New staff passkey: \nType it again: \n');
    expect(run.out.text()).not.toContain(TEST_PASSKEY);
    expect(
      (await t.app.inject({ method: 'POST', url: `/devices/${DEMO}/staff/session`, headers: staffAuth }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses two different entries, a short or blank-holding passkey, and an unknown device; changes nothing', async () => {
    const [before] = await t.ctx.db.select().from(devices).where(eq(devices.id, DEMO));
    const differ = io(terminal(['first-passkey-1\r', 'other-passkey-2\r']).input);
    expect(await runSetPasskey(['--device', DEMO], differ.io, { open })).toBe(1);
    expect(differ.err.text()).toContain('The two passkeys differ. Nothing was changed.');

    // Eleven characters: one short of the minimum.
    const short = io(Readable.from(['elevenchars\n']));
    expect(await runSetPasskey(['--device', DEMO, '--passkey-stdin'], short.io, { open })).toBe(1);
    expect(short.err.text()).toContain('at least 12 characters');

    const spaced = io(Readable.from(['has a space in it\n']));
    expect(await runSetPasskey(['--device', DEMO, '--passkey-stdin'], spaced.io, { open })).toBe(1);
    expect(spaced.err.text()).toContain('must not contain spaces');

    const unknown = io(Readable.from([`${NEW_PASSKEY}\n`]));
    expect(await runSetPasskey(['--device', 'no-such-kiosk', '--passkey-stdin'], unknown.io, { open })).toBe(
      1,
    );
    expect(unknown.err.text()).toContain('There is no device no-such-kiosk in this database.');

    const [after] = await t.ctx.db.select().from(devices).where(eq(devices.id, DEMO));
    expect(after!.staffCredentialHash).toBe(before!.staffCredentialHash);
  });

  it('refuses a passkey on the command line, a missing device and unknown options in one line (exit 2)', async () => {
    const onLine = io(Readable.from([]));
    expect(await runSetPasskey(['--device', DEMO, '--passkey', 'secret-123'], onLine.io, { open })).toBe(2);
    expect(onLine.err.text()).toContain('Never put a passkey on the command line');
    expect(onLine.err.text()).not.toContain('secret-123');
    const missing = io(Readable.from([]));
    expect(await runSetPasskey([], missing.io, { open })).toBe(2);
    expect(missing.err.text()).toBe(
      '--device <deviceId> is required (see npm run staff:set-passkey -- --help)\n',
    );
    const unknown = io(Readable.from([]));
    expect(await runSetPasskey(['--device', DEMO, '--bogus'], unknown.io, { open })).toBe(2);
    expect(unknown.err.text().trim().split('\n')).toHaveLength(1);
    const help = io(Readable.from([]));
    expect(await runSetPasskey(['--help'], help.io, { open })).toBe(0);
    expect(help.out.text()).toContain('Usage: npm run staff:set-passkey -- --device <deviceId>');
    const noTty = io(Readable.from([]));
    expect(await runSetPasskey(['--device', DEMO], noTty.io, { open })).toBe(1);
    expect(noTty.err.text()).toContain('--passkey-stdin');
  });
});

describe('staff:set-passkey on a data folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kiosk-cli-'));
    const opened = await openDatabase(testConfig({ DATA_DIR: dir, DEMO_STAFF_PASSKEY: TEST_PASSKEY }));
    await opened.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens the folder the server uses (relative to where npm was started), sets the passkey, unlocks it', async () => {
    const run = io(Readable.from([`${NEW_PASSKEY}\n`]), { DATA_DIR: '.', INIT_CWD: dir });
    expect(await runSetPasskey(['--device', DEMO, '--passkey-stdin'], run.io)).toBe(0);
    expect(run.out.text()).toContain(`in the data folder ${dir}`);
    const opened = await openDatabase(testConfig({ DATA_DIR: dir }));
    try {
      const [row] = await opened.database.db.select().from(devices).where(eq(devices.id, DEMO));
      expect(await verifySecret(row!.staffCredentialHash!, NEW_PASSKEY)).toBe(true);
    } finally {
      await opened.close();
    }
  });

  it('says when the folder holds no database yet', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'kiosk-cli-empty-'));
    const run = io(Readable.from([`${NEW_PASSKEY}\n`]), { DATA_DIR: empty });
    expect(await runSetPasskey(['--device', DEMO, '--passkey-stdin'], run.io)).toBe(1);
    expect(run.err.text()).toContain(`There is no database in ${empty}`);
    rmSync(empty, { recursive: true, force: true });
  });

  it('refuses clearly, as a process of its own, while a server holds the folder', async () => {
    // The lock a running server holds: its live pid (this test process stands in for it).
    writeFileSync(join(dir, 'server.lock'), String(process.pid));
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/cli/set-passkey.ts', '--device', DEMO, '--passkey-stdin'],
        { cwd: join(__dirname, '..', '..'), env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dir } },
      );
      child.stdin.end(`${NEW_PASSKEY}\n`);
      let stderr = '';
      let stdout = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code, stderr).toBe(1);
      expect(stderr).toContain(`The data folder ${dir} is in use by a running server (pid ${process.pid})`);
      expect(stderr).toContain('stop the server, run this command, then start the server again');
      expect(stdout + stderr).not.toContain(NEW_PASSKEY);
    } finally {
      rmSync(join(dir, 'server.lock'), { force: true });
    }
  });
});
