import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { failedOutcomes } from './failed-outcomes';

/** Read model of the console: one query per part for the whole fleet (or one kiosk), never one per kiosk. */

export interface KioskStateRow {
  deviceId: string;
  name: string;
  timeZone: string;
  lastSeenAt: Date | null;
  isAgentOnline: boolean | null;
  agentChangedAt: Date | null;
  agentVersion: string | null;
  webVersion: string | null;
  slotFaults: number;
  openAlerts: number;
}

const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string);

/** Every kiosk (or one) with its presence, faulted slots and open alerts. */
export async function listKioskStates(db: Db, deviceId?: string): Promise<KioskStateRow[]> {
  const result = await db.execute(sql`
    select d.id as "deviceId", d.name as "name", d.time_zone as "timeZone",
      p.last_seen_at as "lastSeenAt", p.is_agent_online as "isAgentOnline", p.agent_changed_at as "agentChangedAt",
      p.agent_version as "agentVersion", p.web_version as "webVersion", coalesce(f.n, 0)::int as "slotFaults", coalesce(a.n, 0)::int as "openAlerts"
    from devices d
    left join kiosk_presence p on p.device_id = d.id
    left join (
      select device_id, count(*) as n from device_stock where is_slot_faulted group by device_id
    ) f on f.device_id = d.id
    left join (
      select device_id, count(*) as n from console_alerts where cleared_at is null group by device_id
    ) a on a.device_id = d.id
    ${deviceId ? sql`where d.id = ${deviceId}` : sql``}`);
  return rowsOf<KioskStateRow>(result).map((r) => ({
    ...r,
    lastSeenAt: toDate(r.lastSeenAt),
    agentChangedAt: toDate(r.agentChangedAt),
    slotFaults: Number(r.slotFaults),
    openAlerts: Number(r.openAlerts),
  }));
}

export interface StockLevelRow {
  deviceId: string;
  skuId: string;
  onHand: number;
  held: number;
  slot: string | null;
  isSlotFaulted: boolean;
  /** The kiosk's own threshold, else the sku's fleet one; null when neither is set. */
  threshold: number | null;
  /** Whether `threshold` is the kiosk's own. */
  isKioskThreshold: boolean;
}

/** What every kiosk (or one) holds of each sku, with its low-stock threshold. */
export async function listStockLevels(db: Db, deviceId?: string): Promise<StockLevelRow[]> {
  const result = await db.execute(sql`
    select s.device_id as "deviceId", s.sku_id as "skuId", s.on_hand as "onHand", s.held as "held",
      s.slot as "slot", s.is_slot_faulted as "isSlotFaulted", coalesce(td.units, tf.units) as "threshold",
      td.units is not null as "isKioskThreshold"
    from device_stock s
    left join alert_thresholds td on td.device_id = s.device_id and td.sku_id = s.sku_id
    left join alert_thresholds tf on tf.device_id is null and tf.sku_id = s.sku_id
    ${deviceId ? sql`where s.device_id = ${deviceId}` : sql``}
    order by s.device_id, s.sku_id`);
  return rowsOf<StockLevelRow>(result).map((r) => ({
    ...r,
    onHand: Number(r.onHand),
    held: Number(r.held),
    threshold: r.threshold === null ? null : Number(r.threshold),
    isKioskThreshold: Boolean(r.isKioskThreshold),
  }));
}

export interface SkuInfoRow {
  skuId: string;
  productId: string;
  titles: Record<string, string>;
  productTitles: Record<string, string>;
}

/** The catalogue's skus with their product (a few rows: titles are picked in the service). */
export async function listSkuInfo(db: Db): Promise<SkuInfoRow[]> {
  const result = await db.execute(sql`
    select s.id as "skuId", s.product_id as "productId", s.titles as "titles", p.titles as "productTitles"
    from skus s join products p on p.id = s.product_id
    order by p.sort_order, s.sort_order, s.id`);
  return rowsOf<SkuInfoRow>(result);
}

export interface UsageRow {
  deviceId: string;
  skuId: string;
  /** Units dropped since `windowStart`. */
  recent: number;
  /** Units dropped today and this month, in the kiosk's time zone. */
  today: number;
  month: number;
}

/**
 * Units that dropped per kiosk and sku: in the days-left window, today and this month (each kiosk's own
 * calendar); test dispenses left out. One pass over at most 32 days of dispense events, or over the events
 * in an id range (`afterEventId`, `upToEventId`).
 */
export async function listUsage(
  db: Db,
  now: Date,
  windowStart: Date,
  only: {
    deviceId?: string;
    /** Events after this id only (the ones since the last count), and up to that one. */
    afterEventId?: number;
    upToEventId?: number;
  } = {},
): Promise<UsageRow[]> {
  const { deviceId, afterEventId, upToEventId } = only;
  const at = now.toISOString();
  const result = await db.execute(sql`
    select e.device_id as "deviceId", e.sku_id as "skuId",
      count(*) filter (where e.created_at >= ${windowStart.toISOString()}::timestamptz)::int as "recent",
      count(*) filter (
        where e.created_at >= (date_trunc('day', ${at}::timestamptz at time zone d.time_zone) at time zone d.time_zone)
      )::int as "today",
      count(*) filter (
        where e.created_at >= (date_trunc('month', ${at}::timestamptz at time zone d.time_zone) at time zone d.time_zone)
      )::int as "month"
    from dispense_events e
    join devices d on d.id = e.device_id
    where e.outcome = 'dropped' and not e.is_test
      and e.created_at >= least(${windowStart.toISOString()}::timestamptz, ${at}::timestamptz - interval '32 days')
      and e.created_at <= ${at}::timestamptz
      ${deviceId ? sql`and e.device_id = ${deviceId}` : sql``}
      ${afterEventId === undefined ? sql`` : sql`and e.id > ${afterEventId}`}
      ${upToEventId === undefined ? sql`` : sql`and e.id <= ${upToEventId}`}
    group by e.device_id, e.sku_id`);
  return rowsOf<UsageRow>(result).map((r) => ({
    ...r,
    recent: Number(r.recent),
    today: Number(r.today),
    month: Number(r.month),
  }));
}

