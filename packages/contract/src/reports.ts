import { z } from 'zod';
import { ZCurrency, ZDeviceId, ZSlugId } from './common';
import { ZQueryLocale } from './languages';

/**
 * A calendar day in the device's time zone: a real date as YYYY-MM-DD (format `date`, and a pattern that
 * knows month lengths and leap years, so the API document states the same rule).
 */
export const ZReportDate = z.iso.date('must be a real calendar date as YYYY-MM-DD');

export const REPORT_FORMATS = ['json', 'csv'] as const;

/**
 * `from` and `to` are inclusive days in the device's time zone; both default to the last 30 days.
 * `locale` names the items (English by default).
 */
export const ZDispensingReportQuery = z
  .object({
    from: ZReportDate.optional(),
    to: ZReportDate.optional(),
    format: z.enum(REPORT_FORMATS).default('json'),
    locale: ZQueryLocale,
  })
  .strict();
export type TDispensingReportQuery = z.infer<typeof ZDispensingReportQuery>;

/**
 * One item (sku) on one device on one day, named as everywhere else: "Product — option" (`itemName`, in
 * the asked locale). Counts only: no order ids, no times, no phone numbers,
 * no personal data of any kind. Test orders are never counted.
 *
 * - unitsDispensed = paidUnits + freeUnits + emergencyKits: single packages that dropped.
 * - failedDispenses = jams + emptySlots + motorFaults + interrupted: units that did not drop.
 * - refundedOrders / refundedAmount: refunds made that day, shared out over the order's undispensed units.
 * - stockOuts: times the last unit on hand was dispensed, or a dispense found the slot empty.
 */
export const ZDispensingReportRow = z.object({
  date: z.string(),
  deviceId: ZDeviceId,
  productId: ZSlugId,
  skuId: ZSlugId,
  itemName: z.string(),
  unitsDispensed: z.number().int().nonnegative(),
  paidUnits: z.number().int().nonnegative(),
  freeUnits: z.number().int().nonnegative(),
  emergencyKits: z.number().int().nonnegative(),
  failedDispenses: z.number().int().nonnegative(),
  jams: z.number().int().nonnegative(),
  emptySlots: z.number().int().nonnegative(),
  motorFaults: z.number().int().nonnegative(),
  interrupted: z.number().int().nonnegative(),
  refundedOrders: z.number().int().nonnegative(),
  refundedAmount: z.number().int().nonnegative(),
  currency: ZCurrency,
  stockOuts: z.number().int().nonnegative(),
});
export type TDispensingReportRow = z.infer<typeof ZDispensingReportRow>;

/** The CSV columns, in order: the row's keys. */
export const DISPENSING_REPORT_COLUMNS = Object.keys(
  ZDispensingReportRow.shape,
) as (keyof TDispensingReportRow)[];

export const ZDispensingReport = z.object({
  deviceId: ZDeviceId,
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  columns: z.array(z.string()),
  rows: z.array(ZDispensingReportRow),
});
export type TDispensingReport = z.infer<typeof ZDispensingReport>;
