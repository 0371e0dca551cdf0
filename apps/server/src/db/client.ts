import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgAsyncDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../config/config';
import { checkPgliteFormat } from './pglite-format';
import { templateFor } from './pglite-template';
import { prepareStatements } from './prepared-statements';
import { watchPglite, watchPool, type Written } from './write-watch';
import { writeNotices } from './write-notices';

export type Db = PgAsyncDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations; PostgreSQL instances take an advisory lock so only one migrates at a time. */
  migrate(folder: string): Promise<void>;
  /**
   * Calls `listener` with the tables after a committed write to watched tables (see write-watch.ts): one
   * made by this process, or on PostgreSQL by any other instance (LISTEN/NOTIFY), and with all of them
   * whenever notices from other instances may have been missed.
   */
  onWatchedWrite(listener: (written: Written) => void): void;
  /** False while another instance's write could go unnoticed (no listening connection): don't cache. */
  isWatching(): boolean;
  /** The embedded database only: a consistent copy of its data folder (a gzipped tarball), taken live. */
  backup?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

const listenerList = () => {
  const listeners: ((written: Written) => void)[] = [];
  return {
    add: (listener: (written: Written) => void) => void listeners.push(listener),
    call: (written: Written) => listeners.forEach((listener) => listener(written)),
  };
};

/**
 * PGlite's own start parameters, and 16 MB of shared buffers instead of PostgreSQL's 128 MB: a kiosk's
 * data fits many times over, and the buffers were most of the embedded server's memory (wasm memory
 * that, once touched, stays resident).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Embedded PostgreSQL in a folder, or in memory when dir is undefined. A folder without a database, or
 * one in memory, starts from `template` (a tarball of a migrated database, see pglite-template.ts) when
 * one is given (the API tests clone theirs from one, test/pglite-test-template.ts).
 * A folder of another PostgreSQL major (an older PGlite's) is refused untouched (pglite-format.ts).
 */
export async function openPglite(
  dir: string | undefined,
  { template }: { template?: string } = {},
): Promise<Database> {
  if (dir) checkPgliteFormat(dir);
  const loadDataDir = templateFor(dir, template);
  const options = { startParams: PGLITE_START_PARAMS, ...(loadDataDir ? { loadDataDir } : {}) };
  const client = dir ? await PGlite.create(dir, options) : await PGlite.create(options);
  // One process owns the embedded database: its own writes are all there is to watch.
  const writes = listenerList();
  watchPglite(client, writes.call);
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    onWatchedWrite: writes.add,
    isWatching: () => true,
    async migrate(folder) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite({ client }), { migrationsFolder: folder });
    },
    backup: () => dumpPglite(client),
    close: () => client.close(),
  };
}

/**
 * A gzipped tarball of the embedded database's data folder, consistent: taken while no transaction is
 * open (PGlite's transaction lock, which its plain queries take too) and no query runs (its query lock),
 * so the copy holds every committed write and nothing half-written. The checkpoint before it keeps the
 * log a restored copy replays short. Requests wait for the copy (well under a second for a kiosk's data).
 */
async function dumpPglite(client: PGlite): Promise<Uint8Array> {
  await client.exec('checkpoint');
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return new Uint8Array(await tarball.arrayBuffer());
}

/** The advisory lock one migrating instance holds. */
export const MIGRATION_LOCK = 7_340_001;

export interface PostgresOptions {
  /** Pool size. */
  max?: number;
  /** The server cancels a statement (lock waits included) running longer, with 57014; 0: no limit. */
  statementTimeoutMs?: number;
  /** How long a request waits for a free connection before it answers 503 (busy). */
  connectionTimeoutMs?: number;
}

export async function openPostgres(
  url: string,
  {
    max = 10,
    statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
    connectionTimeoutMs = 5_000,
  }: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectionTimeoutMs,
    // Sent at connect, so every pooled connection has it; pg sends nothing for 0 (the server's default).
    statement_timeout: statementTimeoutMs,
  });
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => undefined);
  // Nor one checked out between two statements of a transaction: pg emits the loss as an 'error' event
  // that no query is waiting for; the next statement then fails and the request answers 503.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('connect', prepareStatements);
  // Watched from its first client on: every commit of a watched write is told here and to the others.
  const writes = listenerList();
  const notices = writeNotices(url, pool, writes.call);
  watchPool(
    pool,
    (written, isAnnounced) => {
      writes.call(written);
      if (!isAnnounced) notices.announce(written);
    },
    notices.noticeOf,
  );
  const db = drizzlePg({ client: pool }) as unknown as Db;
  await db.execute(sql`select 1`);
  await notices.listen();
  return {
    db,
    kind: 'postgres',
    onWatchedWrite: writes.add,
    isWatching: () => notices.isListening(),
    async migrate(folder) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const conn = await pool.connect();
      try {
        // Waiting for another instance's migration lock, or one long migration, may well take longer than
        // a request's statement: this connection has no limit, and is closed afterwards, not pooled again.
        await conn.query('set statement_timeout = 0');
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzlePg({ client: conn }), { migrationsFolder: folder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release(true);
      }
    },
    async close() {
      await notices.close();
      await pool.end();
    },
  };
}

/** Rows of a raw `db.execute` result; PGlite and node-postgres both answer with `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
