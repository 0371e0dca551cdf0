import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices } from '../../db/schema';
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

export async function isKnownDevice(db: Db, deviceId: string): Promise<boolean> {
  const rows = await db.select({ id: devices.id }).from(devices).where(eq(devices.id, deviceId)).limit(1);
  return rows.length > 0;
}

/** Newest first; for reports and tests. */
export async function listAnalyticsEvents(db: Db, limit = 100): Promise<AnalyticsEventRow[]> {
  return db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(limit);
}
