import type { TFleetOverview, TFleetQuery, TFleetRow, TLowestStock } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { cacheKey } from '../../caches';
import type { KioskGaugeRow } from '../../ports/kiosk-metrics';
import { skuTitles } from './sku-titles';
import { forgetUsageCounts, usageByDevice } from './usage-counts';
import { dailyRate, daysLeft } from './days-left';
import { listKioskStates, listSkuInfo, listStockLevels, type SkuInfoRow } from './fleet.repository';
import { connectionOf, isLow, isNaloxone } from './kiosk-state';

/** The overview's rows are answered from memory and computed again in the background once this old. */
export const ROWS_MAX_AGE_MS = 15_000;

interface RowsEntry {
  at: number;
  rows?: TFleetRow[];
  pending?: Promise<{ at: number; rows: TFleetRow[] }>;
}
/** The rows by language, on the app's caches. */
const FLEET_ROWS = cacheKey('console.fleetRows', () => new Map<string, RowsEntry>());

/**
 * Every kiosk's row, per language: computed once, then answered from memory while a newer computation
 * runs in the background after ROWS_MAX_AGE_MS (stale while revalidating); a change this process makes
 * (stock count, threshold, alert, presence) drops them at once (`forgetFleetRows`).
 */
async function cachedRows(ctx: AppContext, locale: string): Promise<{ at: number; rows: TFleetRow[] }> {
  const entries = ctx.caches.of(FLEET_ROWS);
  const entry = entries.get(locale);
  const nowMs = ctx.now().getTime();
  const refresh = () => {
    const pending = fleetRows(ctx, locale).then(
      (rows) => {
        const done = { at: nowMs, rows };
        entries.set(locale, done);
        return done;
      },
      (error: unknown) => {
        entries.delete(locale);
        throw error;
      },
    );
    entries.set(locale, { at: entry?.at ?? 0, rows: entry?.rows, pending });
    return pending;
  };
  if (!entry?.rows) return entry?.pending ?? refresh();
  if (nowMs - entry.at >= ROWS_MAX_AGE_MS && !entry.pending) {
    refresh().catch((error: unknown) => ctx.log.warn({ err: error }, 'fleet overview not refreshed'));
  }
  return { at: entry.at, rows: entry.rows };
}

/**
 * Every kiosk's state for the `/metrics` gauges, from the overview's rows kept in memory (so a scrape
 * every few seconds costs no query while they are fresh).
 */
export async function kioskGaugeRows(ctx: AppContext): Promise<KioskGaugeRow[]> {
  const { rows } = await cachedRows(ctx, 'en');
  return rows.map((row) => ({
    deviceId: row.deviceId,
    isOnline: row.connection.state === 'online',
    naloxoneUnits: row.naloxoneUnits,
    isLowStock: row.isLowStock,
    slotFaults: row.slotFaults,
  }));
}

/** Drops the overview's rows kept in memory: the next call computes them (usage counts have their own key). */
export const forgetFleetRows = (ctx: AppContext): void => {
  ctx.caches.forget(FLEET_ROWS);
};

/** Drops the usage counts too (tests that write dispense history with a fixed clock). */
export const forgetFleetUsage = (ctx: AppContext): void => {
  ctx.caches.forget(FLEET_ROWS);
  forgetUsageCounts(ctx);
};

/** Every kiosk's row, unsorted and unfiltered. */
export async function fleetRows(ctx: AppContext, locale: string): Promise<TFleetRow[]> {
  const now = ctx.now();
  const [states, stock, skus, usage] = await Promise.all([
    listKioskStates(ctx.db),
    listStockLevels(ctx.db),
    listSkuInfo(ctx.db),
    usageByDevice(ctx),
  ]);
  const skuById = new Map<string, SkuInfoRow>(skus.map((s) => [s.skuId, s]));
  const titles = skuTitles(skus, locale);
  const stockByDevice = new Map<string, typeof stock>();
  for (const row of stock) {
    const levels = stockByDevice.get(row.deviceId);
    if (levels) levels.push(row);
    else stockByDevice.set(row.deviceId, [row]);
  }
  return states.map((state) => {
    const used = usage.get(state.deviceId) ?? [];
    const recentBySku = new Map(used.map((u) => [u.skuId, u.recent]));
    let lowest: TLowestStock | null = null;
    let naloxoneUnits = 0;
    let isLowStock = false;
    for (const level of stockByDevice.get(state.deviceId) ?? []) {
      const sku = skuById.get(level.skuId);
      if (!sku) continue;
      if (isNaloxone(sku.productId)) naloxoneUnits += level.onHand;
      if (isLow(level, sku.productId)) isLowStock = true;
      const recent = recentBySku.get(level.skuId) ?? 0;
      const left = daysLeft(level.onHand, recent);
      if (left !== null && (!lowest || left < lowest.daysLeft)) {
        lowest = {
          skuId: level.skuId,
          title: titles.get(level.skuId)!,
          onHand: level.onHand,
          dailyRate: dailyRate(recent),
          daysLeft: left,
        };
      }
    }
    return {
      deviceId: state.deviceId,
      name: state.name,
      connection: connectionOf(state, now),
      slotFaults: state.slotFaults,
      lowestStock: lowest,
      isLowStock,
      naloxoneUnits,
      unitsToday: used.reduce((sum, u) => sum + u.today, 0),
      unitsThisMonth: used.reduce((sum, u) => sum + u.month, 0),
      openAlerts: state.openAlerts,
      agentVersion: state.agentVersion,
      webVersion: state.webVersion,
    };
  });
}

