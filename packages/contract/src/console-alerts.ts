import { z } from 'zod';
import { ZDeviceId, ZSlugId } from './common';
import { ZQueryLocale } from './languages';
import { ZConsolePaging } from './console-paging';
import {
  ALERT_CHANNELS,
  ALERT_DELIVERY_STATES,
  ALERT_EVENTS,
  ALERT_KINDS,
  ALERT_STATES,
} from './values/console';

export const ZAlertKind = z.enum(ALERT_KINDS);
export type TAlertKind = z.infer<typeof ZAlertKind>;

/**
 * An alert: raised once when its condition starts, cleared when it ends (a later start is a new alert).
 * low_stock and slot_fault name a sku; offline and dispense_failures do not (skuId null).
 * `value` is what was seen (units on hand, minutes offline, failed units), `threshold` what it crossed.
 * `skuTitle` is the sku's title in the asked language (null without a sku).
 */
export const ZAlert = z.object({
  id: z.string(),
  kind: ZAlertKind,
  deviceId: ZDeviceId,
  deviceName: z.string(),
  skuId: ZSlugId.nullable(),
  skuTitle: z.string().nullable(),
  since: z.string(),
  clearedAt: z.string().nullable(),
  isCleared: z.boolean(),
  value: z.number().int().nullable(),
  threshold: z.number().int().nullable(),
});
export type TAlert = z.infer<typeof ZAlert>;

/** `GET /console/alerts` query: `state` defaults to open; `locale` is the language of the sku titles. */
export const ZAlertsQuery = z
  .object({
    state: z.enum(ALERT_STATES).default('open'),
    kind: ZAlertKind.optional(),
    deviceId: ZDeviceId.optional(),
    locale: ZQueryLocale,
    ...ZConsolePaging,
  })
  .strict();
export type TAlertsQuery = z.infer<typeof ZAlertsQuery>;

/** `GET /console/alerts` answer: newest first. */
export const ZAlerts = z.object({
  alerts: z.array(ZAlert),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type TAlerts = z.infer<typeof ZAlerts>;

// ── Thresholds ──────────────────────────────────────────────────────────────────────────────────

/** A low-stock threshold: `deviceId` null applies to the sku on every kiosk; a kiosk's own one wins. */
export const ZLowStockThreshold = z.object({
  deviceId: ZDeviceId.nullable(),
  skuId: ZSlugId,
  units: z.number().int().min(0).max(100_000),
});
export type TLowStockThreshold = z.infer<typeof ZLowStockThreshold>;

/**
 * A sku of the catalogue as the thresholds screen lists it: its console name (in `locale`) and the
 * low-stock units that apply where nothing is set (null: never low).
 */
export const ZThresholdSku = z.object({
  skuId: ZSlugId,
  title: z.string(),
  defaultUnits: z.number().int().nonnegative().nullable(),
});
export type TThresholdSku = z.infer<typeof ZThresholdSku>;

/** `GET /console/thresholds` and `PUT` query: the language of the sku titles. */
export const ZThresholdsQuery = z.object({ locale: ZQueryLocale }).strict();

/** `GET /console/thresholds` answer. Without a row the default low-stock units apply. */
export const ZAlertThresholds = z.object({
  /** Every sku, in catalogue order. */
  skus: z.array(ZThresholdSku),
  defaults: z.object({
    lowStockUnits: z.number().int().nonnegative(),
    offlineMinutes: z.number().int().positive(),
    dispenseFailures: z.number().int().positive(),
    dispenseFailuresWindowHours: z.number().int().positive(),
  }),
  lowStock: z.array(ZLowStockThreshold),
});
export type TAlertThresholds = z.infer<typeof ZAlertThresholds>;

/**
 * Body of `PUT /console/thresholds`: sets one low-stock threshold; `units: null` removes it (the default,
 * or the every-kiosk one, applies again). Answers the thresholds; alerts are evaluated again at once.
 */
export const ZLowStockThresholdUpdate = z
  .object({
    deviceId: ZDeviceId.nullable(),
    skuId: ZSlugId,
    units: z.number().int().min(0).max(100_000).nullable(),
  })
  .strict();
export type TLowStockThresholdUpdate = z.infer<typeof ZLowStockThresholdUpdate>;

// ── Outbox ──────────────────────────────────────────────────────────────────────────────────────

/**
 * A message of the alert outbox that every delivery goes through (in the demo, the outbox is the channel):
 * counts and ids, no personal data. `pending` until sent, retried with backoff; `failed` after the last try.
 */
export const ZAlertMessage = z.object({
  id: z.string(),
  alertId: z.string(),
  event: z.enum(ALERT_EVENTS),
  channel: z.enum(ALERT_CHANNELS),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  status: z.enum(ALERT_DELIVERY_STATES),
  attempts: z.number().int(),
  /** The last failed attempt's error (a status code or a connection error; no address path or secret). */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type TAlertMessage = z.infer<typeof ZAlertMessage>;

/** `GET /console/alert-outbox` answer: the latest 100, newest first. */
export const ZAlertOutbox = z.object({ messages: z.array(ZAlertMessage) });
export type TAlertOutbox = z.infer<typeof ZAlertOutbox>;
