import {
  CHART_MAX_DAYS,
  type TChart,
  type TChartId,
  type TChartQuery,
  type TChartSeries,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { validation } from '../../http/app-error';
import { pickText } from '../../i18n/translate';
import { requireDevice } from '../devices/devices.service';
import { toCsv } from '../../lib/csv';
import {
  countEmergencyKits,
  countFailuresAndRefunds,
  countUnitsByProduct,
  listProducts,
  type ChartCount,
  type ChartScope,
} from './charts.repository';
import { addDays, daysBetween } from '../../lib/calendar-days';

const DEFAULT_DAYS = 30;

/** The Monday of a day's ISO week. */
export const mondayOf = (day: string): string =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** Every bucket of the range: each day, or the Monday of each week it touches. */
export function periodsOf(from: string, to: string, bucket: 'day' | 'week'): string[] {
  const periods: string[] = [];
  const step = bucket === 'day' ? 1 : 7;
  for (let p = bucket === 'day' ? from : mondayOf(from); p <= to; p = addDays(p, step)) periods.push(p);
  return periods;
}

const BUCKETS: Record<TChartId, 'day' | 'week'> = {
  'units-per-day': 'day',
  'emergency-kits-per-week': 'week',
  'failures-per-week': 'week',
};

/** The range asked for, defaulted (the last 30 days, UTC calendar) and checked. */
function rangeOf(query: TChartQuery, now: Date): { from: string; to: string } {
  const to =
    query.to ?? (query.from ? addDays(query.from, DEFAULT_DAYS - 1) : now.toISOString().slice(0, 10));
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (daysBetween(from, to) < 0) throw validation('from', 'must not be after to');
  if (daysBetween(from, to) >= CHART_MAX_DAYS)
    throw validation('to', `covers at most ${CHART_MAX_DAYS} days`);
  return { from, to };
}

/** One chart's series over a range, of one kiosk or the whole fleet; every bucket present. */
export async function chart(ctx: AppContext, id: TChartId, query: TChartQuery): Promise<TChart> {
  if (query.deviceId) await requireDevice(ctx, query.deviceId);
  const bucket = BUCKETS[id];
  const scope: ChartScope = { ...rangeOf(query, ctx.now()), deviceId: query.deviceId ?? null, bucket };
  let series: TChartSeries[];
  let counts: ChartCount[];
  if (id === 'units-per-day') {
    const [products, units] = await Promise.all([listProducts(ctx.db), countUnitsByProduct(ctx.db, scope)]);
    const used = new Set(units.map((u) => u.key));
    series = products
      .filter((p) => used.has(p.id))
      .map((p) => ({ key: p.id, label: pickText(p.titles, query.locale) }));
    counts = units;
  } else if (id === 'emergency-kits-per-week') {
    series = [{ key: 'emergencyKits', label: 'Emergency kits' }];
    counts = await countEmergencyKits(ctx.db, scope);
  } else {
    series = [
      { key: 'failedDispenses', label: 'Failed dispenses' },
      { key: 'refundedOrders', label: 'Refunded orders' },
    ];
    counts = await countFailuresAndRefunds(ctx.db, scope);
  }
  const rows = periodsOf(scope.from, scope.to, bucket).map((period) => ({
    period,
    values: Object.fromEntries(series.map((s) => [s.key, 0])) as Record<string, number>,
  }));
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  for (const count of counts) {
    const row = byPeriod.get(count.period);
    if (row && count.key in row.values) row.values[count.key]! += count.n;
  }
  return { chart: id, bucket, from: scope.from, to: scope.to, deviceId: scope.deviceId, series, rows };
}

/**
 * The chart as CSV: `period`, then one column per series, headed by its label (a product's name in the
 * asked language, as the console's table shows it) since the file is read by people in a spreadsheet.
 */
export function chartCsv(data: TChart): string {
  const columns = ['period', ...data.series.map((s) => s.key)];
  return toCsv(
    columns,
    data.rows.map((r) => ({ period: r.period, ...r.values }) as Record<string, string | number>),
    ['period', ...data.series.map((s) => s.label)],
  );
}

export const chartFileName = (data: TChart): string =>
  `${data.chart}-${data.deviceId ?? 'fleet'}-${data.from}-to-${data.to}.csv`;
