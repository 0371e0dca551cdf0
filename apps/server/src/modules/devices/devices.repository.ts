import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices } from '../../db/schema';

export type DeviceRow = typeof devices.$inferSelect;

export async function findDevice(db: Db, id: string): Promise<DeviceRow | undefined> {
  const rows = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
  return rows[0];
}
