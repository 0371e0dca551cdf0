import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reservations } from './reservations.schema';

export async function findReservation(db: Db, orderId: string) {
  const rows = await db.select().from(reservations).where(eq(reservations.orderId, orderId)).limit(1);
  return rows[0];
}

/** The unused, unexpired reservation of the device with this code hash. */
export async function findActiveReservation(db: Db, deviceId: string, codeHash: string, now: Date) {
  const rows = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.deviceId, deviceId),
        eq(reservations.codeHash, codeHash),
        isNull(reservations.usedAt),
        gt(reservations.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertReservation(db: Db, values: typeof reservations.$inferInsert): Promise<void> {
  await db.insert(reservations).values(values);
}

/** Uses the code once (and forgets its sealed copy): false when it was used meanwhile. */
export async function markReservationUsed(db: Db, orderId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(reservations)
    .set({ usedAt: now, sealedCode: null })
    .where(and(eq(reservations.orderId, orderId), isNull(reservations.usedAt)))
    .returning({ orderId: reservations.orderId });
  return rows.length === 1;
}
