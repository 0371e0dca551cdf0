import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, rowsOf, type Database } from '../db/client';
import { toAppError } from '../http/error-handler';
import { createDatabase } from '../test/pg-database';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Ends one server connection from the outside, as a PostgreSQL restart or failover does. */
async function terminate(url: string, pid: number) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();
}

// The shared server keeps running: only this test's own connection is cut.
describe.skipIf(!adminUrl)('a PostgreSQL connection lost in the middle of a transaction', () => {
  let database: Database;
  let created: Awaited<ReturnType<typeof createDatabase>>;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  beforeAll(async () => {
    created = await createDatabase(adminUrl!);
    database = await openPostgres(created.url, { max: 2 });
  });
  afterAll(async () => {
    await database.close();
    await created.drop();
  });

  it('fails that request with 503, does not take the process down, and the pool serves the next one', async () => {
    process.prependListener('uncaughtException', onUncaught);
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          const pid = Number(
            rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid,
          );
          // Between two statements the client runs no query: the loss arrives as an 'error' event.
          await terminate(created.url, pid);
          await new Promise((r) => setTimeout(r, 300));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(outcome).not.toBeNull();
      expect(toAppError(outcome)).toMatchObject({ status: 503, code: 'unavailable' });
      await new Promise((r) => setTimeout(r, 100));
      expect(uncaught).toEqual([]);
      const again = rowsOf<{ n: number }>(await database.db.execute(sql`select 1 as n`));
      expect(again[0]?.n).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
