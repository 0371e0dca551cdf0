import type { Database } from './db/client';

/** What a cache may watch: the committed writes to its tables (see db/watched-cache.ts). */
export type CacheDatabase = Pick<Database, 'onWatchedWrite' | 'isWatching'>;

/**
 * One thing the app keeps in memory, declared by the module that uses it (beside the code that reads and
 * drops it): its name, and how it is made, empty, on first use.
 */
export interface CacheKey<T> {
  readonly name: string;
  readonly make: (database: CacheDatabase) => T;
}

export const cacheKey = <T>(name: string, make: (database: CacheDatabase) => T): CacheKey<T> => ({
  name,
  make,
});

/**
 * What the app keeps in memory (AppContext.caches): one value per key and per app, never per process, so
 * two apps in one process (the tests) share nothing. A module-level map is refused by the lint
 * (eslint.config.js, "no hidden state"): state lives here. Today's keys: the product lists, devices, kiosk
 * credentials and skus (WatchedCaches, each dropped on a committed write it depends on), and the console's
 * fleet rows, usage counts and agent statuses written.
 */
export interface Caches {
  /** The app's value of `key`, made on first use. */
  of<T>(key: CacheKey<T>): T;
  /** Drops the value of `key`: the next `of` makes it again, empty. */
  forget(key: CacheKey<unknown>): void;
}

export function createCaches(database: CacheDatabase): Caches {
  const values = new Map<CacheKey<unknown>, unknown>();
  return {
    of: <T>(key: CacheKey<T>): T => {
      if (!values.has(key)) values.set(key, key.make(database));
      return values.get(key) as T;
    },
    forget: (key) => {
      values.delete(key);
    },
  };
}
