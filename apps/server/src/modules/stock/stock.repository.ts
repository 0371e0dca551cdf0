import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceStock, skus, stockAudit } from '../../db/schema';

export const listDeviceStock = (db: Db, deviceId: string) =>
  db
    .select({ stock: deviceStock, sku: skus })
    .from(deviceStock)
    .innerJoin(skus, eq(skus.id, deviceStock.skuId))
    .where(eq(deviceStock.deviceId, deviceId))
    .orderBy(asc(deviceStock.slot), asc(skus.id));

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

/** A unit that dropped leaves the machine: on hand and held both go down by one. */
export async function consumeUnit(db: Db, deviceId: string, skuId: string): Promise<void> {
  await db
    .update(deviceStock)
    .set({ onHand: sql`${deviceStock.onHand} - 1`, held: sql`${deviceStock.held} - 1` })
    .where(rowOf(deviceId, skuId));
}

/** A unit the machine had that the count did not: on hand one higher (a drop then takes it out again). */
export async function countFoundUnit(db: Db, deviceId: string, skuId: string): Promise<void> {
  await db
    .update(deviceStock)
    .set({ onHand: sql`${deviceStock.onHand} + 1` })
    .where(rowOf(deviceId, skuId));
}

/** Takes a slot out of service (a unit failed) or puts it back (staff cleared it). */
export async function setSlotFaulted(
  db: Db,
  deviceId: string,
  skuId: string,
  isFaulted: boolean,
): Promise<void> {
  await db.update(deviceStock).set({ isSlotFaulted: isFaulted }).where(rowOf(deviceId, skuId));
}

/**
 * Holding every line's units, as a statement for another's `with` clause (the orders module writes an
 * order and holds its units in one statement): it returns the sku id of each line it could hold.
 */
export function holdLinesStatement(deviceId: string, lines: { skuId: string; quantity: number }[]): SQL {
  const wanted = sql.join(
    lines.map((l) => sql`(${l.skuId}::text, ${l.quantity}::int)`),
    sql`, `,
  );
  return sql`update device_stock set held = device_stock.held + wanted.quantity
    from (values ${wanted}) as wanted (sku_id, quantity)
    where device_stock.device_id = ${deviceId} and device_stock.sku_id = wanted.sku_id
      and device_stock.on_hand - device_stock.held >= wanted.quantity
    returning device_stock.sku_id`;
}

/**
 * A unit's outcome on the stock, as a statement for another's `with` clause, written only where `onlyIf`
 * holds (the dispense's lease): a drop takes the unit out (on hand and held one lower), anything else
 * flags the slot.
 */
export function unitOutcomeStatement(
  unit: { deviceId: string; skuId: string },
  isDropped: boolean,
  onlyIf: SQL,
): SQL {
  return sql`update device_stock set
      on_hand = on_hand - case when ${isDropped}::boolean then 1 else 0 end,
      held = held - case when ${isDropped}::boolean then 1 else 0 end,
      is_slot_faulted = is_slot_faulted or not ${isDropped}::boolean
    where device_id = ${unit.deviceId} and sku_id = ${unit.skuId} and ${onlyIf}`;
}
