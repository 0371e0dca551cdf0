import { desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { kioskReleases } from './releases.schema';

export type KioskReleaseRow = typeof kioskReleases.$inferSelect;

/** Records a release: false when its version is already there (nothing written). */
export async function insertRelease(db: Db, row: Omit<KioskReleaseRow, 'uploadedAt'>): Promise<boolean> {
  const rows = await db
    .insert(kioskReleases)
    .values(row)
    .onConflictDoNothing()
    .returning({ version: kioskReleases.version });
  return rows.length === 1;
}

export async function findRelease(db: Db, version: string): Promise<KioskReleaseRow | null> {
  const [row] = await db.select().from(kioskReleases).where(eq(kioskReleases.version, version));
  return row ?? null;
}

export const listReleases = (db: Db) =>
  db.select().from(kioskReleases).orderBy(desc(kioskReleases.uploadedAt));

/** An instance's start (or its heartbeat): one row per instance id. */
export async function touchApiInstance(
  db: Db,
  row: { id: string; version: string; startedAt: Date; at: Date },
): Promise<void> {
  await db.execute(sql`
    insert into api_instances (id, version, started_at, last_seen_at)
    values (${row.id}, ${row.version}, ${row.startedAt.toISOString()}::timestamptz, ${row.at.toISOString()}::timestamptz)
    on conflict (id) do update set last_seen_at = excluded.last_seen_at, version = excluded.version`);
}

/** Instances seen since `since`, the latest first. */
export async function listApiInstances(db: Db, since: Date) {
  const result = await db.execute(sql`
    select id, version, started_at as "startedAt", last_seen_at as "lastSeenAt" from api_instances
    where last_seen_at >= ${since.toISOString()}::timestamptz order by last_seen_at desc, id`);
  return rowsOf<{ id: string; version: string; startedAt: string | Date; lastSeenAt: string | Date }>(result);
}
