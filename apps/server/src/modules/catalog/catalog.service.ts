import type { TProduct, TProductUpsert, TSku } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { cacheKey } from '../../caches';
import { WatchedCache } from '../../db/watched-cache';
import { notFound, validation } from '../../http/app-error';
import { skuMetadata } from '../../lib/sku-metadata';
import type { DeviceRow } from '../devices/devices.service';
import {
  findSku,
  findSkuOwners,
  listDeviceCatalog,
  upsertProduct,
  type CatalogRow,
} from './catalog.repository';
import { ensureStockRow } from '../stock/stock-units.service';
import { offerSkus, offeredPrices, refuseEmergencyPackClash } from './assortment.service';

type SkuRow = CatalogRow['sku'];

type StoredSku = NonNullable<Awaited<ReturnType<typeof findSku>>>;

/** Sku rows (with their product's titles) by id, dropped on any committed write to skus or products. */
export const SKUS = cacheKey(
  'catalog.skus',
  (database) => new WatchedCache<StoredSku | undefined>(database, ['skus', 'products'], 10_000),
);

/** The skus with these ids that exist (whichever devices stock them), from the cache when it holds them. */
export async function findSkus(ctx: Pick<AppContext, 'db' | 'caches'>, ids: string[]): Promise<StoredSku[]> {
  const found = await Promise.all(ids.map((id) => ctx.caches.of(SKUS).get(id, () => findSku(ctx.db, id))));
  return found.filter((sku) => sku !== undefined);
}

/**
 * The skus with these ids that the kiosk offers, each at the price a visitor there pays: the kiosk's own,
 * else the catalogue's. An sku the kiosk does not offer is left out (not sold here).
 */
export async function findOfferedSkus(
  ctx: Pick<AppContext, 'db' | 'caches'>,
  deviceId: string,
  ids: string[],
): Promise<StoredSku[]> {
  const [prices, found] = await Promise.all([offeredPrices(ctx, deviceId), findSkus(ctx, ids)]);
  return found.flatMap((sku) => {
    if (!prices.has(sku.id)) return [];
    return [{ ...sku, price: prices.get(sku.id) ?? sku.price }];
  });
}

/** An emergency kit is always free, whatever price it carries. */
export const unitPriceOf = (sku: Pick<SkuRow, 'isEmergencyDispense' | 'price'>): number | null =>
  sku.isEmergencyDispense ? 0 : sku.price;

export function toSku(row: CatalogRow, currency: string): TSku {
  const price = unitPriceOf(row.sku);
  return {
    id: row.sku.id,
    productId: row.sku.productId,
    title: row.sku.title,
    stock: Math.max(0, row.onHand - row.held),
    dispenseQuantity: row.sku.dispenseQuantity,
    maxQuantity: row.sku.dispenseQuantity,
    price,
    currency,
    isFree: price === 0,
    metadata: skuMetadata(row.sku),
    images: row.sku.images,
  };
}

/** Groups sku rows into products with the price rules of the grid: range, free, unavailable, out of stock. */
export function toProducts(rows: CatalogRow[], currency: string): TProduct[] {
  const byId = new Map<string, { row: CatalogRow; skus: TSku[] }>();
  for (const row of rows) {
    const entry = byId.get(row.product.id) ?? { row, skus: [] };
    entry.skus.push(toSku(row, currency));
    byId.set(row.product.id, entry);
  }
  return [...byId.values()].map(({ row, skus }) => {
    const prices = skus.map((s) => s.price).filter((p): p is number => p !== null);
    return {
      id: row.product.id,
      title: row.product.title,
      description: row.product.description,
      images: row.product.images,
      skus,
      currency,
      priceRange: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
      isFree: skus.every((s) => s.isFree),
      isOutOfStock: skus.every((s) => s.stock === 0),
      isPriceUnavailable: prices.length === 0,
      isMultiPack: skus.some((s) => s.dispenseQuantity > 1),
      isEmergency: skus.some((s) => s.metadata.isEmergencyDispense),
    };
  });
}

export async function listProducts(
  db: Db,
  device: DeviceRow,
  locale: string,
  isReservable: boolean | undefined,
): Promise<TProduct[]> {
  const rows = await listDeviceCatalog(db, device.id, locale, { isReservable });
  return toProducts(rows, device.currency);
}

export async function getProduct(
  db: Db,
  device: DeviceRow,
  productId: string,
  locale: string,
  isReservable: boolean | undefined,
): Promise<TProduct> {
  const rows = await listDeviceCatalog(db, device.id, locale, { productId, isReservable });
  const [product] = toProducts(rows, device.currency);
  if (!product) throw notFound('product');
  return product;
}

/**
 * Staff upsert: the product and its skus, a stock row on this device for each sku, and each sku in the
 * kiosk's assortment (after the skus it offers, at the catalogue's price, unless already there).
 */
export async function saveProduct(
  db: Db,
  device: DeviceRow,
  input: TProductUpsert,
  locale: string,
): Promise<TProduct> {
  const owners = await findSkuOwners(
    db,
    input.skus.map((s) => s.id),
  );
  const taken = owners.find((o) => o.productId !== input.id);
  if (taken) throw validation('skus', `sku ${taken.id} belongs to another product`);
  await db.transaction(async (tx) => {
    await upsertProduct(
      tx,
      {
        id: input.id,
        titles: input.titles,
        descriptions: input.descriptions,
        images: input.images,
        sortOrder: input.sortOrder,
      },
      input.skus.map((s, index) => ({
        id: s.id,
        productId: input.id,
        titles: s.titles,
        price: s.price,
        dispenseQuantity: s.dispenseQuantity,
        minAge: s.minAge,
        requiresAccessCode: s.requiresAccessCode,
        isEmergencyDispense: s.isEmergencyDispense,
        isReservable: s.isReservable,
        formUrls: s.formUrls,
        images: input.images,
        sortOrder: index,
      })),
    );
    for (const s of input.skus) await ensureStockRow(tx, device.id, s.id, s.slot);
    for (const [index, s] of input.skus.entries())
      if (s.isEmergencyDispense)
        await refuseEmergencyPackClash(tx, s.id, `skus.${index}.isEmergencyDispense`);
    await offerSkus(
      tx,
      { kind: 'staff', deviceId: device.id },
      device.id,
      input.skus.map((s) => s.id),
    );
  });
  return getProduct(db, device, input.id, locale, undefined);
}
