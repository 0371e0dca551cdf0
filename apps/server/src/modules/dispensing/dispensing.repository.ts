import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { deviceStock, dispenseEvents, dispenseLeases, orderItems, orders } from '../../db/schema';
import type { OrderRow } from '../orders/orders.service';
import { expiry } from './dispense-lease.repository';

export type DispenseEventRow = typeof dispenseEvents.$inferSelect;

export async function insertDispenseEvent(db: Db, values: typeof dispenseEvents.$inferInsert): Promise<void> {
  await db.insert(dispenseEvents).values(values);
}

/** A unit of an order, as its dispense events name it. */
export interface UnitEvent {
  orderId: string;
  deviceId: string;
  skuId: string;
  slot: string;
  unitIndex: number;
  isTest: boolean;
}

/**
 * The order's row locked, then its lease renewed where `owner` holds it: the `lease` clause the fenced
 * writes below read. The order is locked first, as every writer of a dispensing order locks it (a
 * dispense's start locks the order, then takes the lease), so the two never wait for each other's lock.
 * `key share` is what the event's foreign key takes anyway; `update` also keeps the order as it is.
 */
const leaseClauses = (
  orderId: string,
  fence: { owner: string; leaseMs: number },
  lock: 'key share' | 'update',
) => sql`
  locked as (select id from orders where id = ${orderId} for ${sql.raw(lock)}),
  lease as (
    update dispense_leases set expires_at = ${expiry(fence.leaseMs)}, heartbeat_at = now()
    where order_id = ${orderId} and owner = ${fence.owner} and exists (select 1 from locked)
    returning order_id)`;

const eventRow = (unit: UnitEvent, outcome: string, createdAt: Date) => sql`
  insert into dispense_events (order_id, device_id, sku_id, slot, unit_index, outcome, is_test, created_at)
  select ${unit.orderId}::uuid, ${unit.deviceId}::text, ${unit.skuId}::text, ${unit.slot}::text,
    ${unit.unitIndex}::int, ${outcome}::text, ${unit.isTest}::boolean, ${createdAt.toISOString()}::timestamptz
  from lease`;

const holdsLease = async (db: Db, statement: SQL): Promise<boolean> =>
  rowsOf<{ held: number }>(await db.execute(statement))[0]?.held === 1;

/**
 * Before the motor turns: renews the lease and writes the unit's 'started' event (not for a unit being
 * retried, which has one), in one statement and only while `owner` holds the lease (the fence). False
 * when another instance took the order over: nothing written.
 */
export const startUnitUnderLease = (
  db: Db,
  unit: UnitEvent,
  fence: { owner: string; leaseMs: number; isRetry: boolean; createdAt: Date },
): Promise<boolean> =>
  holdsLease(
    db,
    sql`
      with ${leaseClauses(unit.orderId, fence, 'key share')},
      started as (${eventRow(unit, 'started', fence.createdAt)} where not ${fence.isRetry}::boolean)
      select count(*)::int as held from lease`,
  );

/**
 * A unit's sensor outcome, in one statement (its own transaction) and only while `owner` holds the lease
 * (the fence): the event; then for a drop the item's count; and the stock's write (`stockWrite`, the
 * stock module's statement, given the lease as its condition: for a drop on hand and held one lower, for
 * any other outcome the slot flagged). A takeover that commits while this waits for the order's lock
 * is seen, for PostgreSQL checks the lease row again once the lock is free. False when another instance
 * took the order over: nothing written.
 */
export const recordUnitUnderLease = (
  db: Db,
  unit: UnitEvent & { itemId: number },
  outcome: string,
  fence: { owner: string; leaseMs: number; createdAt: Date },
  stockWrite: (onlyIf: SQL) => SQL,
): Promise<boolean> => {
  const isDropped = outcome === 'dropped';
  return holdsLease(
    db,
    sql`
      with ${leaseClauses(unit.orderId, fence, 'update')},
      event as (${eventRow(unit, outcome, fence.createdAt)}),
      item as (
        update order_items set quantity_dispensed = quantity_dispensed + 1
        where id = ${unit.itemId} and ${isDropped}::boolean and exists (select 1 from lease)),
      stock as (${stockWrite(sql`exists (select 1 from lease)`)})
      select count(*)::int as held from lease`,
  );
};

/**
 * Ending a dispense, one statement: the order's row locked, then, where it is still dispensing and
 * `owner` holds its lease, the lease renewed (the same order of locks as every unit's write). Undefined
 * when there is no such order; `isHeld` false when it no longer dispenses under this owner's lease.
 */
export async function lockOrderRenewingLease(
  db: Db,
  orderId: string,
  fence: { owner: string; leaseMs: number },
): Promise<{ order: OrderRow; isHeld: boolean } | undefined> {
  const locked = db.$with('locked').as(db.select().from(orders).where(eq(orders.id, orderId)).for('update'));
  const renewed = db.$with('renewed').as(
    db
      .update(dispenseLeases)
      .set({ expiresAt: expiry(fence.leaseMs), heartbeatAt: sql`now()` })
      .where(
        and(
          eq(dispenseLeases.orderId, orderId),
          eq(dispenseLeases.owner, fence.owner),
          sql`exists (select 1 from ${locked} where ${locked.status} = 'dispensing')`,
        ),
      )
      .returning({ orderId: dispenseLeases.orderId }),
  );
  const [row] = await db
    .with(locked, renewed)
    .select()
    .from(locked)
    .leftJoin(renewed, sql`true`);
  return row && { order: row.locked, isHeld: row.renewed !== null };
}

export async function incrementDispensed(db: Db, itemId: number): Promise<void> {
  await db
    .update(orderItems)
    .set({ quantityDispensed: sql`${orderItems.quantityDispensed} + 1` })
    .where(eq(orderItems.id, itemId));
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
