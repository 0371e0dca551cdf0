import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { endOrder, lockOrderById, startDispensing } from '../modules/orders/orders.service';

/** Stock of one sku on a device: on hand, held and what is available. */
export async function stockOf(db: Db, deviceId: string, skuId: string) {
  const rows = rowsOf<{ on_hand: number; held: number }>(
    await db.execute(
      sql`select on_hand, held from device_stock where device_id = ${deviceId} and sku_id = ${skuId}`,
    ),
  );
  const row = rows[0]!;
  return { onHand: row.on_hand, held: row.held, available: row.on_hand - row.held };
}

const TABLES = [
  'orders',
  'order_items',
  'order_workflows',
  'reservations',
  'device_stock',
  'kiosk_assortment',
  'stock_audit',
  'products',
  'skus',
  'access_codes',
  'payment_transactions',
  'dispense_events',
  'throttles',
  'kiosk_credentials',
  'kiosk_pairing_codes',
  'catalog_images',
];

/** A fingerprint of every table a request could write, to prove a refused request wrote nothing. */
export async function snapshot(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const rows = rowsOf<{ h: string | null }>(
      await db.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
      ),
    );
    parts.push(`${table}:${rows[0]?.h}`);
  }
  return parts.join(',');
}

/**
 * Moves an order the way the dispenser would, without turning a motor: into dispensing (as if another
 * request, or a process that later died, had started it), or on to dispensed. Through the orders module,
 * like every status change.
 */
export async function moveOrderTo(db: Db, orderId: string, to: 'dispensing' | 'dispensed'): Promise<void> {
  await db.transaction(async (tx) => {
    const order = (await lockOrderById(tx, orderId))!;
    await (to === 'dispensing' ? startDispensing(tx, order) : endOrder(tx, order, 'dispensed'));
  });
}
