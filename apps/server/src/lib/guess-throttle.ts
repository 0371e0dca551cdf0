import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/client';
import { throttles } from './throttles.schema';
import { countInWindow } from './window-counter';
import { rateLimited } from '../http/app-error';
import type { MessageKey } from '../i18n/messages.en';

export interface ThrottlePolicy {
  /** Wrong tries allowed in the window; the next one locks. */
  maxFailures: number;
  windowMs: number;
  /** The first lock; with backoff, each further lock in a row doubles it, up to maxLockMs. */
  lockMs: number;
  maxLockMs?: number;
  description?: MessageKey;
}

/** One counter a guess is counted against: who guessed (device and client), or the device-wide ceiling. */
export interface GuessCounter {
  key: string;
  policy: ThrottlePolicy;
}

const retryAfter = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

const lockFor = (policy: ThrottlePolicy, strikes: number): number =>
  Math.min(policy.lockMs * 2 ** Math.min(strikes, 20), policy.maxLockMs ?? policy.lockMs);

/**
 * Takes one try under the key before a guess is checked. The count goes up in the same statement that
 * reads the lock, so a burst of guesses sent at once cannot all pass before any failure is counted.
 * 429 while the key is locked, or when the window's tries are used up, which locks it.
 */
async function takeAttempt(db: Db, { key, policy }: GuessCounter, now: Date): Promise<void> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - policy.windowMs).toISOString();
  const rows = rowsOf<{ count: number; strikes: number; locked_until: Date | string | null }>(
    await db.execute(sql`
      insert into throttles (key, count, window_started_at) values (${key}, 1, ${at})
      on conflict (key) do update set
        count = case
          when throttles.locked_until > ${at}::timestamptz then throttles.count
          when throttles.window_started_at < ${windowStart}::timestamptz then 1
          else throttles.count + 1 end,
        strikes = case
          when throttles.locked_until > ${at}::timestamptz then throttles.strikes
          when throttles.window_started_at < ${windowStart}::timestamptz
            and coalesce(throttles.locked_until, throttles.window_started_at) < ${windowStart}::timestamptz then 0
          else throttles.strikes end,
        window_started_at = case
          when throttles.locked_until > ${at}::timestamptz then throttles.window_started_at
          when throttles.window_started_at < ${windowStart}::timestamptz then ${at}::timestamptz
          else throttles.window_started_at end
      returning count, strikes, locked_until`),
  );
  const row = rows[0];
  const lockedUntil = row?.locked_until ? new Date(row.locked_until) : null;
  if (lockedUntil && lockedUntil > now) throw rateLimited(retryAfter(lockedUntil, now), policy.description);
  if (Number(row?.count ?? 0) <= policy.maxFailures) return;
  const until = new Date(now.getTime() + lockFor(policy, Number(row?.strikes ?? 0)));
  await lock(db, key, until, now);
  throw rateLimited(retryAfter(until, now), policy.description);
}

async function lock(db: Db, key: string, until: Date, now: Date): Promise<void> {
  await db
    .update(throttles)
    .set({ lockedUntil: until, count: 0, windowStartedAt: now, strikes: sql`${throttles.strikes} + 1` })
    .where(and(eq(throttles.key, key), or(isNull(throttles.lockedUntil), lte(throttles.lockedUntil, now))));
}

/** A wrong guess keeps its try; the one that used up the window locks the key, so the next try gets 429. */
async function lockIfUsedUp(db: Db, { key, policy }: GuessCounter, now: Date): Promise<void> {
  const rows = await db
    .select({ strikes: throttles.strikes })
    .from(throttles)
    .where(and(eq(throttles.key, key), gte(throttles.count, policy.maxFailures)));
  if (rows[0]) await lock(db, key, new Date(now.getTime() + lockFor(policy, rows[0].strikes)), now);
}

/**
 * Wrong guesses from every client together at one target (a device's passkey, an operator's name). It
 * never locks anyone: past `maxFailures` in the window, the client's own counter (the first one given to
 * {@link checkGuess}) follows `clientPolicy` instead — typically one try, then a long lock with backoff —
 * so guesses spread over many addresses slow down to a trickle while a client without wrong guesses
 * (the operator's or the staff's own browser) still has its try.
 */
export interface GuessCeiling {
  key: string;
  maxFailures: number;
  windowMs: number;
  clientPolicy: ThrottlePolicy;
}

/** Whether the ceiling's wrong guesses in its window have reached its maximum. */
async function isCeilingReached(db: Db, ceiling: GuessCeiling, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - ceiling.windowMs);
  const rows = await db
    .select({ count: throttles.count })
    .from(throttles)
    .where(and(eq(throttles.key, ceiling.key), gte(throttles.windowStartedAt, windowStart)));
  return Number(rows[0]?.count ?? 0) >= ceiling.maxFailures;
}

/** Counts one wrong guess against the ceiling (a new window when the last one ran out). */
async function countAgainstCeiling(db: Db, ceiling: GuessCeiling, now: Date): Promise<void> {
  await countInWindow(db, ceiling.key, now, ceiling.windowMs);
}

/**
 * The one way a guess (passkey, password, pairing code, reservation code, access code) is checked. Each
 * counter takes a try first (429 while one is locked); a right guess gives the tries back, a wrong one
 * keeps them and locks a counter whose tries are used up. Count per (target, client) so that one
 * client's wrong guesses lock out only that client; against guesses spread over many clients, either a
 * target-wide counter with backoff (which locks everyone: only where the kiosk itself is not counted),
 * or a {@link GuessCeiling}, which tightens each client's counter instead of locking.
 */
export async function checkGuess<T>(
  db: Db,
  now: Date,
  given: GuessCounter[],
  check: () => Promise<T | null>,
  ceiling?: GuessCeiling,
): Promise<T | null> {
  const [client, ...rest] = given;
  const counters =
    client && ceiling && (await isCeilingReached(db, ceiling, now))
      ? [
          { key: client.key, policy: { ...ceiling.clientPolicy, description: client.policy.description } },
          ...rest,
        ]
      : given;
  const taken: string[] = [];
  try {
    for (const counter of counters) {
      await takeAttempt(db, counter, now);
      taken.push(counter.key);
    }
  } catch (error) {
    // Refused by a later counter: the guess was never checked, so the earlier ones get their try back.
    await giveBack(db, taken);
    throw error;
  }
  let result: T | null;
  try {
    result = await check();
  } catch (error) {
    // Not checked (the hash gate was full, the database failed): not a guess, so the tries go back.
    await giveBack(db, taken);
    throw error;
  }
  if (result !== null) {
    await giveBack(db, taken);
  } else {
    for (const counter of counters) await lockIfUsedUp(db, counter, now);
    if (ceiling) await countAgainstCeiling(db, ceiling, now);
  }
  return result;
}

/** Gives the tries back; a counter left with nothing to remember goes, so a right guess leaves no trace. */
async function giveBack(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(throttles)
    .set({ count: sql`greatest(${throttles.count} - 1, 0)` })
    .where(inArray(throttles.key, keys));
  await db
    .delete(throttles)
    .where(
      and(
        inArray(throttles.key, keys),
        eq(throttles.count, 0),
        eq(throttles.strikes, 0),
        isNull(throttles.lockedUntil),
      ),
    );
}

/** Forgets the wrong guesses and locks of every key that starts so (after the secret they aimed at changed). */
export async function clearGuesses(db: Db, keyPrefix: string): Promise<void> {
  await db.delete(throttles).where(sql`starts_with(${throttles.key}, ${keyPrefix})`);
}
