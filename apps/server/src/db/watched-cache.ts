import type { Database } from './client';
import type { WatchedTable } from './write-watch';

/**
 * Values built from watched tables (see write-watch.ts), by key. A committed write to one of `tables` (this
 * instance's, or on PostgreSQL another's, told by LISTEN/NOTIFY) drops them all; a build that started before
 * such a write is answered but not kept, so nothing older than the last write is served from here. While
 * another instance's writes could go unnoticed, nothing is kept. One build at a time per key. An absent
 * value (null or undefined) is not kept, so unknown keys cannot crowd out known ones.
 */
export class WatchedCache<V> {
  private generation = 0;
  private readonly values = new Map<string, V>();
  private readonly building = new Map<string, Promise<V>>();

  constructor(
    private readonly database: Pick<Database, 'onWatchedWrite' | 'isWatching'>,
    tables: readonly WatchedTable[],
    /** Values kept at most; the oldest goes first. */
    private readonly maxEntries: number,
  ) {
    database.onWatchedWrite((written) => {
      if (!tables.some((table) => written.has(table))) return;
      this.generation++;
      this.values.clear();
      this.building.clear();
    });
  }

  get(key: string, build: () => Promise<V>): Promise<V> {
    if (!this.database.isWatching()) return build();
    if (this.values.has(key)) return Promise.resolve(this.values.get(key)!);
    const building = this.building.get(key);
    if (building) return building;
    const generation = this.generation;
    const pending = build().then((built) => {
      if (built != null && this.generation === generation) {
        if (this.values.size >= this.maxEntries) this.values.delete(this.values.keys().next().value!);
        this.values.set(key, built);
      }
      return built;
    });
    this.building.set(key, pending);
    const forget = () => {
      if (this.building.get(key) === pending) this.building.delete(key);
    };
    pending.then(forget, forget);
    return pending;
  }
}
