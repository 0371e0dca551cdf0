import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema-columns';
import { skus } from '../catalog/catalog.schema';
import { devices } from '../devices/devices.schema';

/** What one device holds of one sku: available = on hand − held, never negative. */
export const deviceStock = pgTable(
  'device_stock',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.id),
    onHand: integer('on_hand').notNull().default(0),
    held: integer('held').notNull().default(0),
    slot: text('slot'),
    isSlotFaulted: boolean('is_slot_faulted').notNull().default(false),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.skuId] }),
    // Held may pass on hand for a moment: a slot that fails takes its units out while orders hold them
    // (the holds of waiting orders are then released; see stock.service.ts).
    check('device_stock_counts', sql`${t.onHand} >= 0 AND ${t.held} >= 0`),
  ],
);

/**
 * The spirals or lockers of a kiosk, each holding one sku: its id on the board (`A1`, `1-03`), how many
 * it takes and holds, and whether it is out of service (why and since when). A kiosk's stock of a sku,
 * `device_stock.on_hand`, is the sum of its working slots' counts: the triggers of migration `slots` keep
 * it so whichever table a statement writes (docs/decisions.md).
 */
export const deviceSlots = pgTable(
  'device_slots',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    slotId: text('slot_id').notNull(),
    skuId: text('sku_id').notNull(),
    capacity: integer('capacity').notNull(),
    count: integer('count').notNull().default(0),
    isFaulted: boolean('is_faulted').notNull().default(false),
    /** Why it is out of service: a unit's outcome ('jammed', 'fault'…), 'agent' (the board said so), 'unknown'. */
    faultReason: text('fault_reason'),
    faultedAt: timestamp('faulted_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.slotId] }),
    index('device_slots_device_sku_idx').on(t.deviceId, t.skuId),
    foreignKey({
      name: 'device_slots_stock_fkey',
      columns: [t.deviceId, t.skuId],
      foreignColumns: [deviceStock.deviceId, deviceStock.skuId],
    }),
    check('device_slots_counts', sql`${t.count} >= 0 AND ${t.capacity} >= ${t.count}`),
  ],
);

export const stockAudit = pgTable(
  'stock_audit',
  {
    id: serial('id').primaryKey(),
    deviceId: text('device_id').notNull(),
    skuId: text('sku_id').notNull(),
    actor: text('actor').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_audit_device_idx').on(t.deviceId, t.createdAt)],
);
