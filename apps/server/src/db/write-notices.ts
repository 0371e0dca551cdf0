import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ALL_WRITTEN, isWatchedTable, type WatchedTable, type Written } from './write-watch';

/** The channel on which PostgreSQL instances announce committed writes to watched tables. */
export const WRITES_CHANNEL = 'kiosk_watched_writes';
const RECONNECT_MS = 1_000;

export interface WriteNotices {
  /** Opens the listening connection (tried again every second while it fails or after it is lost). */
  listen(): Promise<void>;
  /** Tells the other instances which watched tables this one wrote (coalesced, never awaited). */
  announce(written: Written): void;
  /** The same notice as a statement, to send in a transaction: delivered when it commits. */
  noticeOf(written: Written): string;
  /** True while the listening connection is up, so no other instance's announcement can be missed. */
  isListening(): boolean;
  close(): Promise<void>;
}

/** A notice's payload: the announcing instance, then the tables it wrote (`<instance> devices,skus`). */
const payloadOf = (instance: string, written: Written) => `${instance} ${[...written].join(',')}`;

function writtenOf(payload: string): Written {
  const tables = (payload.split(' ')[1] ?? '').split(',');
  // A payload this version cannot read (another version's instance) may have written anything.
  return tables.every(isWatchedTable) ? new Set(tables) : ALL_WRITTEN;
}

/**
 * LISTEN on one dedicated connection (once `listen()` is called); `onOther` runs with the tables of
 * another instance's announcement, and with all of them on losing the connection (announcements may be
 * missed until it is back) and on listening again. NOTIFY goes through the pool, so announcing does not
 * depend on the listening connection.
 */
export function writeNotices(url: string, pool: pg.Pool, onOther: (written: Written) => void): WriteNotices {
  const instance = randomUUID();
  let listener: pg.Client | null = null;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;
  let sending: Promise<unknown> | null = null;
  /** Tables written while a notice was in flight: sent in one more notice after it. */
  let pending = new Set<WatchedTable>();

  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = null;
    void client.end().catch(() => undefined);
    onOther(ALL_WRITTEN);
    if (!isClosed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (message.channel === WRITES_CHANNEL && !payload.startsWith(`${instance} `))
        onOther(writtenOf(payload));
    });
    try {
      await client.connect();
      await client.query(`listen ${WRITES_CHANNEL}`);
    } catch {
      void client.end().catch(() => undefined);
      if (!isClosed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
      return;
    }
    if (isClosed) return void client.end().catch(() => undefined);
    listener = client;
    // Whatever was built while not listening may be stale.
    onOther(ALL_WRITTEN);
  };
  const send = (written: Written) => {
    sending = pool
      .query('select pg_notify($1, $2)', [WRITES_CHANNEL, payloadOf(instance, written)])
      .catch(() => undefined)
      .finally(() => {
        sending = null;
        const next = pending;
        pending = new Set();
        if (next.size && !isClosed) send(next);
      });
  };
  return {
    listen: connect,
    announce(written) {
      // One notice in flight at a time; tables written meanwhile go in one more notice after it.
      if (!sending) return send(written);
      for (const table of written) pending.add(table);
    },
    // The payload is this instance's UUID and table names, but quoted as any literal would be.
    noticeOf: (written) =>
      `select pg_notify('${WRITES_CHANNEL}', '${payloadOf(instance, written).replaceAll("'", "''")}')`,
    isListening: () => listener !== null,
    async close() {
      isClosed = true;
      clearTimeout(retry);
      await sending;
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
