import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceSlots, skus } from '../../db/schema';

/** The device's slots out of service, each with its sku. */
export const listFaultedSlots = (db: Db, deviceId: string) =>
  db
    .select({ slot: deviceSlots, sku: skus })
    .from(deviceSlots)
    .innerJoin(skus, eq(skus.id, deviceSlots.skuId))
    .where(and(eq(deviceSlots.deviceId, deviceId), eq(deviceSlots.isFaulted, true)))
    .orderBy(asc(deviceSlots.slotId));
