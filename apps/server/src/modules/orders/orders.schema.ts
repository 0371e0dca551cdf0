import { ORDER_STATUSES } from '@kiosk/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema-columns';
import { skus } from '../catalog/catalog.schema';
import { devices } from '../devices/devices.schema';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    locale: text('locale').notNull().default('en'),
    isReservable: boolean('is_reservable').notNull().default(false),
    isEmergency: boolean('is_emergency').notNull().default(false),
    isTest: boolean('is_test').notNull().default(false),
    isTimeout: boolean('is_timeout').notNull().default(false),
    /**
     * Why an order ended other than by the visitor: 'stock_count' (staff counted fewer units than it held),
     * 'emergency' (its hold of the emergency kit gave way to an emergency order).
     */
    endReason: text('end_reason'),
    /** Who placed it, for the hold limits: `kiosk:<credential id>`, `ip:<address>`, or `staff`. */
    clientKey: text('client_key'),
    /**
     * A reservation order from outside, its phone not confirmed yet: it holds no units, and counts only
     * against its own address's limit, until the phone's one-time code confirms it (reservations module).
     */
    awaitingPhone: boolean('awaiting_phone').notNull().default(false),
    /** Keyed hash of the phone that confirmed it (the per-phone quota); never the number. */
    phoneHash: text('phone_hash'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_device_status_idx').on(t.deviceId, t.status),
    check(
      'orders_status_known',
      sql`${t.status} in (${sql.raw(ORDER_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    index('orders_device_client_idx').on(t.deviceId, t.clientKey),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.id),
    quantity: integer('quantity').notNull(),
    quantityDispensed: integer('quantity_dispensed').notNull().default(0),
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderWorkflows = pgTable(
  'order_workflows',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    subType: text('sub_type').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.subType] })],
);
