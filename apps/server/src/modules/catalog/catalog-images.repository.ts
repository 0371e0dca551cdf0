import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogImages } from './catalog.schema';

export type CatalogImageRow = typeof catalogImages.$inferSelect;
export type CatalogImageMeta = Omit<CatalogImageRow, 'bytes'>;

const meta = {
  id: catalogImages.id,
  contentType: catalogImages.contentType,
  size: catalogImages.size,
  sha256: catalogImages.sha256,
  createdAt: catalogImages.createdAt,
};

/** Stores a picture; undefined when the same bytes are stored already (then find it by its sha256). */
export async function insertImage(
  db: Db,
  image: Pick<CatalogImageRow, 'contentType' | 'bytes' | 'size' | 'sha256'>,
): Promise<CatalogImageMeta | undefined> {
  const rows = await db.insert(catalogImages).values(image).onConflictDoNothing().returning(meta);
  return rows[0];
}

export async function findImageBySha256(db: Db, sha256: string): Promise<CatalogImageMeta | undefined> {
  const rows = await db.select(meta).from(catalogImages).where(eq(catalogImages.sha256, sha256));
  return rows[0];
}

export async function findImage(db: Db, id: string): Promise<CatalogImageRow | undefined> {
  const rows = await db.select().from(catalogImages).where(eq(catalogImages.id, id));
  return rows[0];
}
