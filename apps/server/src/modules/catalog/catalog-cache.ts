import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';

export interface CachedList {
  /** The serialised response body. */
  body: string;
  /** Strong validator of the body, quoted as HTTP wants it. */
  etag: string;
}

/** Bodies kept at most (≈ 8 KB each): a fleet instance serving many kiosks stays small. */
const MAX_ENTRIES = 1_000;

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** True when an If-None-Match header names this ETag (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
}

/**
 * Serialised product lists by key (device, locale, filter). Every committed write to the tables a list is
 * made of (see db/write-watch.ts: stock holds and releases, dispenses, staff edits, slot flags, catalogue
 * and device changes; on PostgreSQL those of every instance) drops them all. A build that started before
 * a write is answered but not kept, so no body older than the last write is ever served from here.
 */
export class CatalogCache {
  private generation = 0;
  private readonly lists = new Map<string, CachedList>();
  private readonly building = new Map<string, Promise<CachedList>>();

  constructor(private readonly database: Pick<Database, 'onWatchedWrite' | 'isWatching'>) {
    database.onWatchedWrite(() => {
      this.generation++;
      this.lists.clear();
      this.building.clear();
    });
  }

  async get(key: string, build: () => Promise<string>): Promise<CachedList> {
    if (!this.database.isWatching()) return build().then((body) => ({ body, etag: etagOf(body) }));
    const cached = this.lists.get(key) ?? this.building.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const pending = build().then((body) => {
      const list = { body, etag: etagOf(body) };
      if (this.generation === generation) {
        if (this.lists.size >= MAX_ENTRIES) this.lists.delete(this.lists.keys().next().value!);
        this.lists.set(key, list);
      }
      return list;
    });
    this.building.set(key, pending);
    const forget = () => {
      if (this.building.get(key) === pending) this.building.delete(key);
    };
    pending.then(forget, forget);
    return pending;
  }
}
