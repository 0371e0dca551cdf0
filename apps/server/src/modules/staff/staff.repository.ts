import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices } from '../../db/schema';

/** Stores a device's staff credential hash; false when there is no such device. */
export async function setStaffCredentialHash(db: Db, deviceId: string, hash: string): Promise<boolean> {
  const rows = await db
    .update(devices)
    .set({ staffCredentialHash: hash })
    .where(eq(devices.id, deviceId))
    .returning({ id: devices.id });
  return rows.length === 1;
}
