import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpChallenges } from './offers.schema';

export type ChallengeRow = typeof otpChallenges.$inferSelect;

export async function insertChallenge(db: Db, values: typeof otpChallenges.$inferInsert): Promise<number> {
  const rows = await db.insert(otpChallenges).values(values).returning({ id: otpChallenges.id });
  return rows[0]!.id;
}

export async function deleteChallenge(db: Db, id: number): Promise<void> {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

/** The order's latest code (for one phone, when given). */
export async function latestChallenge(
  db: Db,
  orderId: string,
  phoneHash?: string,
): Promise<ChallengeRow | undefined> {
  const rows = await db
    .select()
    .from(otpChallenges)
    .where(
      and(eq(otpChallenges.orderId, orderId), phoneHash ? eq(otpChallenges.phoneHash, phoneHash) : undefined),
    )
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  return rows[0];
}

/** The latest code sent to a phone, from any order. */
export async function latestPhoneChallenge(db: Db, phoneHash: string): Promise<ChallengeRow | undefined> {
  const rows = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.phoneHash, phoneHash))
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  return rows[0];
}

export async function countPhoneSends(db: Db, phoneHash: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phoneHash, phoneHash), gt(otpChallenges.createdAt, since)));
  return Number(rows[0]?.n ?? 0);
}

export async function countOrderSends(db: Db, orderId: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.orderId, orderId), gt(otpChallenges.createdAt, since)));
  return Number(rows[0]?.n ?? 0);
}

/** The oldest send to the phone since a moment (when the hourly window frees a place). */
export async function oldestPhoneSendSince(db: Db, phoneHash: string, since: Date): Promise<Date | null> {
  const rows = await db
    .select({ at: sql<Date | string>`min(${otpChallenges.createdAt})` })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phoneHash, phoneHash), gt(otpChallenges.createdAt, since)));
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

/**
 * Takes one try of the code, atomically: null when none is left or the code was verified already,
 * else the tries now used. Taking the try before checking the code means parallel guesses cannot
 * get more tries than the limit.
 */
export async function takeAttempt(db: Db, id: number, maxAttempts: number): Promise<number | null> {
  const rows = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, id),
        lt(otpChallenges.attempts, maxAttempts),
        isNull(otpChallenges.verifiedAt),
      ),
    )
    .returning({ attempts: otpChallenges.attempts });
  return rows[0]?.attempts ?? null;
}

export async function markVerified(db: Db, id: number, now: Date): Promise<void> {
  await db.update(otpChallenges).set({ verifiedAt: now }).where(eq(otpChallenges.id, id));
}
