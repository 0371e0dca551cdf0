import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Tables whose committed writes are announced: what the product list and a device's settings are made
 * of. Whatever module writes them (orders, dispensing, staff, the fleet…), the announcement follows the
 * commit, so a cache built on them cannot outlive the data it was built from.
 */
export const WATCHED_TABLES = ['devices', 'products', 'skus', 'device_stock'] as const;

const WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i;
const watched = new Set<string>(WATCHED_TABLES);

/** True when the statement inserts into, updates or deletes from a watched table. */
export const writesWatchedTable = (text: string): boolean => {
  const table = WRITE.exec(text)?.[1];
  return table !== undefined && watched.has(table.toLowerCase());
};

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');

/**
 * Watches a PGlite client: `onCommit` runs after a committed write to a watched table (a statement on its
 * own, or a transaction that made one), before the caller's promise resolves.
 */
export function watchPglite(client: PGlite, onCommit: () => void): void {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    const result = await query(...args);
    if (writesWatchedTable(textOf(args[0]))) onCommit();
    return result;
  }) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    let isDirty = false;
    const result = await transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (async (...args: Parameters<Transaction['query']>) => {
        const r = await txQuery(...args);
        if (writesWatchedTable(textOf(args[0]))) isDirty = true;
        return r;
      }) as Transaction['query'];
      return callback(tx);
    });
    if (isDirty) onCommit();
    return result;
  };
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Watches a node-postgres pool: every client it opens (statements on their own through `pool.query`,
 * transactions as begin … commit on one client); `onCommit` runs once a commit that followed a watched
 * write has answered, or right after a watched write made outside a transaction.
 */
export function watchPool(pool: pg.Pool, onCommit: () => void): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    let inTransaction = false;
    let isDirty = false;
    const settle = (text: string, isDone: boolean) => {
      if (/^\s*(commit|end)\b/i.test(text)) {
        // Announced whatever the commit answered: a lost answer may still have committed.
        if (isDirty) onCommit();
        inTransaction = isDirty = false;
      } else if (/^\s*rollback\s*$/i.test(text)) {
        inTransaction = isDirty = false;
      } else if (isDone && writesWatchedTable(text)) {
        if (inTransaction) isDirty = true;
        else onCommit();
      }
    };
    // pg's pool calls client.query with a callback; drizzle calls it for a promise: both are kept.
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const text = textOf(args[0]);
      const callback =
        typeof args.at(-1) === 'function' ? (args.pop() as (e: unknown, r?: unknown) => void) : null;
      if (/^\s*begin\b/i.test(text)) {
        inTransaction = true;
        isDirty = false;
      }
      const result = query(...args).then(
        (r) => {
          settle(text, true);
          return r;
        },
        (error: unknown) => {
          settle(text, false);
          throw error;
        },
      );
      if (!callback) return result;
      result.then(
        (r) => callback(null, r),
        (error: unknown) => callback(error),
      );
      return undefined;
    };
  });
}
