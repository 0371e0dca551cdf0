import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { deviceStock, products, reservations, skus } from '../../db/schema';
import { orderItems, orderWorkflows, orders } from './orders.schema';
import type { OrderStatus } from './order-lifecycle';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type SkuRow = typeof skus.$inferSelect;
export interface OrderItemWithSku {
  item: OrderItemRow;
  sku: SkuRow;
  /** The titles of the sku's product, by locale: with the sku's, the item's name. */
  productTitles: Record<string, string>;
}

/** Units free now (on hand less held) of each sku the device stocks, by sku; a sku it does not stock is absent. */
export async function findFreeUnits(
  db: Db,
  deviceId: string,
  skuIds: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ skuId: deviceStock.skuId, free: sql<number>`${deviceStock.onHand} - ${deviceStock.held}` })
    .from(deviceStock)
    .where(and(eq(deviceStock.deviceId, deviceId), inArray(deviceStock.skuId, skuIds)));
  return new Map(rows.map((r) => [r.skuId, Number(r.free)]));
}

/** True when the device has a stock row (a slot) for the sku: it sells it, whatever its count. */
export async function isStocked(db: Db, deviceId: string, skuId: string): Promise<boolean> {
  const rows = await db
    .select({ skuId: deviceStock.skuId })
    .from(deviceStock)
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId)));
  return rows.length === 1;
}

export async function findDeviceSkus(db: Db, deviceId: string, skuIds: string[]) {
  if (!skuIds.length) return [];
  return db
    .select({ sku: skus, slot: deviceStock.slot })
    .from(deviceStock)
    .innerJoin(skus, eq(skus.id, deviceStock.skuId))
    .where(and(eq(deviceStock.deviceId, deviceId), inArray(deviceStock.skuId, skuIds)));
}

/** What a new order is written with: every column but those that start empty. */
export type NewOrder = Omit<OrderRow, 'isTimeout' | 'endReason' | 'paidAt' | 'phoneHash'>;
export type NewOrderItem = Omit<OrderItemRow, 'id' | 'orderId' | 'quantityDispensed'>;
export interface CreatedOrder {
  order: OrderRow;
  items: OrderItemRow[];
}

/**
 * One statement (one round trip) that writes the order, its items and its workflows, and returns the rows as
 * written: the order's from its own values, the items' with the ids the database gave them. The caller's
 * transaction has held its units already (or, awaiting its phone, holds none).
 */
export async function insertOrder(
  db: Db,
  order: NewOrder,
  items: NewOrderItem[],
  workflowSubTypes: string[],
): Promise<CreatedOrder> {
  const row: OrderRow = { ...order, isTimeout: false, endReason: null, paidAt: null, phoneHash: null };
  const itemRows = items.map((i) => ({ ...i, orderId: order.id, quantityDispensed: 0 }));
  const workflows = workflowSubTypes.map((subType) => ({ orderId: order.id, subType }));
  // Foreign keys are checked at the end of the statement, once the order row is there.
  const written = rowsOf<{ id: number; sku_id: string }>(
    await db.execute(sql`with
      new_order as (${db.insert(orders).values(row).getSQL()}),
      ${workflows.length ? sql`new_workflows as (${db.insert(orderWorkflows).values(workflows).getSQL()}),` : sql``}
      new_items as (${db.insert(orderItems).values(itemRows).returning({ id: orderItems.id, skuId: orderItems.skuId }).getSQL()})
      select id, sku_id from new_items`),
  );
  const idOf = new Map(written.map((w) => [w.sku_id, Number(w.id)]));
  return { order: row, items: itemRows.map((i) => ({ ...i, id: idOf.get(i.skuId)! })) };
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
    .select({ item: orderItems, sku: skus, productTitles: products.titles })
    .from(orderItems)
    .innerJoin(skus, eq(skus.id, orderItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
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

/** One more unit of the item left the machine (its drop was recorded). */
export async function countDispensedUnit(db: Db, itemId: number): Promise<void> {
  await db
    .update(orderItems)
    .set({ quantityDispensed: sql`${orderItems.quantityDispensed} + 1` })
    .where(eq(orderItems.id, itemId));
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
        eq(orders.awaitingPhone, false),
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

/** Takes `perUnit` off each single package of one sku of the order. */
export async function discountOrderItem(db: Db, orderId: string, skuId: string, perUnit: number) {
  await db
    .update(orderItems)
    .set({ unitPrice: sql`greatest(${orderItems.unitPrice} - ${perUnit}, 0)` })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.skuId, skuId)));
}

/** Sets the order's total to the sum of its lines again. */
export async function refreshOrderTotal(db: Db, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({
      total: sql`(select coalesce(sum(${orderItems.unitPrice} * ${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orderId})`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
}
