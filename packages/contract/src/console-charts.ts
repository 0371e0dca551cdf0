import { z } from 'zod';
import { ZQueryLocale } from './languages';
import { ZDeviceId } from './common';
import { REPORT_FORMATS, ZReportDate } from './reports';
import { CHART_BUCKETS, CHART_IDS } from './values/console';

export const ZChartId = z.enum(CHART_IDS);
export type TChartId = z.infer<typeof ZChartId>;

export const ZChartParams = z.object({ chart: ZChartId }).strict();

/**
 * `GET /console/charts/:chart` query: inclusive days (each kiosk's calendar days), both defaulting to the
 * last 30 days, at most CHART_MAX_DAYS; `deviceId` for one kiosk, none for the whole fleet; `format=csv`
 * answers `text/csv` (UTF-8 with a byte-order mark) with the columns `period` and one per series, headed by
 * its label.
 */
export const ZChartQuery = z
  .object({
    from: ZReportDate.optional(),
    to: ZReportDate.optional(),
    deviceId: ZDeviceId.optional(),
    format: z.enum(REPORT_FORMATS).default('json'),
    /** Language of the series labels (product titles). */
    locale: ZQueryLocale,
  })
  .strict();
export type TChartQuery = z.infer<typeof ZChartQuery>;

/**
 * One series (a stack of a stacked chart). units-per-day: one per product (key = product id);
 * emergency-kits-per-week: `emergencyKits`; failures-per-week: `failedDispenses` and `refundedOrders`.
 */
export const ZChartSeries = z.object({ key: z.string(), label: z.string() });
export type TChartSeries = z.infer<typeof ZChartSeries>;

/** One bucket: `period` is the day, or the Monday of the week (YYYY-MM-DD); a value per series key. */
export const ZChartRow = z.object({
  period: z.string(),
  values: z.record(z.string(), z.number().int().nonnegative()),
});
export type TChartRow = z.infer<typeof ZChartRow>;

/** `GET /console/charts/:chart` answer. Every bucket of the range is present (zeros included). */
export const ZChart = z.object({
  chart: ZChartId,
  bucket: z.enum(CHART_BUCKETS),
  from: z.string(),
  to: z.string(),
  deviceId: ZDeviceId.nullable(),
  series: z.array(ZChartSeries),
  rows: z.array(ZChartRow),
});
export type TChart = z.infer<typeof ZChart>;
