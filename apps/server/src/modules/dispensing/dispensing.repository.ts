import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { deviceStock, dispenseEvents, orderItems } from '../../db/schema';

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

/** An order's items in order, each with the slot its sku has on the order's kiosk (null: none). */
export function listItemsWithSlots(
  db: Db,
  deviceId: string,
  orderId: string,
): Promise<{ item: typeof orderItems.$inferSelect; slot: string | null }[]> {
  return db
    .select({ item: orderItems, slot: deviceStock.slot })
    .from(orderItems)
    .leftJoin(deviceStock, and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, orderItems.skuId)))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export async function findSlot(db: Db, deviceId: string, skuId: string): Promise<string | null> {
  const rows = await db
    .select({ slot: deviceStock.slot })
    .from(deviceStock)
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId)));
  return rows[0]?.slot ?? null;
}

/** The last unit whose motor was started and whose outcome was never written, if any. */
export async function findUnconfirmedUnit(db: Db, orderId: string): Promise<{ unitIndex: number } | null> {
  const rows = rowsOf<{ unit_index: number }>(
    await db.execute(sql`
      select e.unit_index from dispense_events e
      where e.order_id = ${orderId} and e.outcome = 'started' and not exists (
        select 1 from dispense_events f
        where f.order_id = e.order_id and f.unit_index = e.unit_index and f.outcome <> 'started')
      order by e.unit_index desc limit 1`),
  );
  return rows[0] ? { unitIndex: Number(rows[0].unit_index) } : null;
}

/** Every unit of the order whose motor was started and whose outcome was never written. */
export async function findUnconfirmedUnits(db: Db, orderId: string): Promise<number[]> {
  const rows = rowsOf<{ unit_index: number }>(
    await db.execute(sql`
      select e.unit_index from dispense_events e
      where e.order_id = ${orderId} and e.outcome = 'started' and not exists (
        select 1 from dispense_events f
        where f.order_id = e.order_id and f.unit_index = e.unit_index and f.outcome <> 'started')`),
  );
  return rows.map((r) => Number(r.unit_index));
}

export const listDispenseEvents = (db: Db, orderId: string): Promise<DispenseEventRow[]> =>
  db.select().from(dispenseEvents).where(eq(dispenseEvents.orderId, orderId)).orderBy(asc(dispenseEvents.id));
