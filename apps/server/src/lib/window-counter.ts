import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { throttles } from './throttles.schema';

// Counters over a window, rows of `throttles` (lib/ writes that table: here and the guess throttle,
// guess-throttle.ts, which counts its ceilings with countInWindow): the SMS send caps take one here.

/**
 * One more against a counter (a window of `windowMs` from its first count): its count in the window and
 * when the window started.
 */
export async function countInWindow(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ count: number; startedAt: Date }> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const [row] = rowsOf<{ count: number; window_started_at: Date | string }>(
    await db.execute(sql`
      insert into throttles (key, count, window_started_at) values (${key}, 1, ${at})
      on conflict (key) do update set
        count = case when throttles.window_started_at < ${windowStart}::timestamptz then 1
          else throttles.count + 1 end,
        window_started_at = case when throttles.window_started_at < ${windowStart}::timestamptz
          then ${at}::timestamptz else throttles.window_started_at end
      returning count, window_started_at`),
  );
  return { count: Number(row?.count ?? 0), startedAt: new Date(row?.window_started_at ?? at) };
}

/** One count back under each counter (what was counted did not happen after all). */
export async function giveBackCounts(db: Db, keys: string[]): Promise<void> {
  await db
    .update(throttles)
    .set({ count: sql`greatest(${throttles.count} - 1, 0)` })
    .where(inArray(throttles.key, keys));
}
