import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client';

/** The migrations, each a folder `<timestamp>_<name>/migration.sql` (drizzle-kit's layout). */
export const migrationNames = (folder: string): string[] =>
  readdirSync(folder).filter((name) => existsSync(join(folder, name, 'migration.sql')));

/** The migrations folder, found upward from this module (source and bundle sit at different depths). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(candidate) && migrationNames(candidate).length) return candidate;
    dir = dirname(dir);
  }
  throw new Error('The drizzle migrations folder was not found beside the server');
}

export const expectedMigrationCount = (folder: string): number => migrationNames(folder).length;

/** How many migrations the database has applied (drizzle keeps them in drizzle.__drizzle_migrations). */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** As appliedMigrationCount, but 0 for a database no migration ever ran on (no drizzle schema yet). */
export async function appliedMigrationCountOrNone(db: Db): Promise<number> {
  try {
    return await appliedMigrationCount(db);
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ??
      (error as { code?: string }).code;
    if (code === '42P01' || code === '3F000') return 0;
    throw error;
  }
}
