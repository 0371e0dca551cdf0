import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices } from './devices.schema';

export type DeviceRow = typeof devices.$inferSelect;

export async function findDevice(db: Db, id: string): Promise<DeviceRow | undefined> {
  const rows = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
  return rows[0];
}

// The writes, for the kiosk-setup module (its console routes) and the staff passkey.
export type KioskSettingsRow = Pick<
  DeviceRow,
  | 'name'
  | 'address'
  | 'timeZone'
  | 'currency'
  | 'languages'
  | 'defaultLanguage'
  | 'supportPhone'
  | 'isAccessibilityExtensionAllowed'
>;

/** The kiosk, locked for the rest of the transaction (an edit or a retirement reads what it changes). */
export async function lockKiosk(tx: Db, id: string): Promise<DeviceRow | undefined> {
  const rows = await tx.select().from(devices).where(eq(devices.id, id)).for('update');
  return rows[0];
}

/** Inserts a kiosk: false when the id is taken (nothing written). */
export async function insertKiosk(
  tx: Db,
  row: KioskSettingsRow & { id: string; staffCredentialHash: string | null },
): Promise<boolean> {
  const rows = await tx.insert(devices).values(row).onConflictDoNothing().returning({ id: devices.id });
  return rows.length === 1;
}

export async function updateKioskSettings(tx: Db, id: string, settings: KioskSettingsRow): Promise<void> {
  await tx.update(devices).set(settings).where(eq(devices.id, id));
}

export async function markKioskRetired(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(devices).set({ retiredAt: at }).where(eq(devices.id, id));
}

/** Stores a device's staff credential hash; false when there is no such device. */
export async function setStaffCredentialHash(db: Db, deviceId: string, hash: string): Promise<boolean> {
  const rows = await db
    .update(devices)
    .set({ staffCredentialHash: hash })
    .where(eq(devices.id, deviceId))
    .returning({ id: devices.id });
  return rows.length === 1;
}
