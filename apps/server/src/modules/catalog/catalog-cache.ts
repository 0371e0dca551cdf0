import { createHash } from 'node:crypto';
import { cacheKey } from '../../caches';
import { WatchedCache } from '../../db/watched-cache';

export interface CachedList {
  /** The serialised response body. */
  body: string;
  /** Strong validator of the body, quoted as HTTP wants it. */
  etag: string;
}

/** Bodies kept at most (≈ 8 KB each): a fleet instance serving many kiosks stays small. */
const MAX_ENTRIES = 1_000;

/** A serialised body with its ETag. */
export const cachedList = (body: string): CachedList => ({
  body,
  etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
});

/** True when an If-None-Match header names this ETag (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
}

/**
 * Serialised product lists by key (device, locale, filter), dropped on every committed write to the tables a
 * list is made of: stock holds and releases, dispenses, staff edits, slot flags, catalogue, assortment and
 * device changes; on PostgreSQL those of every instance. The cache drops every kiosk's lists at once (it
 * keeps one generation for all its keys), so an assortment change shows on its kiosk at once.
 */
export const PRODUCT_LISTS = cacheKey(
  'catalog.productLists',
  (database) =>
    new WatchedCache<CachedList>(
      database,
      ['devices', 'products', 'skus', 'device_stock', 'kiosk_assortment'],
      MAX_ENTRIES,
    ),
);
