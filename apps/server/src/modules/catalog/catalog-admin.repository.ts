import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, skus } from './catalog.schema';

export type ProductRecord = typeof products.$inferSelect;
export type SkuRecord = typeof skus.$inferSelect;
export type ProductFields = Omit<typeof products.$inferInsert, 'id' | 'retiredAt'>;
export type SkuFields = Omit<typeof skus.$inferInsert, 'id' | 'productId' | 'retiredAt'>;

/** Every product, in grid order, retired ones included. */
export async function listAllProducts(db: Db): Promise<ProductRecord[]> {
  return db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id));
}

/** Every sku, in grid order, retired ones included. */
export async function listAllSkus(db: Db): Promise<SkuRecord[]> {
  return db.select().from(skus).orderBy(asc(skus.sortOrder), asc(skus.id));
}

export async function findProduct(db: Db, id: string): Promise<ProductRecord | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id));
  return rows[0];
}

/** One product, locked for the transaction's change. */
export async function lockProduct(db: Db, id: string): Promise<ProductRecord | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id)).for('update');
  return rows[0];
}

/** One sku, locked for the transaction's change. */
export async function lockSku(db: Db, id: string): Promise<SkuRecord | undefined> {
  const rows = await db.select().from(skus).where(eq(skus.id, id)).for('update');
  return rows[0];
}

export async function skusOfProduct(db: Db, productId: string): Promise<SkuRecord[]> {
  return db
    .select()
    .from(skus)
    .where(eq(skus.productId, productId))
    .orderBy(asc(skus.sortOrder), asc(skus.id));
}

/** Inserts a product; false when the id is taken. */
export async function insertProduct(db: Db, id: string, fields: ProductFields): Promise<boolean> {
  const rows = await db
    .insert(products)
    .values({ id, ...fields })
    .onConflictDoNothing()
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Inserts a sku; false when the id is taken (by any product). */
export async function insertSku(db: Db, id: string, productId: string, fields: SkuFields): Promise<boolean> {
  const rows = await db
    .insert(skus)
    .values({ id, productId, ...fields })
    .onConflictDoNothing()
    .returning({ id: skus.id });
  return rows.length > 0;
}

export async function updateProduct(db: Db, id: string, fields: ProductFields): Promise<void> {
  await db.update(products).set(fields).where(eq(products.id, id));
}

export async function updateSku(db: Db, id: string, fields: SkuFields): Promise<void> {
  await db.update(skus).set(fields).where(eq(skus.id, id));
}

export async function setProductRetired(db: Db, id: string, at: Date | null): Promise<void> {
  await db.update(products).set({ retiredAt: at }).where(eq(products.id, id));
}

export async function setSkuRetired(db: Db, id: string, at: Date | null): Promise<void> {
  await db.update(skus).set({ retiredAt: at }).where(eq(skus.id, id));
}
