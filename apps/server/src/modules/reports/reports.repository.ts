import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/** A report window: from the start of `from` to the end of `to`, both days in `timeZone`. */
export interface ReportWindow {
  deviceId: string;
  timeZone: string;
  from: string;
  to: string;
}

const dayOf = (column: SQL, timeZone: string) =>
  sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
const startOf = (w: ReportWindow) => sql`(${w.from}::date::timestamp at time zone ${w.timeZone})`;
const endOf = (w: ReportWindow) => sql`((${w.to}::date + 1)::timestamp at time zone ${w.timeZone})`;

export interface OutcomeCount {
  day: string;
  skuId: string;
  productId: string;
  outcome: string;
  kind: 'paid' | 'free' | 'emergency';
  units: number;
}

/**
 * Units that ended (dropped, jammed, empty, fault) per day, sku, outcome and kind of order; test
 * orders left out. Paid and free go by the unit price the order was made at.
 */
export async function countOutcomes(db: Db, w: ReportWindow): Promise<OutcomeCount[]> {
  const result = await db.execute(sql`
    select ${dayOf(sql`e.created_at`, w.timeZone)} as "day", e.sku_id as "skuId", s.product_id as "productId",
      e.outcome as "outcome",
      case when o.is_emergency then 'emergency' when coalesce(oi.unit_price, 0) > 0 then 'paid' else 'free' end
        as "kind",
      count(*)::int as "units"
    from dispense_events e
    join orders o on o.id = e.order_id
    join skus s on s.id = e.sku_id
    left join order_items oi on oi.order_id = e.order_id and oi.sku_id = e.sku_id
    where e.device_id = ${w.deviceId} and not e.is_test and not o.is_test and e.outcome <> 'started'
      and e.created_at >= ${startOf(w)} and e.created_at < ${endOf(w)}
    group by 1, 2, 3, 4, 5`);
  return rowsOf<OutcomeCount>(result).map((r) => ({ ...r, units: Number(r.units) }));
}

export interface InterruptedCount {
  day: string;
  skuId: string;
  productId: string;
  units: number;
}

/** Units whose motor started but whose outcome was never written (the process died); test orders left out. */
export async function countInterrupted(db: Db, w: ReportWindow): Promise<InterruptedCount[]> {
  const result = await db.execute(sql`
    select ${dayOf(sql`e.created_at`, w.timeZone)} as "day", e.sku_id as "skuId", s.product_id as "productId",
      count(*)::int as "units"
    from dispense_events e
    join orders o on o.id = e.order_id
    join skus s on s.id = e.sku_id
    where e.device_id = ${w.deviceId} and not e.is_test and not o.is_test and e.outcome = 'started'
      and o.status <> 'dispensing'
      and e.created_at >= ${startOf(w)} and e.created_at < ${endOf(w)}
      and not exists (
        select 1 from dispense_events f
        where f.order_id = e.order_id and f.unit_index = e.unit_index and f.outcome <> 'started'
      )
    group by 1, 2, 3`);
  return rowsOf<InterruptedCount>(result).map((r) => ({ ...r, units: Number(r.units) }));
}

export interface RefundRow {
  orderId: string;
  day: string;
  amount: number;
}

/** Refunds paid back in the window for the device's orders, oldest first; test orders left out. */
export async function listRefunds(db: Db, w: ReportWindow): Promise<RefundRow[]> {
  const result = await db.execute(sql`
    select r.order_id as "orderId", ${dayOf(sql`r.created_at`, w.timeZone)} as "day", r.amount as "amount"
    from refunds r
    join orders o on o.id = r.order_id
    where o.device_id = ${w.deviceId} and not o.is_test and r.status = 'succeeded'
      and r.created_at >= ${startOf(w)} and r.created_at < ${endOf(w)}
    order by r.created_at, r.id`);
  return rowsOf<RefundRow>(result).map((r) => ({ ...r, amount: Number(r.amount) }));
}

export interface RefundedItem {
  orderId: string;
  skuId: string;
  productId: string;
  undispensedValue: number;
}

/** What each item of these orders did not dispense, in minor units, in item order. */
export async function listUndispensedItems(db: Db, orderIds: string[]): Promise<RefundedItem[]> {
  if (!orderIds.length) return [];
  const result = await db.execute(sql`
    select oi.order_id as "orderId", oi.sku_id as "skuId", s.product_id as "productId",
      ((oi.quantity - oi.quantity_dispensed) * oi.unit_price)::int as "undispensedValue"
    from order_items oi
    join skus s on s.id = oi.sku_id
    where oi.order_id in (${sql.join(
      orderIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by oi.order_id, oi.id`);
  return rowsOf<RefundedItem>(result).map((r) => ({ ...r, undispensedValue: Number(r.undispensedValue) }));
}

export interface StockChange {
  kind: 'drop' | 'count';
  skuId: string;
  day: string;
  /** Inside the report window. */
  isInWindow: boolean;
  isTest: boolean;
  /** The count before a staff change (count only). */
  before: number;
}

/**
 * Everything that changed on-hand counts since the window opened, newest first: units that dropped
 * (test ones too: they leave the machine) and staff counts. Walking back from today's counts gives the
 * count after each drop.
 */
export async function listStockChangesSince(db: Db, w: ReportWindow): Promise<StockChange[]> {
  const result = await db.execute(sql`
    select * from (
      select 'drop' as "kind", e.sku_id as "skuId", ${dayOf(sql`e.created_at`, w.timeZone)} as "day",
        e.created_at < ${endOf(w)} as "isInWindow", (e.is_test or o.is_test) as "isTest", 0 as "before",
        e.created_at as at, 0 as rank, e.id as id
      from dispense_events e join orders o on o.id = e.order_id
      where e.device_id = ${w.deviceId} and e.outcome = 'dropped' and e.created_at >= ${startOf(w)}
      union all
      select 'count', a.sku_id, ${dayOf(sql`a.created_at`, w.timeZone)}, a.created_at < ${endOf(w)}, false,
        a.before, a.created_at, 1, a.id
      from stock_audit a
      where a.device_id = ${w.deviceId} and a.created_at >= ${startOf(w)}
    ) changes
    order by at desc, rank desc, id desc`);
  return rowsOf<StockChange>(result).map((r) => ({ ...r, before: Number(r.before) }));
}

/**
 * Today's units of every sku on the device, in all its slots: a slot out of service still holds its units
 * (stock does not count them, but a walk back through the drops must, or a fault would read as a stock-out).
 */
export async function listOnHand(db: Db, deviceId: string): Promise<{ skuId: string; onHand: number }[]> {
  const result = await db.execute(
    sql`select s.sku_id as "skuId", coalesce((select sum(d.count) from device_slots d
          where d.device_id = s.device_id and d.sku_id = s.sku_id), s.on_hand) as "onHand"
        from device_stock s where s.device_id = ${deviceId}`,
  );
  return rowsOf<{ skuId: string; onHand: number }>(result).map((r) => ({ ...r, onHand: Number(r.onHand) }));
}

/** Product of every sku, for stock-outs found by walking counts. */
export async function listSkuProducts(db: Db): Promise<Map<string, string>> {
  const result = await db.execute(sql`select id, product_id as "productId" from skus`);
  return new Map(rowsOf<{ id: string; productId: string }>(result).map((r) => [r.id, r.productId]));
}
