import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kioskCredentials, kioskPairingCodes } from './kiosks.schema';

export type KioskCredentialRow = typeof kioskCredentials.$inferSelect;

export async function insertPairingCode(
  db: Db,
  row: { deviceId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(kioskPairingCodes).values(row);
}

/** The device's pairing codes still usable now (a handful at most). */
export const listOpenPairingCodes = (db: Db, deviceId: string, now: Date) =>
  db
    .select({ id: kioskPairingCodes.id, codeHash: kioskPairingCodes.codeHash })
    .from(kioskPairingCodes)
    .where(
      and(
        eq(kioskPairingCodes.deviceId, deviceId),
        isNull(kioskPairingCodes.usedAt),
        gt(kioskPairingCodes.expiresAt, now),
      ),
    );

/** Uses a code once: false when another request used it first. */
export async function markPairingCodeUsed(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(kioskPairingCodes)
    .set({ usedAt: now })
    .where(and(eq(kioskPairingCodes.id, id), isNull(kioskPairingCodes.usedAt)))
    .returning({ id: kioskPairingCodes.id });
  return rows.length === 1;
}

export async function insertKioskCredential(
  db: Db,
  row: { deviceId: string; tokenHash: string; pairedBy: string },
): Promise<KioskCredentialRow> {
  const [created] = await db.insert(kioskCredentials).values(row).returning();
  return created!;
}

export async function findKioskCredential(db: Db, tokenHash: string): Promise<KioskCredentialRow | null> {
  const rows = await db.select().from(kioskCredentials).where(eq(kioskCredentials.tokenHash, tokenHash));
  return rows[0] ?? null;
}

export const listKioskCredentials = (db: Db, deviceId: string) =>
  db
    .select()
    .from(kioskCredentials)
    .where(eq(kioskCredentials.deviceId, deviceId))
    .orderBy(desc(kioskCredentials.createdAt));

/** Revokes one credential of the device: false when there is no such live credential. */
export async function revokeKioskCredential(
  db: Db,
  deviceId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(kioskCredentials)
    .set({ revokedAt: now })
    .where(
      and(
        eq(kioskCredentials.deviceId, deviceId),
        eq(kioskCredentials.id, id),
        isNull(kioskCredentials.revokedAt),
      ),
    )
    .returning({ id: kioskCredentials.id });
  return rows.length === 1;
}

/** Revokes every live credential of the device (a retired kiosk): how many there were. */
export async function revokeDeviceCredentials(db: Db, deviceId: string, now: Date): Promise<number> {
  const rows = await db
    .update(kioskCredentials)
    .set({ revokedAt: now })
    .where(and(eq(kioskCredentials.deviceId, deviceId), isNull(kioskCredentials.revokedAt)))
    .returning({ id: kioskCredentials.id });
  return rows.length;
}

/** Ends the device's unused pairing codes (marked used now): none can pair a browser after this. */
export async function closeOpenPairingCodes(db: Db, deviceId: string, now: Date): Promise<void> {
  await db
    .update(kioskPairingCodes)
    .set({ usedAt: now })
    .where(and(eq(kioskPairingCodes.deviceId, deviceId), isNull(kioskPairingCodes.usedAt)));
}
