import { FAILED_OUTCOMES } from '@kiosk/device-link';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceStock, dispenseEvents, skus } from '../../db/schema';

/** The device's flagged slots with their sku. */
export const listFaultedStock = (db: Db, deviceId: string) =>
  db
    .select({ stock: deviceStock, sku: skus })
    .from(deviceStock)
    .innerJoin(skus, eq(skus.id, deviceStock.skuId))
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.isSlotFaulted, true)))
    .orderBy(deviceStock.slot, skus.id);

/** The latest failed unit of one sku on the device (test dispenses included: they flag slots too). */
export async function findLastFailure(db: Db, deviceId: string, skuId: string) {
  const rows = await db
    .select({ outcome: dispenseEvents.outcome, createdAt: dispenseEvents.createdAt })
    .from(dispenseEvents)
    .where(
      and(
        eq(dispenseEvents.deviceId, deviceId),
        eq(dispenseEvents.skuId, skuId),
        inArray(dispenseEvents.outcome, FAILED_OUTCOMES),
      ),
    )
    .orderBy(desc(dispenseEvents.createdAt), desc(dispenseEvents.id))
    .limit(1);
  return rows[0];
}
