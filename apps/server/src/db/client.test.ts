import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, rowsOf, type Database } from './client';
import { PGLITE_PG_MAJOR } from './pglite-format';

describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite(undefined);
  });
  afterAll(() => database.close());

  it('keeps 16 MB of shared buffers, not 128 MB, and PGlite’s own settings', async () => {
    const setting = async (name: string) =>
      rowsOf<{ setting: string }>(
        await database.db.execute(sql`select current_setting(${name}) as setting`),
      )[0]!.setting;
    expect(await setting('shared_buffers')).toBe('16MB');
    expect(await setting('max_worker_processes')).toBe('0');
  });

  it('runs the PostgreSQL major that data folders are checked against (pglite-format.ts)', async () => {
    const version = rowsOf<{ setting: string }>(
      await database.db.execute(sql`select current_setting('server_version_num') as setting`),
    )[0]!.setting;
    expect(Math.floor(Number(version) / 10_000)).toBe(PGLITE_PG_MAJOR);
  });
});
