import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { dispenseEvents, dispenseLeases } from './dispensing.schema';
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
 * A unit's sensor outcome event, in one statement and only while `owner` holds the lease (the fence): the
 * order's row locked for the rest of the caller's transaction, the lease renewed, the event written. A
 * takeover that commits while this waits for the order's lock is seen, for PostgreSQL checks the lease row
 * again once the lock is free; the renewed lease row stays locked until the caller commits, so no other
 * instance takes it in between. False when another instance took the order over: nothing written.
 */
export const recordUnitUnderLease = (
  tx: Db,
  unit: UnitEvent,
  outcome: string,
  fence: { owner: string; leaseMs: number; createdAt: Date },
): Promise<boolean> =>
  holdsLease(
    tx,
    sql`
      with ${leaseClauses(unit.orderId, fence, 'update')},
      event as (${eventRow(unit, outcome, fence.createdAt)})
      select count(*)::int as held from lease`,
  );

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

/** The order's row locked as its unit writes lock it, before its sku's slots (every writer's order). */
export async function lockOrderKeyShare(db: Db, orderId: string): Promise<void> {
  await db.execute(sql`select id from orders where id = ${orderId} for key share`);
}

/** An order's items in order. */
export const listOrderItems = (db: Db, orderId: string) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

/** The slot a unit's 'started' event named (null: none written). */
export async function findStartedSlot(db: Db, orderId: string, unitIndex: number): Promise<string | null> {
  const rows = await db
    .select({ slot: dispenseEvents.slot })
    .from(dispenseEvents)
    .where(
      and(
        eq(dispenseEvents.orderId, orderId),
        eq(dispenseEvents.unitIndex, unitIndex),
        eq(dispenseEvents.outcome, 'started'),
      ),
    )
    .limit(1);
  return rows[0]?.slot ?? null;
}

/**
 * The slot the next unit of a sku comes from: of the kiosk's working slots, the one with the most units
 * not already on their way out (units started and not yet ended, in orders dispensing now), so wear spreads and two
 * orders never send the motor to a slot's last unit twice. Call it with the sku's slots locked
 * (lockSkuSlots), in the transaction that writes the unit's 'started' event. Null: none has a unit left.
 */
export async function pickSlot(db: Db, deviceId: string, skuId: string): Promise<string | null> {
  const rows = rowsOf<{ slot_id: string }>(
    await db.execute(sql`
      select s.slot_id from device_slots s
      left join lateral (
        select count(*)::int as n from orders o join dispense_events e on e.order_id = o.id
        where o.device_id = s.device_id and o.status = 'dispensing'
          and e.slot = s.slot_id and e.outcome = 'started' and not exists (
          select 1 from dispense_events f
          where f.order_id = e.order_id and f.unit_index = e.unit_index and f.outcome <> 'started')
      ) as moving on true
      where s.device_id = ${deviceId} and s.sku_id = ${skuId} and not s.is_faulted
        and s.count - moving.n > 0
      order by s.count - moving.n desc, s.slot_id
      limit 1`),
  );
  return rows[0]?.slot_id ?? null;
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
