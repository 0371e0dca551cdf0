import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceStock, products, skus } from '../../db/schema';

export interface CatalogRow {
  product: typeof products.$inferSelect;
  sku: typeof skus.$inferSelect;
  onHand: number;
  held: number;
}

/** Every sku the device stocks, with its product, in display order. */
export async function listDeviceCatalog(
  db: Db,
  deviceId: string,
  filter: { productId?: string; isReservable?: boolean } = {},
): Promise<CatalogRow[]> {
  const conditions = [eq(deviceStock.deviceId, deviceId)];
  if (filter.productId) conditions.push(eq(products.id, filter.productId));
  if (filter.isReservable) conditions.push(eq(skus.isReservable, true));
  return db
    .select({ product: products, sku: skus, onHand: deviceStock.onHand, held: deviceStock.held })
    .from(deviceStock)
    .innerJoin(skus, eq(skus.id, deviceStock.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(...conditions))
    .orderBy(asc(products.sortOrder), asc(products.id), asc(skus.sortOrder), asc(skus.id));
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
