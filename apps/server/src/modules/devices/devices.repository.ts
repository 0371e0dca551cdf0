import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices } from './devices.schema';

export type DeviceRow = typeof devices.$inferSelect;

export async function findDevice(db: Db, id: string): Promise<DeviceRow | undefined> {
  const rows = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
  return rows[0];
}

// The reads other modules ask for (analytics, catalog).
export async function isKnownDevice(db: Db, deviceId: string): Promise<boolean> {
  const rows = await db.select({ id: devices.id }).from(devices).where(eq(devices.id, deviceId)).limit(1);
  return rows.length > 0;
}

/**
 * The kiosk's row, locked against another assortment change until the transaction ends (no key update:
 * orders that name the kiosk are not held up). Undefined when there is no such kiosk.
 */
export async function lockKioskForAssortment(
  tx: Db,
  deviceId: string,
): Promise<{ id: string; retiredAt: Date | null } | undefined> {
  const rows = await tx
    .select({ id: devices.id, retiredAt: devices.retiredAt })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .for('no key update');
  return rows[0];
}

/** The languages each kiosk in service offers. */
export async function languagesOfLiveKiosks(db: Db): Promise<string[][]> {
  const rows = await db
    .select({ languages: devices.languages })
    .from(devices)
    .where(isNull(devices.retiredAt));
  return rows.map((r) => r.languages);
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
