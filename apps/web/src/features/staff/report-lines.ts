import type { TDispensingReportRow } from '@kiosk/contract';

/** The report's counts the staff page shows, per day and item. */
export const REPORT_COUNTS = [
  'unitsDispensed',
  'paidUnits',
  'freeUnits',
  'emergencyKits',
  'failedDispenses',
  'stockOuts',
] as const satisfies readonly (keyof TDispensingReportRow)[];

export type TReportCount = (typeof REPORT_COUNTS)[number];

const DAY_MS = 86_400_000;

/** Every calendar day from `from` to `to` (YYYY-MM-DD, both included). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * Units dispensed per item (sku, named "Product — option") on each day (0 on a day without a row), items
 * by first appearance.
 */
export function unitsPerDay(rows: readonly TDispensingReportRow[], days: readonly string[]) {
  const byItem = new Map<string, { skuId: string; itemName: string; values: number[] }>();
  const index = new Map(days.map((day, i) => [day, i]));
  for (const row of rows) {
    const at = index.get(row.date);
    if (at === undefined || row.unitsDispensed === 0) continue;
    let item = byItem.get(row.skuId);
    if (!item) {
      item = { skuId: row.skuId, itemName: row.itemName, values: days.map(() => 0) };
      byItem.set(row.skuId, item);
    }
    item.values[at]! += row.unitsDispensed;
  }
  return [...byItem.values()];
}
