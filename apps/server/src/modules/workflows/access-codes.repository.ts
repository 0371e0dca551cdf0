import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessCodes } from './workflows.schema';

export type AccessCodeRow = typeof accessCodes.$inferSelect;

/** Codes valid on the device: its own and the programme-wide ones. */
export const listDeviceAccessCodes = (db: Db, deviceId: string): Promise<AccessCodeRow[]> =>
  db
    .select()
    .from(accessCodes)
    .where(or(eq(accessCodes.deviceId, deviceId), isNull(accessCodes.deviceId)));

export async function insertAccessCode(db: Db, values: typeof accessCodes.$inferInsert): Promise<void> {
  await db.insert(accessCodes).values(values);
}

/** Takes one use, only while uses remain; false when the last one went meanwhile. */
export async function useAccessCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(accessCodes)
    .set({ usedCount: sql`${accessCodes.usedCount} + 1` })
    .where(
      and(
        eq(accessCodes.id, id),
        or(isNull(accessCodes.maxUses), sql`${accessCodes.usedCount} < ${accessCodes.maxUses}`),
      ),
    )
    .returning({ id: accessCodes.id });
  return rows.length === 1;
}
