import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { deviceStock } from '../../db/schema';
import { kioskAssortment, products, skus } from './catalog.schema';

/** A catalogue sku as the assortment names it: English texts, else the first there is. */
export interface CatalogueSkuRow {
  skuId: string;
  productId: string;
  productTitle: string;
  skuTitle: string;
  catalogPrice: number | null;
}

/** An offered sku: the catalogue's sku, the kiosk's price (null: the catalogue's) and its units on hand. */
export interface OfferedRow extends CatalogueSkuRow {
  kioskPrice: number | null;
  onHand: number;
}

/** One line of a kiosk's assortment as it is stored. */
export interface AssortmentLine {
  skuId: string;
  price: number | null;
}

const englishOf = (column: typeof products.titles | typeof skus.titles) =>
  sql<string>`coalesce(${column} ->> 'en', jsonb_path_query_first(${column}, '$.*') #>> '{}', '')`;

const catalogueFields = {
  skuId: skus.id,
  productId: skus.productId,
  productTitle: englishOf(products.titles),
  skuTitle: englishOf(skus.titles),
  catalogPrice: skus.price,
};

/** Every sku of the catalogue, in the catalogue's order. */
export async function listCatalogueSkus(db: Db): Promise<CatalogueSkuRow[]> {
  return db
    .select(catalogueFields)
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .orderBy(asc(products.sortOrder), asc(products.id), asc(skus.sortOrder), asc(skus.id));
}

/** The skus the kiosk offers, in its order, with its prices and units on hand. */
export async function listOffered(db: Db, deviceId: string): Promise<OfferedRow[]> {
  return db
    .select({
      ...catalogueFields,
      kioskPrice: kioskAssortment.price,
      onHand: sql<number>`coalesce(${deviceStock.onHand}, 0)`.mapWith(Number),
    })
    .from(kioskAssortment)
    .innerJoin(skus, eq(skus.id, kioskAssortment.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(
      deviceStock,
      and(eq(deviceStock.deviceId, kioskAssortment.deviceId), eq(deviceStock.skuId, kioskAssortment.skuId)),
    )
    .where(eq(kioskAssortment.deviceId, deviceId))
    .orderBy(asc(kioskAssortment.position));
}

/** The kiosk's assortment lines in its order (the kiosk's own prices, null for the catalogue's). */
export async function listAssortmentLines(db: Db, deviceId: string): Promise<AssortmentLine[]> {
  return db
    .select({ skuId: kioskAssortment.skuId, price: kioskAssortment.price })
    .from(kioskAssortment)
    .where(eq(kioskAssortment.deviceId, deviceId))
    .orderBy(asc(kioskAssortment.position));
}

/** The ids among these that are skus of the catalogue. */
export async function existingSkuIds(db: Db, skuIds: string[]): Promise<Set<string>> {
  if (!skuIds.length) return new Set();
  const rows = await db.select({ id: skus.id }).from(skus).where(inArray(skus.id, skuIds));
  return new Set(rows.map((r) => r.id));
}

/** The ids among these that are emergency packs (skus with isEmergencyDispense), retired or not. */
export async function emergencySkuIds(db: Db, skuIds: string[]): Promise<Set<string>> {
  if (!skuIds.length) return new Set();
  const rows = await db
    .select({ id: skus.id })
    .from(skus)
    .where(and(inArray(skus.id, skuIds), eq(skus.isEmergencyDispense, true)));
  return new Set(rows.map((r) => r.id));
}

/** The emergency pack the kiosk offers and shows (neither it nor its product retired), if any. */
export async function findOfferedEmergencySku(db: Db, deviceId: string): Promise<string | null> {
  const rows = await db
    .select({ id: skus.id })
    .from(kioskAssortment)
    .innerJoin(skus, eq(skus.id, kioskAssortment.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .where(
      and(
        eq(kioskAssortment.deviceId, deviceId),
        eq(skus.isEmergencyDispense, true),
        isNull(skus.retiredAt),
        isNull(products.retiredAt),
      ),
    )
    .orderBy(asc(kioskAssortment.position))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** A kiosk that offers this sku and another emergency pack (the first found), if any. */
export async function findEmergencyPackBeside(
  db: Db,
  skuId: string,
): Promise<{ deviceId: string; otherSkuId: string } | undefined> {
  const other = alias(kioskAssortment, 'other_line');
  const rows = await db
    .select({ deviceId: kioskAssortment.deviceId, otherSkuId: other.skuId })
    .from(kioskAssortment)
    .innerJoin(other, and(eq(other.deviceId, kioskAssortment.deviceId), ne(other.skuId, skuId)))
    .innerJoin(skus, eq(skus.id, other.skuId))
    .where(and(eq(kioskAssortment.skuId, skuId), eq(skus.isEmergencyDispense, true)))
    .orderBy(asc(kioskAssortment.deviceId))
    .limit(1);
  return rows[0];
}

/** Replaces the kiosk's assortment with these lines, in this order. */
export async function replaceAssortment(tx: Db, deviceId: string, lines: AssortmentLine[]): Promise<void> {
  await tx.delete(kioskAssortment).where(eq(kioskAssortment.deviceId, deviceId));
  if (!lines.length) return;
  await tx
    .insert(kioskAssortment)
    .values(lines.map((line, position) => ({ deviceId, skuId: line.skuId, position, price: line.price })));
}
