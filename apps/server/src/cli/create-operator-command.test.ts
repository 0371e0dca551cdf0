import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { verifySecret } from '../lib/secrets';
import { findOperatorByNameForTest } from '../modules/console/operator-auth.service';
import { DB_KINDS, useTestApp } from '../test/harness';
import { runCreateOperator } from './create-operator-command';
import type { CliIo } from './set-passkey-command';

const sink = () => {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
};

const io = (stdin: NodeJS.ReadableStream) => {
  const out = sink();
  const err = sink();
  const value: CliIo = { stdin, stdout: out.stream, stderr: err.stream, env: { NODE_ENV: 'test' }, cwd: '.' };
  return { io: value, out, err };
};

describe.each(DB_KINDS)('operator:create on %s', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const open = async () => ({ db: t.ctx.db, where: 'the test database', close: async () => undefined });

  it('creates an operator with a random password it prints once, stored as an argon2 hash', async () => {
    const run = io(Readable.from([]));
    expect(await runCreateOperator(['--name', 'ops@example.org'], run.io, { open })).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(run.out.text())?.[1];
    expect(password).toHaveLength(20);
    const row = await findOperatorByNameForTest(t.ctx.db, 'ops@example.org');
    expect(await verifySecret(row!.passwordHash, password!)).toBe(true);
  });

  it('takes a password from stdin and never prints it', async () => {
    const run = io(Readable.from(['piped-password-97531\n']));
    expect(await runCreateOperator(['--name', 'ops2', '--password-stdin'], run.io, { open })).toBe(0);
    expect(run.out.text()).not.toContain('piped-password-97531');
    const row = await findOperatorByNameForTest(t.ctx.db, 'ops2');
    expect(await verifySecret(row!.passwordHash, 'piped-password-97531')).toBe(true);
  });

  it('refuses a short password, a password on the command line and a bad name', async () => {
    let run = io(Readable.from(['short\n']));
    expect(await runCreateOperator(['--name', 'ops3', '--password-stdin'], run.io, { open })).toBe(1);
    expect(run.err.text()).toContain('at least 12 characters');
    run = io(Readable.from([]));
    expect(await runCreateOperator(['--name', 'ops3', '--password=x'], run.io, { open })).toBe(2);
    expect(run.err.text()).toContain('Never put a password on the command line');
    run = io(Readable.from([]));
    expect(await runCreateOperator(['--name', 'a b'], run.io, { open })).toBe(2);
    expect(await findOperatorByNameForTest(t.ctx.db, 'ops3')).toBeUndefined();
  });

  it('gives a new account the role of --role (operator without it); an existing one keeps its own', async () => {
    const run = () => io(Readable.from([]));
    expect(await runCreateOperator(['--name', 'first-admin', '--role', 'admin'], run().io, { open })).toBe(0);
    expect((await findOperatorByNameForTest(t.ctx.db, 'first-admin'))?.role).toBe('admin');
    const plain = run();
    expect(await runCreateOperator(['--name', 'plain-one'], plain.io, { open })).toBe(0);
    expect(plain.out.text()).toContain('role operator');
    expect((await findOperatorByNameForTest(t.ctx.db, 'plain-one'))?.role).toBe('operator');
    expect(await runCreateOperator(['--name', 'first-admin'], run().io, { open })).toBe(0);
    expect((await findOperatorByNameForTest(t.ctx.db, 'first-admin'))?.role).toBe('admin');
    expect(await runCreateOperator(['--name', 'plain-one', '--role', 'viewer'], run().io, { open })).toBe(0);
    expect((await findOperatorByNameForTest(t.ctx.db, 'plain-one'))?.role).toBe('viewer');
    const bad = run();
    expect(await runCreateOperator(['--name', 'ops4', '--role', 'root'], bad.io, { open })).toBe(2);
    expect(bad.err.text()).toContain('--role');
    expect(await findOperatorByNameForTest(t.ctx.db, 'ops4')).toBeUndefined();
  });
});
