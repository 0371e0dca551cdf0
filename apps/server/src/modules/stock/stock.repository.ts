import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { skus } from '../../db/schema';
import { deviceSlots, deviceStock, stockAudit } from './stock.schema';

export const listDeviceStock = (db: Db, deviceId: string) =>
  db
    .select({ stock: deviceStock, sku: skus })
    .from(deviceStock)
    .innerJoin(skus, eq(skus.id, deviceStock.skuId))
    .where(eq(deviceStock.deviceId, deviceId))
    .orderBy(asc(deviceStock.slot), asc(skus.id));

/** The kiosk's skus whose orders hold more units than its working slots have (after a slot went out). */
export async function listOverHeldSkus(db: Db, deviceId: string): Promise<string[]> {
  const rows = await db
    .select({ skuId: deviceStock.skuId })
    .from(deviceStock)
    .where(and(eq(deviceStock.deviceId, deviceId), sql`${deviceStock.held} > ${deviceStock.onHand}`))
    .orderBy(asc(deviceStock.skuId));
  return rows.map((row) => row.skuId);
}

export async function lockStockRow(db: Db, deviceId: string, skuId: string) {
  const rows = await db
    .select()
    .from(deviceStock)
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId)))
    .for('update');
  return rows[0];
}

export async function setOnHand(db: Db, deviceId: string, skuId: string, onHand: number): Promise<void> {
  await db
    .update(deviceStock)
    .set({ onHand, version: sql`${deviceStock.version} + 1` })
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId)));
}

export async function insertStockAudit(db: Db, values: typeof stockAudit.$inferInsert): Promise<void> {
  await db.insert(stockAudit).values(values);
}

export const listStockAudit = (db: Db, deviceId: string, limit = 100) =>
  db
    .select()
    .from(stockAudit)
    .where(eq(stockAudit.deviceId, deviceId))
    .orderBy(sql`${stockAudit.createdAt} desc, ${stockAudit.id} desc`)
    .limit(limit);

export async function ensureStockRow(
  db: Db,
  deviceId: string,
  skuId: string,
  slot: string | null,
): Promise<void> {
  await db.insert(deviceStock).values({ deviceId, skuId, slot }).onConflictDoNothing();
}

// The only writes of device_stock (a test reads every repository's SQL to keep it so). Other modules call
// these through stock-units.service.ts, on their own transaction handle.

const rowOf = (deviceId: string, skuId: string) =>
  and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId));

/** Holds units atomically: succeeds only while on hand − held covers them. */
export async function holdUnits(db: Db, deviceId: string, skuId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(deviceStock)
    .set({ held: sql`${deviceStock.held} + ${quantity}` })
    .where(and(rowOf(deviceId, skuId), sql`${deviceStock.onHand} - ${deviceStock.held} >= ${quantity}`))
    .returning({ skuId: deviceStock.skuId });
  return rows.length === 1;
}

export async function releaseUnits(db: Db, deviceId: string, skuId: string, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await db
    .update(deviceStock)
    .set({ held: sql`greatest(${deviceStock.held} - ${quantity}, 0)` })
    .where(rowOf(deviceId, skuId));
}

/** A unit the machine had that the count did not: on hand one higher (a drop then takes it out again). */
export async function countFoundUnit(db: Db, deviceId: string, skuId: string): Promise<void> {
  await db
    .update(deviceStock)
    .set({ onHand: sql`${deviceStock.onHand} + 1` })
    .where(rowOf(deviceId, skuId));
}

/**
 * A unit whose end is unknown takes its slot out of service (the sku's fullest working slot when it
 * named none the kiosk has): staff look before it sells again.
 */
export async function faultSlotOfUnit(
  db: Db,
  unit: { deviceId: string; skuId: string; slot: string },
  fault: { reason: string; at: Date },
): Promise<void> {
  await db.execute(sql`update device_slots set is_faulted = true, fault_reason = ${fault.reason},
      faulted_at = ${fault.at.toISOString()}::timestamptz
    where device_id = ${unit.deviceId} and slot_id = (
      select slot_id from device_slots where device_id = ${unit.deviceId} and sku_id = ${unit.skuId}
      order by slot_id = ${unit.slot} desc, is_faulted, count desc, slot_id limit 1)`);
}

