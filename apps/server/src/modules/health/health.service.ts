import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { appliedMigrationCount, expectedMigrationCount, migrationsFolder } from '../../db/migrations';

export interface Readiness {
  isReady: boolean;
  database: 'up' | 'down';
  migrations: { applied: number; expected: number } | null;
}

/** Ready when the database answers and has every migration this build ships. */
export async function readiness(ctx: AppContext): Promise<Readiness> {
  const expected = expectedMigrationCount(migrationsFolder());
  try {
    await ctx.db.execute(sql`select 1`);
    const applied = await appliedMigrationCount(ctx.db);
    return { isReady: applied === expected, database: 'up', migrations: { applied, expected } };
  } catch {
    return { isReady: false, database: 'down', migrations: null };
  }
}
