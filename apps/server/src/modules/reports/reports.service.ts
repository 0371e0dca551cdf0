import {
  DISPENSING_REPORT_COLUMNS,
  type TDispensingReport,
  type TDispensingReportQuery,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { validation } from '../../http/app-error';
import type { DeviceRow } from '../devices/devices.service';
import { toCsv } from '../../lib/csv';
import { ReportRows, addInterrupted, addOutcomes, addRefunds, addStockOuts } from './report-rows';
import {
  countInterrupted,
  countOutcomes,
  listOnHand,
  listRefunds,
  listSkuProducts,
  listStockChangesSince,
  listUndispensedItems,
  type ReportWindow,
} from './reports.repository';
import { addDays, dayIn, daysBetween } from '../../lib/calendar-days';
import { listItemNames } from '../console/sku-titles';

/** The longest window one report covers. */
export const MAX_REPORT_DAYS = 366;
/** The window when none is given: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;

/** The window asked for, defaulted and checked: `from` ≤ `to`, at most a year. */
export function reportWindow(
  device: DeviceRow,
  query: Pick<TDispensingReportQuery, 'from' | 'to'>,
  now: Date,
) {
  const to =
    query.to ?? (query.from ? addDays(query.from, DEFAULT_REPORT_DAYS - 1) : dayIn(now, device.timeZone));
  const from = query.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
  if (daysBetween(from, to) < 0) throw validation('from', 'must not be after to');
  if (daysBetween(from, to) >= MAX_REPORT_DAYS)
    throw validation('to', `covers at most ${MAX_REPORT_DAYS} days`);
  return { deviceId: device.id, timeZone: device.timeZone, from, to } satisfies ReportWindow;
}

/**
 * Public-health report of one device: per day (device time zone) and item (sku, named "Product — option"
 * in the asked locale), units dispensed (paid,
 * free, emergency kits), units that failed and how, refunds, and stock-outs. Counts only: no order ids,
 * no times of day, no personal data. Test orders are left out.
 */
export async function dispensingReport(
  ctx: AppContext,
  device: DeviceRow,
  query: Omit<TDispensingReportQuery, 'format'>,
): Promise<TDispensingReport> {
  const window = reportWindow(device, query, ctx.now());
  const itemNames = await listItemNames(ctx.db, query.locale);
  const rows = new ReportRows(device.id, device.currency, itemNames);
  addOutcomes(rows, await countOutcomes(ctx.db, window));
  addInterrupted(rows, await countInterrupted(ctx.db, window));
  const refunds = await listRefunds(ctx.db, window);
  const orderIds = [...new Set(refunds.map((r) => r.orderId))];
  addRefunds(rows, refunds, await listUndispensedItems(ctx.db, orderIds));
  addStockOuts(
    rows,
    await listOnHand(ctx.db, device.id),
    await listStockChangesSince(ctx.db, window),
    await listSkuProducts(ctx.db),
  );
  return { ...window, columns: [...DISPENSING_REPORT_COLUMNS], rows: rows.sorted() };
}

/** The report's rows as CSV: the same columns, in the same order, as the JSON rows. */
export const dispensingReportCsv = (report: TDispensingReport): string =>
  toCsv(DISPENSING_REPORT_COLUMNS, report.rows);

export const reportFileName = (report: TDispensingReport): string =>
  `dispensing-${report.deviceId}-${report.from}-to-${report.to}.csv`;