const STATUS_RANK = { online: 0, offline: 1, never_seen: 2 } as const;

const sortValue = (row: TFleetRow, key: TFleetQuery['sort']): string | number | null => {
  switch (key) {
    case 'name':
      return row.name.toLowerCase();
    case 'status':
      return STATUS_RANK[row.connection.state];
    case 'slotFaults':
      return row.slotFaults;
    case 'daysLeft':
      return row.lowestStock?.daysLeft ?? null;
    case 'naloxoneUnits':
      return row.naloxoneUnits;
    case 'unitsToday':
      return row.unitsToday;
    case 'unitsThisMonth':
      return row.unitsThisMonth;
  }
};

const matches = {
  low_stock: (row: TFleetRow) => row.isLowStock,
  offline: (row: TFleetRow) => row.connection.state !== 'online',
  faults: (row: TFleetRow) => row.slotFaults > 0,
  alerts: (row: TFleetRow) => row.openAlerts > 0,
} as const;

const collator = new Intl.Collator();
type FleetCounts = TFleetOverview['counts'];

/**
 * Each rows array's full orderings (by sort and direction) and filter counts, worked out once: the rows
 * are kept for ROWS_MAX_AGE_MS, so a page is then a filter and a slice, not a sort of every kiosk (at
 * 5,000 kiosks a sort with its name tie-breaks took tens of milliseconds a request).
 */
interface Derived {
  orderings: Map<string, TFleetRow[]>;
  counts?: FleetCounts;
}
/** By rows array, on the app's caches: it goes with the array once no entry of FLEET_ROWS holds it. */
const FLEET_DERIVED = cacheKey('console.fleetDerived', () => new WeakMap<TFleetRow[], Derived>());

function derivedOf(ctx: Pick<AppContext, 'caches'>, rows: TFleetRow[]): Derived {
  const derived = ctx.caches.of(FLEET_DERIVED);
  let entry = derived.get(rows);
  if (!entry) {
    entry = { orderings: new Map() };
    derived.set(rows, entry);
  }
  return entry;
}

/** Every row in the order asked for (no estimate sorts last either way), ties by name then id. */
function ordered(
  rows: TFleetRow[],
  { orderings }: Derived,
  sort: TFleetQuery['sort'],
  dir: TFleetQuery['dir'],
): TFleetRow[] {
  const key = `${sort}:${dir}`;
  const known = orderings.get(key);
  if (known) return known;
  const values = new Map(rows.map((row) => [row, sortValue(row, sort)]));
  const direction = dir === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    const x = values.get(a)!;
    const y = values.get(b)!;
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * direction;
    }
    return collator.compare(a.name, b.name) || collator.compare(a.deviceId, b.deviceId);
  });
  orderings.set(key, sorted);
  return sorted;
}

function countsOf(rows: TFleetRow[], entry: Derived): FleetCounts {
  entry.counts ??= {
    all: rows.length,
    low_stock: rows.filter(matches.low_stock).length,
    offline: rows.filter(matches.offline).length,
    faults: rows.filter(matches.faults).length,
    alerts: rows.filter(matches.alerts).length,
  };
  return entry.counts;
}

/**
 * The rows of an ordering that pass the filters, worked out once per rows array like the orderings: a
 * page is then a slice (at 5,000 kiosks the filter over every row was most of a request's own time).
 */
function filtered(rows: TFleetRow[], derived: Derived, query: TFleetQuery): TFleetRow[] {
  const all = ordered(rows, derived, query.sort, query.dir);
  if (!query.filter.length) return all;
  const { orderings } = derived;
  const key = `${query.sort}:${query.dir}:${[...query.filter].sort().join(',')}`;
  const known = orderings.get(key);
  if (known) return known;
  const chosen = all.filter((row) => query.filter.every((f) => matches[f](row)));
  orderings.set(key, chosen);
  return chosen;
}

/** The overview: rows filtered, searched, sorted (no estimate sorts last either way), one page. */
export function pageOf(
  rows: TFleetRow[],
  derived: Derived,
  query: TFleetQuery,
  generatedAt: Date,
): TFleetOverview {
  const q = query.q?.toLowerCase();
  const passing = filtered(rows, derived, query);
  const chosen = q
    ? passing.filter((row) => row.name.toLowerCase().includes(q) || row.deviceId.toLowerCase().includes(q))
    : passing;
  const start = (query.page - 1) * query.pageSize;
  return {
    rows: chosen.slice(start, start + query.pageSize),
    total: chosen.length,
    page: query.page,
    pageSize: query.pageSize,
    counts: countsOf(rows, derived),
    generatedAt: generatedAt.toISOString(),
  };
}

export async function fleetOverview(ctx: AppContext, query: TFleetQuery): Promise<TFleetOverview> {
  const { at, rows } = await cachedRows(ctx, query.locale);
  return pageOf(rows, derivedOf(ctx, rows), query, new Date(at));
}
