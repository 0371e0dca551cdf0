import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGlite as PreviousPGlite } from 'pglite-0.5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrate } from '../cli/migrate-command';
import { runRestore } from '../cli/restore-command';
import { runUpgrade } from '../cli/upgrade-command';
import { openPglite, rowsOf, type Db } from './client';
import { appliedMigrationCount, expectedMigrationCount, migrationsFolder } from './migrations';
import { checkPgliteFormat, DataFormatError, PGLITE_PG_MAJOR, pgMajorOf } from './pglite-format';
import { rowCounts } from './pglite-upgrade';
import { seedCatalog, seedDevice, seedFlags } from './seed';

/**
 * A data folder as PGlite 0.5 (PostgreSQL 18) wrote it, made here with the 0.5 build installed beside
 * this one: every migration of this build, the catalogue, a kiosk with its stock and the flags; and a
 * backup of it as 0.5's db:backup took it (backup-0.5.tar.gz beside it).
 */
async function previousDataFolder(dataDir: string): Promise<Map<string, number>> {
  mkdirSync(dataDir, { recursive: true });
  const previous = await PreviousPGlite.create(join(dataDir, 'pglite'));
  try {
    // drizzle is typed for the PGlite it is installed beside; the 0.5 client answers the same calls.
    const db = drizzle({ client: previous as never });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const asDb = db as unknown as Db;
    await seedFlags(asDb);
    await seedCatalog(asDb);
    await seedDevice(asDb, 'kiosk-upgrade-1', {
      name: 'Lobby (straße)',
      isAccessibilityExtensionAllowed: true,
      staffCredentialHash: null,
    });
    await previous.exec('checkpoint');
    const tarball = await previous.dumpDataDir('gzip');
    writeFileSync(join(dataDir, '..', 'backup-0.5.tar.gz'), new Uint8Array(await tarball.arrayBuffer()));
    return await rowCounts(previous);
  } finally {
    await previous.close();
  }
}

const io = (env: NodeJS.ProcessEnv, argv: string[], cwd: string) => {
  const out = { stdout: '', stderr: '' };
  const stdout = new PassThrough().on('data', (chunk) => (out.stdout += String(chunk)));
  const stderr = new PassThrough().on('data', (chunk) => (out.stderr += String(chunk)));
  return { out, io: { argv, stdout, stderr, env, cwd } };
};

/** Every file of a folder with its size and modification time: what "left untouched" means here. */
const fingerprint = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => `${relative(dir, file)}:${statSync(file).size}:${statSync(file).mtimeMs}`)
    .sort();

let scratch: string;
let template: string;
let before: Map<string, number>;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'kiosk-pglite-upgrade-'));
  template = join(scratch, 'template');
  before = await previousDataFolder(template);
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A fresh copy of the 0.5 data folder for one test. */
const copyOfPrevious = (name: string): string => {
  const dir = join(scratch, name);
  cpSync(template, dir, { recursive: true });
  return dir;
};

