import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsOutbox } from './sms.schema';

export type OutboxRow = typeof smsOutbox.$inferSelect;

export async function insertOutboxMessage(
  db: Db,
  toMasked: string,
  body: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .insert(smsOutbox)
    .values({ toMasked, body, createdAt: now })
    .returning({ id: smsOutbox.id });
  return rows[0]!.id;
}

/** The newest messages first. */
export const listOutbox = (db: Db, limit: number): Promise<OutboxRow[]> =>
  db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
