import { z } from 'zod';
import { ZQueryLocale } from './languages';
import { ZDeviceId, ZSlugId } from './common';
import { ZAlert } from './console-alerts';
import { ZConsolePaging } from './console-paging';
import { ZSlotFaultOutcome, ZStockAuditEntry } from './staff';
import {
  CONNECTION_SOURCES,
  CONNECTION_STATES,
  FLEET_FILTERS,
  FLEET_SORT_KEYS,
  SORT_DIRECTIONS,
  THRESHOLD_SOURCES,
} from './values/console';

// ── Query ───────────────────────────────────────────────────────────────────────────────────────

export const ZFleetFilter = z.enum(FLEET_FILTERS);
export type TFleetFilter = z.infer<typeof ZFleetFilter>;

/** Filters joined by commas; white space around each and empty parts are ignored. */
const FILTER_PART = `\\s*(?:(?:${FLEET_FILTERS.join('|')})\\s*)?`;
const FLEET_FILTER_LIST = new RegExp(`^${FILTER_PART}(?:,${FILTER_PART})*$`);

/** `GET /console/kiosks` query. `filter` is comma-separated (`low_stock,faults`); `q` matches id or name. */
export const ZFleetQuery = z
  .object({
    sort: z.enum(FLEET_SORT_KEYS).default('name'),
    dir: z.enum(SORT_DIRECTIONS).default('asc'),
    filter: z
      .string()
      .max(200)
      .regex(FLEET_FILTER_LIST, `must be among ${FLEET_FILTERS.join(', ')}, joined by commas`)
      .transform((value) => {
        const parts = value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        return [...new Set(parts)] as TFleetFilter[];
      })
      .default([]),
    q: z.string().trim().max(100).optional(),
    /** Language of the sku titles (`lowestStock.title`). */
    locale: ZQueryLocale,
    ...ZConsolePaging,
  })
  .strict();
export type TFleetQuery = z.infer<typeof ZFleetQuery>;

// ── Rows ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Whether a kiosk is online. source `agent`: the device agent's retained status on the broker, `since` the
 * moment it last changed. source `last_call`: no agent; online while its last call (`lastSeenAt`, recorded at
 * most once a minute) is within the offline threshold; `since` is null. `never_seen`: no agent, no call yet.
 */
