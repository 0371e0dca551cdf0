import type { TDispensingReportRow } from '@kiosk/contract';

/** The report's counts the staff page shows, per day and product (a product's skus added up). */
export const REPORT_COUNTS = [
  'unitsDispensed',
  'paidUnits',
  'freeUnits',
  'emergencyKits',
  'failedDispenses',
  'stockOuts',
] as const satisfies readonly (keyof TDispensingReportRow)[];

export type TReportCount = (typeof REPORT_COUNTS)[number];

/** One day and product of the report: its skus' counts and refunded amount (minor units) added up. */
export type TReportLine = Record<TReportCount, number> & {
  date: string;
  productId: string;
  refundedAmount: number;
  currency: string;
};

/** The report's rows (per day and sku) as one line per day and product, in the report's order. */
export function linesByDayAndProduct(rows: readonly TDispensingReportRow[]): TReportLine[] {
  const lines = new Map<string, TReportLine>();
  for (const row of rows) {
    const key = `${row.date}\u0000${row.productId}`;
    let line = lines.get(key);
    if (!line) {
      const zeros = Object.fromEntries(REPORT_COUNTS.map((count) => [count, 0])) as Record<
        TReportCount,
        number
      >;
      line = {
        ...zeros,
        date: row.date,
        productId: row.productId,
        refundedAmount: 0,
        currency: row.currency,
      };
      lines.set(key, line);
    }
    for (const count of REPORT_COUNTS) line[count] += row[count];
    line.refundedAmount += row.refundedAmount;
  }
  return [...lines.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.productId.localeCompare(b.productId),
  );
}

const DAY_MS = 86_400_000;

/** Every calendar day from `from` to `to` (YYYY-MM-DD, both included). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** Units dispensed per product on each day (0 on a day without a line), products by first appearance. */
export function unitsPerDay(lines: readonly TReportLine[], days: readonly string[]) {
  const byProduct = new Map<string, number[]>();
  const index = new Map(days.map((day, i) => [day, i]));
  for (const line of lines) {
    const at = index.get(line.date);
    if (at === undefined || line.unitsDispensed === 0) continue;
    let values = byProduct.get(line.productId);
    if (!values) byProduct.set(line.productId, (values = days.map(() => 0)));
    values[at]! += line.unitsDispensed;
  }
  return [...byProduct].map(([productId, values]) => ({ productId, values }));
}
