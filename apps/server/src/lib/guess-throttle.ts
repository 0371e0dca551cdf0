import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/client';
import { throttles } from '../db/schema';
import { rateLimited } from '../http/app-error';
import type { ThrottlePolicy } from './throttle';

const retryAfter = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * Takes one try under the key before a guess is checked. The count goes up in the same statement that
 * reads the lock, so a burst of guesses sent at once cannot all pass before any failure is counted
 * (checking first and counting after lets every one of them through). 429 while the key is locked, or
 * when the window's tries are used up, which locks it. A right guess gives its try back (returnAttempt);
 * a wrong one keeps it (lockIfUsedUp).
 */
export async function takeAttempt(db: Db, key: string, now: Date, policy: ThrottlePolicy): Promise<void> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - policy.windowMs).toISOString();
  const rows = rowsOf<{ count: number; locked_until: Date | string | null }>(
    await db.execute(sql`
      insert into throttles (key, count, window_started_at) values (${key}, 1, ${at})
      on conflict (key) do update set
        count = case
          when throttles.locked_until > ${at}::timestamptz then throttles.count
          when throttles.window_started_at < ${windowStart}::timestamptz then 1
          else throttles.count + 1 end,
        window_started_at = case
          when throttles.locked_until > ${at}::timestamptz then throttles.window_started_at
          when throttles.window_started_at < ${windowStart}::timestamptz then ${at}::timestamptz
          else throttles.window_started_at end
      returning count, locked_until`),
  );
  const row = rows[0];
  const lockedUntil = row?.locked_until ? new Date(row.locked_until) : null;
  if (lockedUntil && lockedUntil > now) throw rateLimited(retryAfter(lockedUntil, now), policy.description);
  if (Number(row?.count ?? 0) <= policy.maxFailures) return;
  const until = new Date(now.getTime() + policy.lockMs);
  await db
    .update(throttles)
    .set({ lockedUntil: until, count: 0, windowStartedAt: now })
    .where(and(eq(throttles.key, key), or(isNull(throttles.lockedUntil), lte(throttles.lockedUntil, now))));
  throw rateLimited(retryAfter(until, now), policy.description);
}

/** A right guess: its try no longer counts against the key. */
export async function returnAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(throttles)
    .set({ count: sql`greatest(${throttles.count} - 1, 0)` })
    .where(eq(throttles.key, key));
}

/** A wrong guess keeps its try; the one that used up the window locks the key, so the next try gets 429. */
export async function lockIfUsedUp(db: Db, key: string, now: Date, policy: ThrottlePolicy): Promise<void> {
  await db
    .update(throttles)
    .set({ lockedUntil: new Date(now.getTime() + policy.lockMs), count: 0, windowStartedAt: now })
    .where(
      and(
        eq(throttles.key, key),
        gte(throttles.count, policy.maxFailures),
        or(isNull(throttles.lockedUntil), lte(throttles.lockedUntil, now)),
      ),
    );
}
