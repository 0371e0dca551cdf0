import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';

/** A stable 64-bit advisory lock key for a name (PostgreSQL's own hash). */
const lockKey = (name: string) => sql`hashtextextended(${`kiosk:${name}`}, 0)`;

/**
 * Runs `work` in one API instance of the fleet at a time and skips it (null) where another instance is
 * running it: the sweepers tick on every instance, and one of them does the sweep. The lock is a
 * PostgreSQL advisory lock held by a transaction, so it ends with its instance. PGlite has one process.
 */
export async function runOncePerFleet<T>(
  database: Database,
  name: string,
  work: () => Promise<T>,
): Promise<T | null> {
  if (database.kind === 'pglite') return work();
  return database.db.transaction(async (tx) => {
    const rows = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey(name)}) as ok`),
    );
    return rows[0]?.ok ? work() : null;
  });
}

/**
 * Waits for the fleet-wide lock of `name`, then runs `work`: one at a time across every instance.
 * Callers that may run many at once in one process should queue there first, so that an instance waits
 * with at most one connection.
 */
export async function withFleetLock<T>(database: Database, name: string, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(name)})`);
    return work();
  });
}