describe('a data folder written by PGlite 0.5 (PostgreSQL 18)', { timeout: 120_000 }, () => {
  it('holds real rows: the test folder is no empty shell', () => {
    expect(pgMajorOf(join(template, 'pglite'))).toBe(18);
    expect(before.get('public.skus')).toBeGreaterThan(3);
    expect(before.get('public.device_stock')).toBe(before.get('public.skus'));
    expect(before.get('drizzle.__drizzle_migrations')).toBe(expectedMigrationCount(migrationsFolder()));
  });

  it('is refused by the server and the commands with one message naming it and db:upgrade, untouched', async () => {
    const dir = copyOfPrevious('refused');
    const files = fingerprint(dir);
    const refusal = await openPglite(join(dir, 'pglite')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataFormatError);
    expect((refusal as Error).message).toContain(`The data folder ${dir} holds a database of PGlite 0.5`);
    expect((refusal as Error).message).toContain(`npm run db:upgrade -- --data-dir ${dir}`);

    const migrateRun = io({ DATA_DIR: dir, LOG_LEVEL: 'silent' }, [], scratch);
    expect(await runMigrate(migrateRun.io)).toBe(1);
    expect(migrateRun.out.stderr.trim().split('\n')).toEqual([(refusal as Error).message]);
    expect(fingerprint(dir)).toEqual(files);
  });

  it('moves to PostgreSQL 19 with db:upgrade: every row there, the old folder kept; a re-run changes nothing', async () => {
    const dir = copyOfPrevious('upgraded');
    const run = io({ LOG_LEVEL: 'silent' }, ['--data-dir', dir], scratch);
    expect(await runUpgrade(run.io), run.out.stderr).toBe(0);
    const rows = [...before.values()].reduce((sum, n) => sum + n, 0);
    expect(run.out.stdout).toContain(`${before.size} tables, ${rows} rows, every count checked`);
    expect(pgMajorOf(join(dir, 'pglite'))).toBe(PGLITE_PG_MAJOR);
    expect(pgMajorOf(join(dir, 'pglite-pg18'))).toBe(18);
    expect(existsSync(join(dir, 'pglite-upgrading'))).toBe(false);

    const database = await openPglite(join(dir, 'pglite'));
    try {
      const version = rowsOf<{ v: string }>(await database.db.execute(sql`show server_version_num`));
      expect(Math.floor(Number(Object.values(version[0]!)[0]) / 10_000)).toBe(PGLITE_PG_MAJOR);
      expect(await appliedMigrationCount(database.db)).toBe(expectedMigrationCount(migrationsFolder()));
      const device = rowsOf<{ name: string; languages: unknown }>(
        await database.db.execute(sql`select name, languages from devices where id = 'kiosk-upgrade-1'`),
      );
      expect(device[0]?.name).toBe('Lobby (straße)');
      // Sequences carried over: the next id is after the last one used, not 1 again.
      const sequence = rowsOf<{ n: number }>(
        await database.db.execute(sql`select last_value::int as n from drizzle.__drizzle_migrations_id_seq`),
      );
      expect(sequence[0]?.n).toBe(expectedMigrationCount(migrationsFolder()));
    } finally {
      await database.close();
    }
    const again = io({ LOG_LEVEL: 'silent' }, ['--data-dir', dir], scratch);
    expect(await runUpgrade(again.io)).toBe(0);
    expect(again.out.stdout).toContain('already on PostgreSQL 19: nothing to do');
  });

  it('finishes an upgrade that stopped midway, and refuses to start on it meanwhile', async () => {
    // Stopped after the old folder was moved aside, with a half-written new one: no pglite/ at all.
    const dir = copyOfPrevious('interrupted');
    renameSync(join(dir, 'pglite'), join(dir, 'pglite-pg18'));
    mkdirSync(join(dir, 'pglite-upgrading'));
    expect(() => checkPgliteFormat(join(dir, 'pglite'))).toThrow(/unfinished upgrade .*npm run db:upgrade/);

    const run = io({ LOG_LEVEL: 'silent' }, ['--data-dir', dir], scratch);
    expect(await runUpgrade(run.io), run.out.stderr).toBe(0);
    const database = await openPglite(join(dir, 'pglite'));
    try {
      const counts = await rowCounts({
        query: async <T>(text: string) => ({ rows: rowsOf<T>(await database.db.execute(sql.raw(text))) }),
      });
      expect(counts).toEqual(before);
    } finally {
      await database.close();
    }
    expect(pgMajorOf(join(dir, 'pglite-pg18'))).toBe(18);
    expect(readFileSync(join(dir, 'pglite', 'PG_VERSION'), 'utf8').trim()).toBe(String(PGLITE_PG_MAJOR));
  });

  it('a backup that 0.5 took: db:restore unpacks it and names db:upgrade, which then carries every row', async () => {
    const dir = join(scratch, 'restored');
    const restore = io(
      { LOG_LEVEL: 'silent' },
      ['--from', join(scratch, 'backup-0.5.tar.gz'), '--data-dir', dir],
      scratch,
    );
    expect(await runRestore(restore.io)).toBe(1);
    expect(restore.out.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/was taken by PGlite 0\.5 \(PostgreSQL 18\).*npm run db:upgrade -- --data-dir /),
    ]);
    expect(pgMajorOf(join(dir, 'pglite'))).toBe(18);

    const run = io({ LOG_LEVEL: 'silent' }, ['--data-dir', dir], scratch);
    expect(await runUpgrade(run.io), run.out.stderr).toBe(0);
    const database = await openPglite(join(dir, 'pglite'));
    try {
      const counts = await rowCounts({
        query: async <T>(text: string) => ({ rows: rowsOf<T>(await database.db.execute(sql.raw(text))) }),
      });
      expect(counts).toEqual(before);
    } finally {
      await database.close();
    }
  });
});
