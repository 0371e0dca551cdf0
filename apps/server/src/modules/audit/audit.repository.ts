import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from './audit.schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** Appends one entry. There is no update or delete here: the table refuses both (a trigger). */
export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  subjectKind?: string;
  deviceId?: string;
  author?: string;
  /** From this instant (inclusive) to that one (exclusive). */
  from?: Date;
  until?: Date;
}

const whereOf = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.subjectKind ? eq(auditLog.subjectKind, filter.subjectKind) : undefined,
    filter.deviceId ? eq(auditLog.deviceId, filter.deviceId) : undefined,
    filter.author ? eq(auditLog.author, filter.author) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.until ? lt(auditLog.at, filter.until) : undefined,
  );

/** Entries newest first (`limit` null: every one), and how many match. */
export async function listAuditRows(
  db: Db,
  filter: AuditFilter,
  limit: number | null,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filter);
  const query = db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id));
  const rows = await (limit === null ? query : query.limit(limit).offset(offset));
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}
