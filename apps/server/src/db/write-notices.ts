import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The channel on which PostgreSQL instances announce committed writes to watched tables. */
export const WRITES_CHANNEL = 'kiosk_watched_writes';
const RECONNECT_MS = 1_000;

export interface WriteNotices {
  /** Opens the listening connection (tried again every second while it fails or after it is lost). */
  listen(): Promise<void>;
  /** Tells the other instances that this one committed a watched write (coalesced, never awaited). */
  announce(): void;
  /** True while the listening connection is up, so no other instance's announcement can be missed. */
  isListening(): boolean;
  close(): Promise<void>;
}

/**
 * LISTEN on one dedicated connection (once `listen()` is called); `onOther` runs on another instance's announcement, on losing the
 * connection (announcements may be missed until it is back) and on listening again. NOTIFY goes through
 * the pool, so announcing does not depend on the listening connection.
 */
export function writeNotices(url: string, pool: pg.Pool, onOther: () => void): WriteNotices {
  const instance = randomUUID();
  let listener: pg.Client | null = null;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;
  let sending: Promise<unknown> | null = null;
  let isPending = false;

  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = null;
    void client.end().catch(() => undefined);
    onOther();
    if (!isClosed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === WRITES_CHANNEL && message.payload !== instance) onOther();
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
    onOther();
  };
  const send = () => {
    isPending = false;
    sending = pool
      .query('select pg_notify($1, $2)', [WRITES_CHANNEL, instance])
      .catch(() => undefined)
      .finally(() => {
        sending = null;
        if (isPending && !isClosed) send();
      });
  };
  return {
    listen: connect,
    announce() {
      // One notice in flight at a time; a write committed meanwhile sends one more after it.
      if (sending) isPending = true;
      else send();
    },
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
