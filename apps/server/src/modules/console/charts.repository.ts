import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { failedOutcomes } from './failed-outcomes';

export interface ChartScope {
  /** Inclusive days, each kiosk's own calendar. */
  from: string;
  to: string;
  deviceId: string | null;
  bucket: 'day' | 'week';
}

export interface ChartCount {
  period: string;
  key: string;
  n: number;
}

/** The local day (or Monday of its week) of a timestamp column in the kiosk's time zone. */
const periodOf = (column: ReturnType<typeof sql>, bucket: 'day' | 'week') =>
  bucket === 'day'
    ? sql`to_char(${column} at time zone d.time_zone, 'YYYY-MM-DD')`
    : sql`to_char(date_trunc('week', ${column} at time zone d.time_zone), 'YYYY-MM-DD')`;

/** The scope's rows: local days between from and to, with a coarse UTC bound first (index range). */
const within = (column: ReturnType<typeof sql>, s: ChartScope) => sql`
  ${column} >= ${s.from}::date - 1 and ${column} < ${s.to}::date + 2
  and (${column} at time zone d.time_zone)::date between ${s.from}::date and ${s.to}::date
  ${s.deviceId ? sql`and d.id = ${s.deviceId}` : sql``}`;

/** The period (day, or Monday of its week) of a kiosk-calendar day of `dispense_day_counts`. */
const periodOfDay = (bucket: 'day' | 'week') =>
  bucket === 'day'
    ? sql`to_char(c.day, 'YYYY-MM-DD')`
    : sql`to_char(date_trunc('week', c.day), 'YYYY-MM-DD')`;

/**
 * The whole fleet's units per period from the day counts (a few thousand rows for a month, where the
 * events are a row per unit): `outcomes` and, when given, emergency or not; keyed by product or `key`.
 */
async function countFleetDays(
  db: Db,
  s: ChartScope,
  outcomes: string[],
  key: { byProduct: true } | { name: string; isEmergency?: boolean },
): Promise<ChartCount[]> {
  const result = await db.execute(sql`
    select ${periodOfDay(s.bucket)} as "period",
      ${'byProduct' in key ? sql`k.product_id` : sql`${key.name}::text`} as "key", sum(c.units)::int as "n"
    from dispense_day_counts c ${'byProduct' in key ? sql`join skus k on k.id = c.sku_id` : sql``}
    where c.day between ${s.from}::date and ${s.to}::date
      and c.outcome in (${sql.join(
        outcomes.map((o) => sql`${o}`),
        sql`, `,
      )})
      ${'isEmergency' in key && key.isEmergency !== undefined ? sql`and c.is_emergency = ${key.isEmergency}` : sql``}
    group by 1, 2`);
  return rowsOf<ChartCount>(result).map((r) => ({ ...r, n: Number(r.n) }));
}

/** Units that dropped per period and product; test dispenses left out. */
export async function countUnitsByProduct(db: Db, s: ChartScope): Promise<ChartCount[]> {
  if (!s.deviceId) return countFleetDays(db, s, ['dropped'], { byProduct: true });
  const result = await db.execute(sql`
    select ${periodOf(sql`e.created_at`, s.bucket)} as "period", k.product_id as "key", count(*)::int as "n"
    from dispense_events e join devices d on d.id = e.device_id join skus k on k.id = e.sku_id
    where e.outcome = 'dropped' and not e.is_test and ${within(sql`e.created_at`, s)}
    group by 1, 2`);
  return rowsOf<ChartCount>(result).map((r) => ({ ...r, n: Number(r.n) }));
}

/** Emergency kits (units of emergency orders that dropped) per period. */
export async function countEmergencyKits(db: Db, s: ChartScope): Promise<ChartCount[]> {
  if (!s.deviceId) return countFleetDays(db, s, ['dropped'], { name: 'emergencyKits', isEmergency: true });
  const result = await db.execute(sql`
    select ${periodOf(sql`e.created_at`, s.bucket)} as "period", 'emergencyKits' as "key", count(*)::int as "n"
    from dispense_events e join devices d on d.id = e.device_id join orders o on o.id = e.order_id
    where e.outcome = 'dropped' and not e.is_test and o.is_emergency and ${within(sql`e.created_at`, s)}
    group by 1, 2`);
  return rowsOf<ChartCount>(result).map((r) => ({ ...r, n: Number(r.n) }));
}

/** Failed units (jammed, empty slot, motor fault) and refunded orders per period; tests left out. */
export async function countFailuresAndRefunds(db: Db, s: ChartScope): Promise<ChartCount[]> {
  const failed = s.deviceId
    ? sql`
    select ${periodOf(sql`e.created_at`, s.bucket)} as "period", 'failedDispenses' as "key", count(*)::int as "n"
    from dispense_events e join devices d on d.id = e.device_id
    where e.outcome in (${failedOutcomes}) and not e.is_test and ${within(sql`e.created_at`, s)}
    group by 1, 2`
    : sql`
    select ${periodOfDay(s.bucket)} as "period", 'failedDispenses' as "key", sum(c.units)::int as "n"
    from dispense_day_counts c
    where c.day between ${s.from}::date and ${s.to}::date and c.outcome in (${failedOutcomes})
    group by 1, 2`;
  const result = await db.execute(sql`
    ${failed}
    union all
    select ${periodOf(sql`r.created_at`, s.bucket)}, 'refundedOrders', count(distinct r.order_id)::int
    from refunds r join orders o on o.id = r.order_id join devices d on d.id = o.device_id
    where r.status = 'succeeded' and not o.is_test and ${within(sql`r.created_at`, s)}
    group by 1, 2`);
  return rowsOf<ChartCount>(result).map((r) => ({ ...r, n: Number(r.n) }));
}

/** Products with their titles, in catalogue order (the series of the units chart). */
export async function listProducts(db: Db): Promise<{ id: string; titles: Record<string, string> }[]> {
  const result = await db.execute(sql`select id, titles from products order by sort_order, id`);
  return rowsOf<{ id: string; titles: Record<string, string> }>(result);
}
