import { and, asc, eq, sql } from 'drizzle-orm';
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
