import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { deviceStock } from '../../db/schema';
import { kioskAssortment, products, skus } from './catalog.schema';

type SkuRow = typeof skus.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** One sku the kiosk offers, with its product, texts in the asked locale, at the kiosk's price. */
export interface CatalogRow {
  product: Pick<ProductRow, 'id' | 'images'> & { title: string; description: string };
  sku: Omit<SkuRow, 'titles' | 'sortOrder' | 'retiredAt'> & { title: string };
  onHand: number;
  held: number;
}

/** A stored `{ locale: text }` map read in one locale: that text, else English, else the first there is. */
const textIn = (column: AnyPgColumn, locale: ReturnType<typeof sql.placeholder>): SQL<string> =>
  sql<string>`coalesce(${column} ->> ${locale}::text, ${column} ->> 'en', jsonb_path_query_first(${column}, '$.*') #>> '{}', '')`;

// eslint-disable-next-line no-restricted-syntax -- a prepared statement belongs to its database handle, gone with it
const statements = new WeakMap<Db, ReturnType<typeof prepareCatalog>>();

/**
 * The kiosk's product list: the skus of its assortment, in its order, each at the kiosk's price else the
 * catalogue's, with what the kiosk holds of it. Prepared once per database (no SQL built per request; a named statement on PostgreSQL). */
function prepareCatalog(db: Db) {
  const locale = sql.placeholder('locale');
  return db
    .select({
      product: {
        id: products.id,
        title: textIn(products.titles, locale),
        description: textIn(products.descriptions, locale),
        images: products.images,
      },
      sku: {
        id: skus.id,
        productId: skus.productId,
        title: textIn(skus.titles, locale),
        price: sql<number | null>`coalesce(${kioskAssortment.price}, ${skus.price})`,
        dispenseQuantity: skus.dispenseQuantity,
        minAge: skus.minAge,
        requiresAccessCode: skus.requiresAccessCode,
        isEmergencyDispense: skus.isEmergencyDispense,
        isReservable: skus.isReservable,
        formUrls: skus.formUrls,
        images: skus.images,
      },
      onHand: sql<number>`coalesce(${deviceStock.onHand}, 0)`.mapWith(Number),
      held: sql<number>`coalesce(${deviceStock.held}, 0)`.mapWith(Number),
    })
    .from(kioskAssortment)
    .innerJoin(skus, eq(skus.id, kioskAssortment.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(
      deviceStock,
      and(eq(deviceStock.deviceId, kioskAssortment.deviceId), eq(deviceStock.skuId, kioskAssortment.skuId)),
    )
    .where(
      sql`${kioskAssortment.deviceId} = ${sql.placeholder('deviceId')}
        and ${skus.retiredAt} is null and ${products.retiredAt} is null
        and (${sql.placeholder('productId')}::text is null or ${products.id} = ${sql.placeholder('productId')}::text)
        and (${sql.placeholder('reservableOnly')}::boolean is not true or ${skus.isReservable})`,
    )
    .orderBy(asc(kioskAssortment.position))
    .prepare('catalog_of_kiosk');
}

/** Every sku the kiosk offers, with its product, in the kiosk's order, texts in `locale`. */
export async function listDeviceCatalog(
  db: Db,
  deviceId: string,
  locale: string,
  filter: { productId?: string; isReservable?: boolean } = {},
): Promise<CatalogRow[]> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepareCatalog(db)));
  return statement.execute({
    deviceId,
    locale,
    productId: filter.productId ?? null,
    reservableOnly: filter.isReservable === true,
  });
}

/** Creates or replaces a product and its skus (staff catalogue upkeep). */
export async function upsertProduct(
  db: Db,
  product: typeof products.$inferInsert,
  productSkus: (typeof skus.$inferInsert)[],
): Promise<void> {
  const { id: _productId, ...productFields } = product;
  await db.insert(products).values(product).onConflictDoUpdate({ target: products.id, set: productFields });
  for (const sku of productSkus) {
    const { id: _skuId, ...skuFields } = sku;
    await db.insert(skus).values(sku).onConflictDoUpdate({ target: skus.id, set: skuFields });
  }
}

export async function findSkuOwners(db: Db, skuIds: string[]) {
  if (!skuIds.length) return [];
  return db.select({ id: skus.id, productId: skus.productId }).from(skus).where(inArray(skus.id, skuIds));
}

/** A sku in the catalogue (neither it nor its product retired) with its product's titles by locale. */
export async function findSku(
  db: Db,
  skuId: string,
): Promise<(typeof skus.$inferSelect & { productTitles: Record<string, string> }) | undefined> {
  const rows = await db
    .select({ ...getTableColumns(skus), productTitles: products.titles })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(skus.id, skuId), isNull(skus.retiredAt), isNull(products.retiredAt)))
    .limit(1);
  return rows[0];
}
