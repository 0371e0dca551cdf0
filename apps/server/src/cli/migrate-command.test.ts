import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { expectedMigrationCount, migrationsFolder } from '../db/migrations';
import { runMigrate } from './migrate-command';

const dataDir = mkdtempSync(join(tmpdir(), 'kiosk-migrate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = async (env: NodeJS.ProcessEnv) => {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => (out += String(chunk)));
  stderr.on('data', (chunk) => (err += String(chunk)));
  const code = await runMigrate({ stdout, stderr, env, cwd: dataDir });
  return { code, out, err };
};

describe('npm run db:migrate', () => {
  it('brings a database that is behind up to this build, and says so', async () => {
    // A database of the build before: every migration but the last.
    const older = join(dataDir, 'older-drizzle');
    cpSync(migrationsFolder(), older, { recursive: true });
    const names = readdirSync(older).sort();
    rmSync(join(older, names[names.length - 1]!), { recursive: true });
    const old = await openPglite(join(dataDir, 'pglite'));
    await old.migrate(older);
    await old.close();

    const shipped = expectedMigrationCount(migrationsFolder());
    const { code, out } = await run({ DATA_DIR: dataDir });
    expect(code).toBe(0);
    expect(out).toContain(`${shipped} migrations applied, ${shipped} in this build`);
  });

  it('refuses in one line when the database does not answer', async () => {
    const { code, err } = await run({
      DATABASE_URL: 'postgres://u:pw@127.0.0.1:1/x',
      SECRET_KEY: 'k'.repeat(32),
    });
    expect(code).toBe(1);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(/^Could not connect to DATABASE_URL/);
  });
});
