import { sql } from 'drizzle-orm';
import {
  boolean,
  bytea,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, type Texts } from '../../db/schema-columns';
import { devices } from '../devices/devices.schema';

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  titles: jsonb('titles').$type<Texts>().notNull(),
  descriptions: jsonb('descriptions').$type<Texts>().notNull().default({}),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(100),
  /** When the console retired it: hidden from every kiosk, its orders and reports kept. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const skus = pgTable('skus', {
  id: text('id').primaryKey(),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  titles: jsonb('titles').$type<Texts>().notNull(),
  /** Price of one single package in minor units of the device currency; null = unavailable. */
  price: integer('price'),
  dispenseQuantity: integer('dispense_quantity').notNull().default(1),
  minAge: integer('min_age'),
  requiresAccessCode: boolean('requires_access_code').notNull().default(false),
  isEmergencyDispense: boolean('is_emergency_dispense').notNull().default(false),
  isReservable: boolean('is_reservable').notNull().default(false),
  formUrls: jsonb('form_urls').$type<string[]>().notNull().default([]),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(100),
  /** When the console retired it: hidden from every kiosk, its orders and reports kept. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * The catalogue's pictures, kept in the database so that every API instance serves them. The bytes were
 * checked to be the stated type on upload; the same bytes are kept once (`sha256`).
 */
export const catalogImages = pgTable(
  'catalog_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('catalog_images_sha256_idx').on(t.sha256)],
);

/**
 * A kiosk's assortment: the skus of the one catalogue it offers, in its own order (`position`, from 0),
 * each at its own price or, when `price` is null, at the catalogue's. Written by the catalog module only;
 * an sku taken out loses its row here, never its stock row or history.
 */
export const kioskAssortment = pgTable(
  'kiosk_assortment',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.id),
    position: integer('position').notNull(),
    /** The kiosk's price of one single package in minor units; null = the catalogue's price. */
    price: integer('price'),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.skuId] }),
    check('kiosk_assortment_price', sql`${t.price} >= 0`),
  ],
);
