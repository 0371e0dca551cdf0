import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema-columns';
import { devices } from '../devices/devices.schema';
import { orders } from '../orders/orders.schema';

export const dispenseEvents = pgTable(
  'dispense_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    deviceId: text('device_id').notNull(),
    skuId: text('sku_id').notNull(),
    slot: text('slot'),
    unitIndex: integer('unit_index').notNull(),
    outcome: text('outcome').notNull(),
    isTest: boolean('is_test').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('dispense_events_order_idx').on(t.orderId),
    index('dispense_events_created_idx').on(t.createdAt),
    index('dispense_events_device_created_idx').on(t.deviceId, t.createdAt),
  ],
);

/**
 * Units per kiosk-calendar day, sku, outcome and emergency or not, for the console's fleet-wide charts:
 * kept by the trigger `dispense_events_day_count` (migration `console_day_counts`) on every event but
 * 'started' and test ones, so a chart of the whole fleet reads a few thousand rows, not every event.
 * `shard` (a hash of the kiosk, 0–15) spreads one day's row of a sku over 16, so units dropping at once
 * in different kiosks seldom wait for the same row lock.
 */
export const dispenseDayCounts = pgTable(
  'dispense_day_counts',
  {
    day: date('day').notNull(),
    skuId: text('sku_id').notNull(),
    outcome: text('outcome').notNull(),
    isEmergency: boolean('is_emergency').notNull(),
    shard: smallint('shard').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.skuId, t.outcome, t.isEmergency, t.shard] })],
);

/**
 * Who runs a dispense now (one row per order while it is dispensing): the owning instance renews the
 * expiry while it works; only an expired lease may be taken over (start-up, the sweep, a repeated call).
 */
export const dispenseLeases = pgTable('dispense_leases', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  owner: text('owner').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Offline kits a kiosk's agent reported that the server refused (out of the window since the kiosk was
 * last seen, faster than a kit can come out, or more than the stock): each unit id once, for the console.
 */
export const offlineKitRefusals = pgTable(
  'offline_kit_refusals',
  {
    unitId: text('unit_id').primaryKey(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    reason: text('reason').notNull(),
    /** When the agent says the kit came out. */
    kitAt: timestamp('kit_at', { withTimezone: true }).notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('offline_kit_refusals_device_idx').on(t.deviceId, t.refusedAt)],
);
