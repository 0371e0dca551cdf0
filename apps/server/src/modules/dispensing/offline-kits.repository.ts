import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { deviceStock, orders } from '../../db/schema';
import { offlineKitRefusals } from './dispensing.schema';

/** Offline kits of one kiosk are bounded one at a time (every instance hears every offer). */
export async function lockKioskOfflineKits(tx: Db, deviceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`offline-kits:${deviceId}`}, 0))`);
}

/** Whether the order is there already (another instance recorded the same kit meanwhile). */
export async function hasOrder(tx: Db, orderId: string): Promise<boolean> {
  const rows = rowsOf<{ found: number }>(
    await tx.execute(sql`select 1 as found from orders where id = ${orderId} limit 1`),
  );
  return rows.length > 0;
}

/**
 * Whether another offline kit of the kiosk (an emergency order no client placed through the API) is dated
 * within `ms` of `at`.
 */
export async function hasOfflineKitNear(tx: Db, deviceId: string, at: Date, ms: number): Promise<boolean> {
  const rows = rowsOf<{ found: number }>(
    await tx.execute(sql`
      select 1 as found from orders
      where device_id = ${deviceId} and is_emergency and client_key is null
        and created_at > ${new Date(at.getTime() - ms).toISOString()}::timestamptz
        and created_at < ${new Date(at.getTime() + ms).toISOString()}::timestamptz
      limit 1`),
  );
  return rows.length > 0;
}

/** Units of the sku on hand at the kiosk (0 when it has none). */
export async function unitsOnHand(tx: Db, deviceId: string, skuId: string): Promise<number> {
  const [row] = await tx
    .select({ onHand: deviceStock.onHand })
    .from(deviceStock)
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId)));
  return row?.onHand ?? 0;
}

/** The ids of these orders that exist (kits recorded before: a replay is no refusal). */
export async function existingOrderIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * Notes refused kits once per unit id, while the kiosk has fewer than `most` notes in the last day (a
 * flood of forgeries is counted by the metric, not stored without end).
 */
export async function noteRefusals(
  db: Db,
  rows: (typeof offlineKitRefusals.$inferInsert)[],
  most: number,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const since = new Date(first.refusedAt.getTime() - 86_400_000);
  const [noted] = await db
    .select({ n: count() })
    .from(offlineKitRefusals)
    .where(and(eq(offlineKitRefusals.deviceId, first.deviceId), gte(offlineKitRefusals.refusedAt, since)));
  const room = most - Number(noted?.n ?? 0);
  if (room <= 0) return;
  await db.insert(offlineKitRefusals).values(rows.slice(0, room)).onConflictDoNothing();
}
