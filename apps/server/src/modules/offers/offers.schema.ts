import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, type Texts } from '../../db/schema-columns';
import { skus } from '../catalog/catalog.schema';
import { devices } from '../devices/devices.schema';
import { orders } from '../orders/orders.schema';

export const offers = pgTable('offers', {
  id: text('id').primaryKey(),
  deviceId: text('device_id')
    .notNull()
    .references(() => devices.id),
  skuId: text('sku_id')
    .notNull()
    .references(() => skus.id),
  titles: jsonb('titles').$type<Texts>().notNull(),
  /** Discount in minor units per single package; null = free. */
  discountAmount: integer('discount_amount'),
  maxPerPhone: integer('max_per_phone').notNull().default(1),
  periodDays: integer('period_days').notNull().default(30),
  isActive: boolean('is_active').notNull().default(true),
  /** Offers sharing a programme share each phone's limit (across devices); null: the offer is its own. */
  programId: text('program_id'),
  /** Units the programme funds on this device over all time; null: no cap. */
  maxUnits: integer('max_units'),
});

export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: serial('id').primaryKey(),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    phoneHash: text('phone_hash').notNull(),
    status: text('status').notNull(),
    /** Single packages the redemption covered, and what it took off the order (minor units). */
    quantity: integer('quantity').notNull().default(1),
    discountTotal: integer('discount_total').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('offer_redemptions_phone_idx').on(t.phoneHash, t.createdAt),
    index('offer_redemptions_order_idx').on(t.orderId),
  ],
);

/** An order's offer step (modules/offers/offer-step-lifecycle.ts): opted-in skus, the verified phone. */
export const orderOfferSteps = pgTable('order_discounts', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  status: text('status').notNull(),
  skuIds: jsonb('sku_ids').$type<string[]>().notNull().default([]),
  /** Keyed hash of the verified phone number; the number itself is never stored. */
  phoneHash: text('phone_hash'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** When a phone first opened the kiosk's offer QR code for this order: the kiosk shows it is busy. */
  phoneOpenedAt: timestamp('phone_opened_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    phoneHash: text('phone_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phoneHash, t.createdAt)],
);
