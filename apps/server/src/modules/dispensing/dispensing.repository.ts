import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceStock, dispenseEvents, orderItems, orders } from '../../db/schema';

export type DispenseEventRow = typeof dispenseEvents.$inferSelect;

export async function insertDispenseEvent(db: Db, values: typeof dispenseEvents.$inferInsert): Promise<void> {
  await db.insert(dispenseEvents).values(values);
}

export async function incrementDispensed(db: Db, itemId: number): Promise<void> {
  await db
    .update(orderItems)
    .set({ quantityDispensed: sql`${orderItems.quantityDispensed} + 1` })
    .where(eq(orderItems.id, itemId));
}

export async function flagSlot(db: Db, deviceId: string, skuId: string): Promise<void> {
  await db
    .update(deviceStock)
    .set({ isSlotFaulted: true })
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId)));
}

export async function findSlot(db: Db, deviceId: string, skuId: string): Promise<string | null> {
  const rows = await db
    .select({ slot: deviceStock.slot })
    .from(deviceStock)
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId)));
  return rows[0]?.slot ?? null;
}

/** Orders a dead process left mid-dispense. */
export const listDispensingOrders = (db: Db) =>
  db.select({ id: orders.id, deviceId: orders.deviceId }).from(orders).where(eq(orders.status, 'dispensing'));

export const listDispenseEvents = (db: Db, orderId: string): Promise<DispenseEventRow[]> =>
  db.select().from(dispenseEvents).where(eq(dispenseEvents.orderId, orderId)).orderBy(asc(dispenseEvents.id));
