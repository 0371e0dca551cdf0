import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/client';
import { throttles } from '../db/schema';
import { rateLimited } from '../http/app-error';
import type { MessageKey } from '../i18n/messages.en';

export interface ThrottlePolicy {
  /** Wrong tries allowed in the window; the next one locks. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  description?: MessageKey;
}

/**
 * Guess counters kept in the database, so every API instance sees the same count.
 * assertOpen before checking a guess; recordFailure after a wrong one; clear after a right one.
 */
export async function assertOpen(db: Db, key: string, now: Date, policy: ThrottlePolicy): Promise<void> {
  const rows = await db
    .select({ lockedUntil: throttles.lockedUntil })
    .from(throttles)
    .where(eq(throttles.key, key));
  const lockedUntil = rows[0]?.lockedUntil;
  if (lockedUntil && lockedUntil > now) {
    throw rateLimited(Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000), policy.description);
  }
}

/** Counts a wrong guess; the one that reaches the limit locks the key, so the next try gets 429. */
export async function recordFailure(db: Db, key: string, now: Date, policy: ThrottlePolicy): Promise<void> {
  const windowStart = new Date(now.getTime() - policy.windowMs);
  const result = await db.execute(sql`
    insert into throttles (key, count, window_started_at) values (${key}, 1, ${now.toISOString()})
    on conflict (key) do update set
      count = case when throttles.window_started_at < ${windowStart.toISOString()} then 1 else throttles.count + 1 end,
      window_started_at = case when throttles.window_started_at < ${windowStart.toISOString()}
        then ${now.toISOString()}::timestamptz else throttles.window_started_at end
    returning count`);
  const count = Number(rowsOf<{ count: number }>(result)[0]?.count ?? 1);
  if (count >= policy.maxFailures) {
    const lockedUntil = new Date(now.getTime() + policy.lockMs);
    await db
      .update(throttles)
      .set({ lockedUntil, count: 0, windowStartedAt: now })
      .where(eq(throttles.key, key));
  }
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}