/** The newest dispense event id: unchanged, the usage counts are too (the overview's cache key). */
export async function lastDispenseEventId(db: Db): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(id), 0)::int as "id" from dispense_events`);
  return Number(rowsOf<{ id: number }>(result)[0]?.id ?? 0);
}

// ── One kiosk ───────────────────────────────────────────────────────────────────────────────────

export interface DayChangeRow {
  skuId: string;
  day: string;
  /** Units that left the machine (test ones too) and those of real orders. */
  dropped: number;
  droppedReal: number;
  /** Sum of after − before of the stock audit that day. */
  counted: number;
}

/** Per sku and day (the kiosk's calendar) since `since`: units dropped and staff count changes. */
export async function listDayChanges(
  db: Db,
  deviceId: string,
  timeZone: string,
  since: Date,
): Promise<DayChangeRow[]> {
  const from = since.toISOString();
  const result = await db.execute(sql`
    select "skuId", "day", sum(dropped)::int as "dropped", sum(real)::int as "droppedReal",
      sum(counted)::int as "counted"
    from (
      select e.sku_id as "skuId", to_char(e.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as "day",
        1 as dropped, case when e.is_test then 0 else 1 end as real, 0 as counted
      from dispense_events e
      where e.device_id = ${deviceId} and e.outcome = 'dropped' and e.created_at >= ${from}::timestamptz
      union all
      select a.sku_id, to_char(a.created_at at time zone ${timeZone}, 'YYYY-MM-DD'), 0, 0, a.after - a.before
      from stock_audit a
      where a.device_id = ${deviceId} and a.created_at >= ${from}::timestamptz
    ) changes
    group by "skuId", "day"`);
  return rowsOf<DayChangeRow>(result).map((r) => ({
    ...r,
    dropped: Number(r.dropped),
    droppedReal: Number(r.droppedReal),
    counted: Number(r.counted),
  }));
}

export interface SlotEventRow {
  skuId: string;
  slot: string | null;
  event: 'failed' | 'cleared';
  outcome: string | null;
  at: Date;
}

/** A kiosk's failed units and slot clearings, newest first. */
export async function listSlotEvents(
  db: Db,
  deviceId: string,
  clearedReason: string,
  limit: number,
): Promise<SlotEventRow[]> {
  const result = await db.execute(sql`
    select * from (
      select e.sku_id as "skuId", e.slot as "slot", 'failed' as "event", e.outcome as "outcome", e.created_at as "at"
      from dispense_events e
      where e.device_id = ${deviceId} and e.outcome in (${failedOutcomes})
      union all
      select a.sku_id, s.slot, 'cleared', null, a.created_at
      from stock_audit a
      left join device_stock s on s.device_id = a.device_id and s.sku_id = a.sku_id
      where a.device_id = ${deviceId} and a.reason = ${clearedReason}
    ) events
    order by "at" desc
    limit ${limit}`);
  return rowsOf<SlotEventRow>(result).map((r) => ({ ...r, at: new Date(r.at) }));
}

export interface AuditRow {
  skuId: string;
  actor: string;
  before: number;
  after: number;
  reason: string;
  createdAt: Date;
}

export async function listAudit(db: Db, deviceId: string, limit: number): Promise<AuditRow[]> {
  const result = await db.execute(sql`
    select sku_id as "skuId", actor, before, after, reason, created_at as "createdAt"
    from stock_audit where device_id = ${deviceId}
    order by created_at desc, id desc limit ${limit}`);
  return rowsOf<AuditRow>(result).map((r) => ({
    ...r,
    before: Number(r.before),
    after: Number(r.after),
    createdAt: new Date(r.createdAt),
  }));
}

/** Failed units, refunded orders and dropped units of a kiosk since `since` (counts only; tests left out). */
export async function countRecent(
  db: Db,
  deviceId: string,
  since: Date,
): Promise<{
  failedDispenses: number;
  refundedOrders: number;
  unitsDispensed: number;
  refusedOfflineKits: number;
}> {
  const from = since.toISOString();
  const result = await db.execute(sql`
    select
      (select count(*) from dispense_events e
        where e.device_id = ${deviceId} and not e.is_test and e.outcome in (${failedOutcomes})
          and e.created_at >= ${from}::timestamptz)::int as "failedDispenses",
      (select count(distinct r.order_id) from refunds r join orders o on o.id = r.order_id
        where o.device_id = ${deviceId} and not o.is_test and r.status = 'succeeded'
          and r.created_at >= ${from}::timestamptz)::int as "refundedOrders",
      (select count(*) from dispense_events e
        where e.device_id = ${deviceId} and not e.is_test and e.outcome = 'dropped'
          and e.created_at >= ${from}::timestamptz)::int as "unitsDispensed",
      (select count(*) from offline_kit_refusals k
        where k.device_id = ${deviceId} and k.refused_at >= ${from}::timestamptz)::int as "refusedOfflineKits"`);
  const row = rowsOf<Record<string, number>>(result)[0]!;
  return {
    failedDispenses: Number(row.failedDispenses),
    refundedOrders: Number(row.refundedOrders),
    unitsDispensed: Number(row.unitsDispensed),
    refusedOfflineKits: Number(row.refusedOfflineKits),
  };
}