export const ZConnection = z.object({
  state: z.enum(CONNECTION_STATES),
  source: z.enum(CONNECTION_SOURCES),
  since: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type TConnection = z.infer<typeof ZConnection>;

/**
 * The sku closest to running out: the smallest days left among the skus with an estimate. Days left =
 * units on hand ÷ the daily rate over the last DAYS_LEFT_WINDOW_DAYS days; no dispensing, no estimate.
 */
export const ZLowestStock = z.object({
  skuId: ZSlugId,
  title: z.string(),
  onHand: z.number().int().nonnegative(),
  /** Units per day over the window, one decimal. */
  dailyRate: z.number().nonnegative(),
  /** One decimal; 0 when nothing is left. */
  daysLeft: z.number().nonnegative(),
});
export type TLowestStock = z.infer<typeof ZLowestStock>;

export const ZFleetRow = z.object({
  deviceId: ZDeviceId,
  name: z.string(),
  connection: ZConnection,
  /** Slots flagged by failed dispenses and not yet cleared. */
  slotFaults: z.number().int().nonnegative(),
  /** Null when no sku has dispensed in the window (no estimate). */
  lowestStock: ZLowestStock.nullable(),
  /** A sku is at or under its low-stock threshold. */
  isLowStock: z.boolean(),
  /** Single packages on hand over every naloxone sku (a sku of a product whose id starts with `naloxone`). */
  naloxoneUnits: z.number().int().nonnegative(),
  /** Units dispensed today and this month, in the kiosk's time zone; test orders left out. */
  unitsToday: z.number().int().nonnegative(),
  unitsThisMonth: z.number().int().nonnegative(),
  openAlerts: z.number().int().nonnegative(),
  /** The device agent's release as it last reported it; null before any agent reported one. */
  agentVersion: z.string().nullable(),
  /** The kiosk page's release as its pairing check last named it; null before any did. */
  webVersion: z.string().nullable(),
});
export type TFleetRow = z.infer<typeof ZFleetRow>;

/** `GET /console/kiosks` answer: one page of rows, and counts of the whole fleet per filter (for the chips). */
export const ZFleetOverview = z.object({
  rows: z.array(ZFleetRow),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  counts: z.object({
    all: z.number().int().nonnegative(),
    low_stock: z.number().int().nonnegative(),
    offline: z.number().int().nonnegative(),
    faults: z.number().int().nonnegative(),
    alerts: z.number().int().nonnegative(),
  }),
  generatedAt: z.string(),
});
export type TFleetOverview = z.infer<typeof ZFleetOverview>;

// ── Kiosk detail ────────────────────────────────────────────────────────────────────────────────

/** One day of a sku's stock: units on hand at the end of the day, and units dispensed that day. */
export const ZStockDay = z.object({
  date: z.string(),
  onHand: z.number().int().nonnegative(),
  dispensed: z.number().int().nonnegative(),
});
export type TStockDay = z.infer<typeof ZStockDay>;

/** Where a kiosk's low-stock threshold of a sku comes from (THRESHOLD_SOURCES). */
export const ZThresholdSource = z.enum(THRESHOLD_SOURCES);
export type TThresholdSource = z.infer<typeof ZThresholdSource>;

export const ZKioskStock = z.object({
  skuId: ZSlugId,
  productId: ZSlugId,
  title: z.string(),
  slot: z.string().nullable(),
  onHand: z.number().int().nonnegative(),
  held: z.number().int().nonnegative(),
  isSlotFaulted: z.boolean(),
  isNaloxone: z.boolean(),
  /** The threshold in effect; 0 when its source is `none`. */
  lowStockThreshold: z.number().int().nonnegative(),
  lowStockThresholdSource: ZThresholdSource,
  isLowStock: z.boolean(),
  dailyRate: z.number().nonnegative(),
  daysLeft: z.number().nonnegative().nullable(),
  /** SPARKLINE_DAYS points, oldest first, the last one today (the kiosk's calendar days). */
  days: z.array(ZStockDay),
});
export type TKioskStock = z.infer<typeof ZKioskStock>;

/** A slot's history: each failed unit (with how it ended) and each clearing after service. */
export const ZSlotFaultEvent = z.object({
  skuId: ZSlugId,
  slot: z.string().nullable(),
  event: z.enum(['failed', 'cleared']),
  /** How the unit failed; null for a clearing or a unit never confirmed. */
  outcome: ZSlotFaultOutcome.nullable(),
  at: z.string(),
});
export type TSlotFaultEvent = z.infer<typeof ZSlotFaultEvent>;

/** Counts only, no personal data; test orders left out. */
export const ZKioskRecent = z.object({
  days: z.number().int().positive(),
  failedDispenses: z.number().int().nonnegative(),
  refundedOrders: z.number().int().nonnegative(),
  unitsDispensed: z.number().int().nonnegative(),
  /** Offline kits the kiosk's agent reported that the server refused (out of bounds: window, rate, stock). */
  refusedOfflineKits: z.number().int().nonnegative(),
});
export type TKioskRecent = z.infer<typeof ZKioskRecent>;

/** `GET /console/kiosks/:deviceId` query: the language of the sku titles. */
export const ZKioskDetailQuery = z.object({ locale: ZQueryLocale }).strict();

/** `GET /console/kiosks/:deviceId` answer. */
export const ZKioskDetail = z.object({
  deviceId: ZDeviceId,
  name: z.string(),
  timeZone: z.string(),
  connection: ZConnection,
  /** The device agent's release as it last reported it; null before any agent reported one. */
  agentVersion: z.string().nullable(),
  /** The kiosk page's release as its pairing check last named it; null before any did. */
  webVersion: z.string().nullable(),
  stock: z.array(ZKioskStock),
  slotFaults: z.object({
    /** Slots flagged now. */
    current: z.array(
      z.object({
        skuId: ZSlugId,
        title: z.string(),
        slot: z.string().nullable(),
        lastOutcome: ZSlotFaultOutcome.nullable(),
        lastFailedAt: z.string().nullable(),
      }),
    ),
    /** The last 50 events, newest first. */
    history: z.array(ZSlotFaultEvent),
  }),
  /** The last 50 stock changes, newest first. */
  audit: z.array(ZStockAuditEntry),
  /** The last 7 and 30 days. */
  recent: z.array(ZKioskRecent),
  alerts: z.array(ZAlert),
});
export type TKioskDetail = z.infer<typeof ZKioskDetail>;