/**
 * A dropped unit recorded after the fact (an offline kit, a late outcome): out of the slot it names, or
 * of the sku's fullest slot with units when that one has none; and out of the held units when it was held.
 */
export async function consumeUnitFromSlot(
  db: Db,
  unit: { deviceId: string; skuId: string; slot: string | null },
  isHeld: boolean,
): Promise<void> {
  await db.execute(sql`with slot_unit as (
      update device_slots set count = count - 1
      where device_id = ${unit.deviceId} and slot_id = (
        select slot_id from device_slots
        where device_id = ${unit.deviceId} and sku_id = ${unit.skuId} and count > 0
        order by slot_id = ${unit.slot ?? ''} desc, is_faulted, count desc, slot_id limit 1))
    update device_stock set held = held - 1
    where device_id = ${unit.deviceId} and sku_id = ${unit.skuId} and ${isHeld}::boolean`);
}

/**
 * Whether the unit `consumeUnitFromSlot` would take comes out of a working slot (one stock counts). A unit
 * found late in a slot already out of service changes no stock, so nothing is held for it.
 */
export async function isUnitFromWorkingSlot(
  db: Db,
  unit: { deviceId: string; skuId: string; slot: string | null },
): Promise<boolean> {
  const rows = await db.execute(sql`select is_faulted from device_slots
    where device_id = ${unit.deviceId} and sku_id = ${unit.skuId} and count > 0
    order by slot_id = ${unit.slot ?? ''} desc, is_faulted, count desc, slot_id limit 1`);
  const row = rowsOf<{ is_faulted: boolean }>(rows)[0];
  return row ? !row.is_faulted : true;
}

/**
 * Holds the units of every line whose sku has them free, in one statement (each line as `holdUnits`
 * holds it): returns how many lines it held. The caller's transaction undoes it when that is not all of
 * them (the orders module holds an order's lines, then writes the order, in one transaction).
 */
export async function holdLines(
  db: Db,
  deviceId: string,
  lines: { skuId: string; quantity: number }[],
): Promise<number> {
  const wanted = sql.join(
    lines.map((l) => sql`(${l.skuId}::text, ${l.quantity}::int)`),
    sql`, `,
  );
  const held = await db.execute(sql`update device_stock set held = device_stock.held + wanted.quantity
    from (values ${wanted}) as wanted (sku_id, quantity)
    where device_stock.device_id = ${deviceId} and device_stock.sku_id = wanted.sku_id
      and device_stock.on_hand - device_stock.held >= wanted.quantity
    returning device_stock.sku_id`);
  return rowsOf(held).length;
}

/** What the unit's outcome writes on the stock: which slot it came from, and how it ended. */
export interface UnitOutcome {
  deviceId: string;
  skuId: string;
  slot: string;
  outcome: string;
  at: Date;
}

/**
 * A unit's outcome on the stock, one statement: a drop takes the unit out of the slot it named (of the
 * sku's fullest slot with units when that one has none: the count was off) and out of the sku's held
 * units; the slot's trigger sums on hand again. Any other outcome takes that slot out of service, and only
 * that one (none when the unit named no slot of the sku). Dispensing calls it in the transaction where it
 * checked its lease.
 */
