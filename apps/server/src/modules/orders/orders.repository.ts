import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceStock, orderItems, orders, orderWorkflows, reservations, skus } from '../../db/schema';
import type { OrderStatus } from './order-lifecycle';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type SkuRow = typeof skus.$inferSelect;
export interface OrderItemWithSku {
  item: OrderItemRow;
  sku: SkuRow;
}

/** Holds units atomically: succeeds only while on hand − held covers them. */
export async function holdStock(db: Db, deviceId: string, skuId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(deviceStock)
    .set({ held: sql`${deviceStock.held} + ${quantity}` })
    .where(
      and(
        eq(deviceStock.deviceId, deviceId),
        eq(deviceStock.skuId, skuId),
        sql`${deviceStock.onHand} - ${deviceStock.held} >= ${quantity}`,
      ),
    )
    .returning({ skuId: deviceStock.skuId });
  return rows.length === 1;
}

export async function releaseHold(db: Db, deviceId: string, skuId: string, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await db
    .update(deviceStock)
    .set({ held: sql`greatest(${deviceStock.held} - ${quantity}, 0)` })
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId)));
}

/** A unit that dropped leaves the machine: on hand and held both go down by one. */
export async function consumeHeldUnit(db: Db, deviceId: string, skuId: string): Promise<void> {
  await db
    .update(deviceStock)
    .set({ onHand: sql`${deviceStock.onHand} - 1`, held: sql`${deviceStock.held} - 1` })
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId)));
}

export async function findDeviceSkus(db: Db, deviceId: string, skuIds: string[]) {
  if (!skuIds.length) return [];
  return db
    .select({ sku: skus, slot: deviceStock.slot })
    .from(deviceStock)
    .innerJoin(skus, eq(skus.id, deviceStock.skuId))
    .where(and(eq(deviceStock.deviceId, deviceId), inArray(deviceStock.skuId, skuIds)));
}

export async function insertOrder(
  db: Db,
  order: typeof orders.$inferInsert,
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
  workflowSubTypes: string[],
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const [row] = await db.insert(orders).values(order).returning();
  const itemRows = await db
    .insert(orderItems)
    .values(items.map((i) => ({ ...i, orderId: order.id })))
    .returning();
  if (workflowSubTypes.length) {
    await db
      .insert(orderWorkflows)
      .values(workflowSubTypes.map((subType) => ({ orderId: order.id, subType })));
  }
  return { order: row!, items: itemRows };
}

/**
 * An order with a known id (an emergency kit the device agent dispensed offline), written only when no
 * order has that id yet: null when one has, so a replayed intake records nothing twice.
 */
export async function insertOrderIfAbsent(
  db: Db,
  order: typeof orders.$inferInsert,
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<OrderRow | null> {
  const [row] = await db.insert(orders).values(order).onConflictDoNothing({ target: orders.id }).returning();
  if (!row) return null;
  await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: order.id })));
  return row;
}

/** A unit the machine had that the count did not: on hand one higher (a drop then takes it out again). */
export async function addUnitOnHand(db: Db, deviceId: string, skuId: string): Promise<void> {
  await db
    .update(deviceStock)
    .set({ onHand: sql`${deviceStock.onHand} + 1` })
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId)));
}

export async function findOrder(db: Db, deviceId: string, orderId: string): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.deviceId, deviceId)))
    .limit(1);
  return rows[0];
}

/** Locks the order row for the rest of the transaction, so status changes never race. */
export async function lockOrder(db: Db, deviceId: string, orderId: string): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.deviceId, deviceId)))
    .for('update');
  return rows[0];
}

export async function findOrderItems(db: Db, orderId: string): Promise<OrderItemWithSku[]> {
  return db
    .select({ item: orderItems, sku: skus })
    .from(orderItems)
    .innerJoin(skus, eq(skus.id, orderItems.skuId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** When the order's reservation lapses (a reservable order shows it to the phone), or null. */
export async function findReservationExpiry(db: Db, orderId: string): Promise<Date | null> {
  const rows = await db
    .select({ expiresAt: reservations.expiresAt })
    .from(reservations)
    .where(eq(reservations.orderId, orderId))
    .limit(1);
  return rows[0]?.expiresAt ?? null;
}

/** Changes the status only from the expected one; null when another change won the race. */
export async function setOrderStatus(
  db: Db,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  patch: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow | null> {
  const rows = await db
    .update(orders)
    .set({ ...patch, status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  return rows[0] ?? null;
}

export async function listDeviceOrders(db: Db, deviceId: string, statuses: readonly OrderStatus[]) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.deviceId, deviceId), inArray(orders.status, [...statuses])))
    .orderBy(asc(orders.createdAt));
}

/**
 * Orders of the device in these statuses that still hold units of the sku, locked; orders another
 * transaction is changing are skipped rather than waited for. Unpaid first, newest first.
 */
export async function lockHoldersOfSku(
  db: Db,
  deviceId: string,
  skuId: string,
  statuses: readonly OrderStatus[],
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.deviceId, deviceId),
        inArray(orders.status, [...statuses]),
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}
          and ${orderItems.skuId} = ${skuId} and ${orderItems.quantity} > ${orderItems.quantityDispensed})`,
      ),
    )
    .orderBy(sql`${orders.paidAt} is not null`, desc(orders.createdAt), desc(orders.id))
    .for('update', { skipLocked: true });
}

/** Orders whose stock hold has run out while they still wait. */
export async function listLapsedOrders(db: Db, now: Date, statuses: readonly OrderStatus[]) {
  return db
    .select({ id: orders.id, deviceId: orders.deviceId, status: orders.status })
    .from(orders)
    .where(and(inArray(orders.status, [...statuses]), lt(orders.holdExpiresAt, now)))
    .limit(500);
}

/** For work that starts from a provider's reference rather than a device (webhooks, refunds). */
export async function findOrderById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return rows[0];
}

export async function lockOrderById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return rows[0];
}
