import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Tables whose committed writes are announced, with their names: what the product list (a kiosk's
 * assortment among them), a device's settings and a kiosk's credential are made of. Whatever module writes them (orders, dispensing, staff,
 * the fleet…), the announcement follows the commit, so a cache built on them cannot outlive the data it
 * was built from (see watched-cache.ts).
 */
export const WATCHED_TABLES = [
  'devices',
  'products',
  'skus',
  'device_stock',
  'kiosk_credentials',
  'kiosk_assortment',
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];
/** The tables a committed write touched. */
export type Written = ReadonlySet<WatchedTable>;
/** Every watched table: what may have changed while announcements could be missed. */
export const ALL_WRITTEN: Written = new Set(WATCHED_TABLES);

/** A write anywhere in a statement: on its own, or in a WITH clause (`with held as (update …)`). */
const WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi;
const watched = new Set<string>(WATCHED_TABLES);

export const isWatchedTable = (name: string): name is WatchedTable => watched.has(name);

/** The watched tables the statement inserts into, updates or deletes from. */
export const watchedTablesOf = (text: string): WatchedTable[] =>
  [...text.matchAll(WRITE)].map((m) => m[1]!.toLowerCase()).filter(isWatchedTable);

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');

/**
 * Watches a PGlite client: `onCommit` runs after a committed write to watched tables (a statement on its
 * own, or a transaction that made some), before the caller's promise resolves.
 */
export function watchPglite(client: PGlite, onCommit: (written: Written) => void): void {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    const result = await query(...args);
    const tables = watchedTablesOf(textOf(args[0]));
    if (tables.length) onCommit(new Set(tables));
    return result;
  }) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const written = new Set<WatchedTable>();
    const result = await transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (async (...args: Parameters<Transaction['query']>) => {
        const r = await txQuery(...args);
        for (const table of watchedTablesOf(textOf(args[0]))) written.add(table);
        return r;
      }) as Transaction['query'];
      return callback(tx);
    });
    if (written.size) onCommit(written);
    return result;
  };
}

type Query = (...args: unknown[]) => Promise<unknown>;
const COMMIT = /^\s*(commit|end)\b/i;

/**
 * Watches a node-postgres pool: every client it opens (statements on their own through `pool.query`,
 * transactions as begin … commit on one client); `onCommit` runs once a commit that followed watched
 * writes has answered, or right after a watched write made outside a transaction, with the tables written.
 * A transaction's commit is sent as `<noticeOf(written)>; commit` in one round trip: the notice is then
 * delivered by the commit itself, and `onCommit` is told it was (`isAnnounced`).
 */
export function watchPool(
  pool: pg.Pool,
  onCommit: (written: Written, isAnnounced: boolean) => void,
  noticeOf: (written: Written) => string,
): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    let inTransaction = false;
    let written = new Set<WatchedTable>();
    let isNoticeInCommit = false;
    const settle = (text: string, isDone: boolean) => {
      if (COMMIT.test(text)) {
        // Told whatever the commit answered: a lost answer may still have committed.
        if (written.size) onCommit(written, isNoticeInCommit);
        isNoticeInCommit = false;
        inTransaction = false;
        written = new Set();
      } else if (/^\s*rollback\s*$/i.test(text)) {
        inTransaction = false;
        isNoticeInCommit = false;
        written = new Set();
      } else {
        const tables = isDone ? watchedTablesOf(text) : [];
        if (!tables.length) return;
        if (inTransaction) tables.forEach((table) => written.add(table));
        else onCommit(new Set(tables), false);
      }
    };
    // pg's pool calls client.query with a callback; drizzle calls it for a promise: both are kept.
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const text = textOf(args[0]);
      const callback =
        typeof args.at(-1) === 'function' ? (args.pop() as (e: unknown, r?: unknown) => void) : null;
      if (/^\s*begin\b/i.test(text)) {
        inTransaction = true;
        written = new Set();
      } else if (written.size && COMMIT.test(text)) {
        // A query without parameters may hold several statements; NOTIFY is delivered by the commit.
        const sent = args[0];
        const values = typeof sent === 'object' ? (sent as { values?: unknown[] }).values : undefined;
        if (!values?.length) {
          const withNotice = `${noticeOf(written)}; ${text}`;
          args[0] = typeof sent === 'string' ? withNotice : { ...(sent as object), text: withNotice };
          isNoticeInCommit = true;
        }
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