export async function recordUnitOutcome(db: Db, unit: UnitOutcome): Promise<void> {
  const isDropped = unit.outcome === 'dropped';
  await db.execute(sql`with slot_unit as (
      update device_slots set
        count = count - case when ${isDropped}::boolean then 1 else 0 end,
        is_faulted = is_faulted or not ${isDropped}::boolean,
        fault_reason = case when ${isDropped}::boolean then fault_reason else ${unit.outcome}::text end,
        faulted_at = case when ${isDropped}::boolean then faulted_at else ${unit.at.toISOString()}::timestamptz end
      where device_id = ${unit.deviceId} and slot_id = (
        select slot_id from device_slots
        where device_id = ${unit.deviceId} and sku_id = ${unit.skuId}
          and (count > 0 or not ${isDropped}::boolean)
        order by slot_id = ${unit.slot} desc, is_faulted, count desc, slot_id limit 1)
        and (${isDropped}::boolean or slot_id = ${unit.slot}))
    update device_stock set held = held - 1
    where device_id = ${unit.deviceId} and sku_id = ${unit.skuId} and ${isDropped}::boolean`);
}

// Slots: the one writer of device_slots too.

const slotOf = (deviceId: string, slotId: string) =>
  and(eq(deviceSlots.deviceId, deviceId), eq(deviceSlots.slotId, slotId));

export const listDeviceSlots = (db: Db, deviceId: string) =>
  db
    .select()
    .from(deviceSlots)
    .where(eq(deviceSlots.deviceId, deviceId))
    .orderBy(asc(deviceSlots.skuId), asc(deviceSlots.slotId));

/** The kiosk's slots of one sku locked, so picks and counts of that sku on the kiosk take turns. */
export const lockSkuSlots = (db: Db, deviceId: string, skuId: string) =>
  db
    .select()
    .from(deviceSlots)
    .where(and(eq(deviceSlots.deviceId, deviceId), eq(deviceSlots.skuId, skuId)))
    .orderBy(asc(deviceSlots.slotId))
    .for('update');

export async function lockSlot(db: Db, deviceId: string, slotId: string) {
  const rows = await db.select().from(deviceSlots).where(slotOf(deviceId, slotId)).for('update');
  return rows[0];
}

/**
 * One more slot of a sku the kiosk stocks (a bring-up, a layout change): its units count at once when it
 * is in service.
 */
export async function addSlot(db: Db, values: typeof deviceSlots.$inferInsert): Promise<void> {
  await db.insert(deviceSlots).values(values);
}

/** Which sku a slot holds, set by staff (the trigger sums both skus' on hand again). */
export async function setSlotSku(db: Db, deviceId: string, slotId: string, skuId: string): Promise<void> {
  await db
    .update(deviceSlots)
    .set({ skuId, version: sql`${deviceSlots.version} + 1` })
    .where(slotOf(deviceId, slotId));
}

/** A slot's count and capacity set by staff (the trigger sums its sku's on hand again). */
export async function setSlotCount(
  db: Db,
  deviceId: string,
  slotId: string,
  values: { count: number; capacity: number },
): Promise<void> {
  await db
    .update(deviceSlots)
    .set({ ...values, version: sql`${deviceSlots.version} + 1` })
    .where(slotOf(deviceId, slotId));
}

/** Takes these slots of the kiosk out of service (the board reported them); the ones out already stay as they are. */
export async function faultSlots(
  db: Db,
  deviceId: string,
  slotIds: string[],
  fault: { reason: string; at: Date },
): Promise<string[]> {
  if (slotIds.length === 0) return [];
  const rows = await db
    .update(deviceSlots)
    .set({ isFaulted: true, faultReason: fault.reason, faultedAt: fault.at })
    .where(
      and(
        eq(deviceSlots.deviceId, deviceId),
        inArray(deviceSlots.slotId, slotIds),
        eq(deviceSlots.isFaulted, false),
      ),
    )
    .returning({ slotId: deviceSlots.slotId });
  return rows.map((row) => row.slotId);
}

/** Takes one slot out of service (why, when) or puts it back. */
export async function setOneSlotFaulted(
  db: Db,
  deviceId: string,
  slotId: string,
  fault: { reason: string; at: Date } | null,
): Promise<void> {
  await db
    .update(deviceSlots)
    .set({
      isFaulted: fault !== null,
      faultReason: fault?.reason ?? null,
      faultedAt: fault?.at ?? null,
      version: sql`${deviceSlots.version} + 1`,
    })
    .where(slotOf(deviceId, slotId));
}
