import type { Database } from './db/client';
import { productListCache } from './modules/catalog/catalog-cache';
import { skuCache } from './modules/catalog/catalog.service';
import { deviceCache } from './modules/devices/devices.service';
import { kioskCredentialCache } from './modules/kiosks/kiosk-pairing.service';

/**
 * What most requests read and few write, kept in memory: each is dropped on a committed write to the tables
 * it is made of, on this instance or (PostgreSQL) another (see db/watched-cache.ts).
 */
export const createCaches = (database: Pick<Database, 'onWatchedWrite' | 'isWatching'>) => ({
  /** Serialised product lists by device, locale and filter. */
  productLists: productListCache(database),
  devices: deviceCache(database),
  kioskCredentials: kioskCredentialCache(database),
  skus: skuCache(database),
});

export type Caches = ReturnType<typeof createCaches>;
