import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsEvents } from './analytics.schema';

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = Pick<
  typeof analyticsEvents.$inferInsert,
  'deviceId' | 'name' | 'properties' | 'occurredAt'
>;

export async function insertAnalyticsEvents(db: Db, rows: NewAnalyticsEvent[]): Promise<number> {
  if (!rows.length) return 0;
  const inserted = await db.insert(analyticsEvents).values(rows).returning({ id: analyticsEvents.id });
  return inserted.length;
}

/** Newest first; for reports and tests. */
export async function listAnalyticsEvents(db: Db, limit = 100): Promise<AnalyticsEventRow[]> {
  return db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(limit);
}
