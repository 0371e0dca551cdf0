import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, rowsOf, type Database } from './client';

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
});
