import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { devices } from '../db/schema';
import { KIOSK_COOKIE } from '../modules/kiosks/kiosk-cookie';
import { pairKiosk } from '../modules/kiosks/kiosk-pairing.service';
import { buildApp } from '../app';
import type { AppContext } from '../app-context';
import { DEFAULT_STATEMENT_TIMEOUT_MS, loadConfig, type Config } from '../config/config';
import { openPglite, openPostgres, rowsOf, type Database } from '../db/client';
import { migrationsFolder } from '../db/migrations';
import { seedDemo } from '../db/seed';
import type { PaymentProvider } from '../payments/payment-provider';
import './provided-context';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (as CI sets it). */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_PASSKEY = 'test-passkey-2468';
export const TEST_ACCESS_CODE = 'DEMO-ACCESS-1357';
export const TEST_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

/**
 * A fresh, migrated database: PGlite in memory (a copy of the run's migrated template when the config
 * makes one, test/pglite-test-template.ts), or a new PostgreSQL database dropped on close.
 * statementTimeoutMs is PostgreSQL's per-statement limit (PGlite has none).
 */
export async function freshDatabase(
  kind: DbKind,
  statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openPglite(undefined, { template: inject('pgliteTemplate') });
    await database.migrate(migrationsFolder());
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `kiosk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Tests assert what is written and answered, not how fast: on a loaded CI machine a burst (two hundred
  // orders at once, serialised by a lock) may queue past the server's 5 s, which would answer 503 busy.
  const database = await openPostgres(url.toString(), {
    max: 5,
    statementTimeoutMs,
    connectionTimeoutMs: 30_000,
  });
  await database.migrate(migrationsFolder());
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  /** The app, whose inject() calls come from the paired kiosk of the device in the URL (its cookie). */
  app: FastifyInstance;
  /** The same app with no kiosk cookie added: a caller from anywhere. */
  rawApp: FastifyInstance;
  /** The kiosk credential cookie of each seeded device (`kiosk_credential=…`). */
  kioskCookies: Map<string, string>;
  ctx: AppContext;
  database: Database;
  /** Everything the server logged, one JSON line each. */
  logs: string[];
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  // The API tests text many codes from one inject address and kiosk: the SMS caps have their own test
  // (resilience/sms-pumping.resilience.ts), which sets them as shipped.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DISPENSE_UNIT_MS: '0',
    SMS_CODES_PER_ADDRESS: '1000',
    SMS_CODES_PER_KIOSK: '1000',
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webDistDir?: string;
  now?: () => Date;
  seed?: boolean;
  payments?: PaymentProvider;
  /** A migrated database to use instead of a fresh one (closed with the app). */
  database?: Database;
}

/** A seeded app on a fresh database, for inject() calls. Logs are captured, not printed. */
export async function createTestApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = options.database ?? (await freshDatabase(kind, config.databaseStatementTimeoutMs));
  if (options.seed !== false) await seedDemo(database.db, TEST_PASSKEY, TEST_ACCESS_CODE);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const { app, ctx } = await buildApp(
    {
      config,
      database,
      db: database.db,
      secret: TEST_SECRET,
      now: options.now ?? (() => new Date()),
      payments: options.payments,
    },
    { logStream, webDistDir: options.webDistDir, isSweeping: false },
  );
  await app.ready();
  const kioskCookies = new Map<string, string>();
  for (const { id } of await database.db.select({ id: devices.id }).from(devices)) {
    const { token } = await pairKiosk(ctx, id, 'staff');
    kioskCookies.set(id, `${KIOSK_COOKIE}=${token}`);
  }
  return {
    app: asPairedKiosk(app, kioskCookies),
    rawApp: app,
    kioskCookies,
    ctx,
    database,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Another API instance on a PostgreSQL test app's database: its own pool and listening connection. */
export interface SecondInstance {
  database: Database;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function secondInstance(
  writer: TestApp,
  onWatchedWrite: Parameters<Database['onWatchedWrite']>[0],
): Promise<SecondInstance> {
  const result = await writer.ctx.db.execute(sql`select current_database() as name`);
  const name = rowsOf<{ name: string }>(result)[0]!.name;
  const address = new URL(process.env.TEST_DATABASE_URL!);
  address.pathname = `/${name}`;
  const database = await openPostgres(address.toString(), { max: 2 });
  database.onWatchedWrite(onWatchedWrite);
  const { app } = await buildApp(
    { config: testConfig(), database, db: database.db, secret: TEST_SECRET, now: () => new Date() },
    { isSweeping: false },
  );
  await app.ready();
  return {
    database,
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

type InjectArg = string | InjectOptions | undefined;

/** Adds the kiosk cookie of the URL's device to inject() calls that carry no cookie of their own. */
function asPairedKiosk(app: FastifyInstance, kioskCookies: Map<string, string>): FastifyInstance {
  const withCookie = (arg: InjectArg): InjectArg => {
    if (arg === undefined) return arg;
    const options: InjectOptions = typeof arg === 'string' ? { url: arg } : arg;
    const url = typeof options.url === 'string' ? options.url : '';
    const deviceId = decodeURIComponent(/^\/devices\/([^/?]+)/.exec(url)?.[1] ?? '');
    const cookie = kioskCookies.get(deviceId);
    const headers = (options.headers ?? {}) as Record<string, string>;
    if (!cookie || options.cookies || headers.cookie !== undefined) return arg;
    return { ...options, headers: { ...headers, cookie } };
  };
  return new Proxy(app, {
    get(target, property) {
      if (property === 'inject') {
        return (arg?: InjectArg) => (arg === undefined ? target.inject() : target.inject(withCookie(arg)!));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * One app for the tests of the enclosing describe: created in its beforeAll, closed in its afterAll.
 * Returns the app at once; its members may be read only inside hooks and tests registered after this call.
 * Options that need an earlier beforeAll's result (a port, a folder) are given as a function, called then.
 * After-hooks run in reverse (vitest's 'stack' order): one registered before this call runs after the close.
 */
export function useTestApp(kind: DbKind, options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let current: TestApp | undefined;
  const live = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app exists only inside hooks and tests, once created');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(kind, typeof options === 'function' ? options() : options);
  });
  const close = async () => {
    const created = current;
    current = undefined;
    await created?.close();
  };
  afterAll(close);
  return {
    get app() {
      return live().app;
    },
    get ctx() {
      return live().ctx;
    },
    get database() {
      return live().database;
    },
    get rawApp() {
      return live().rawApp;
    },
    get kioskCookies() {
      return live().kioskCookies;
    },
    get logs() {
      return live().logs;
    },
    close,
  };
}

/** A clock tests can move. */
export function testClock(start = new Date('2026-11-22T18:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (iso: string) => {
      current = new Date(iso).getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export const DEMO = 'demo-kiosk-0001';
export const staffAuth = { authorization: `Bearer ${TEST_PASSKEY}` };

/** Short calls for API tests. */
export function client(t: TestApp, deviceId = DEMO) {
  const base = `/devices/${deviceId}`;
  return {
    base,
    createOrder: (skus: { skuId: string; quantity: number }[], query = '') =>
      t.app.inject({ method: 'POST', url: `${base}/orders?locale=en${query}`, payload: { skus } }),
    getOrder: (id: string) => t.app.inject({ url: `${base}/orders/${id}?locale=en` }),
    cancel: (id: string, isTimeout = false) =>
      t.app.inject({ method: 'POST', url: `${base}/orders/${id}/cancel?isTimeout=${isTimeout}` }),
    cancelAll: (isTimeout = false) =>
      t.app.inject({ method: 'POST', url: `${base}/orders/cancel?isTimeout=${isTimeout}` }),
    workflows: (id: string) => t.app.inject({ url: `${base}/orders/${id}/workflows?locale=en` }),
    age: (id: string, dob: string) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/orders/${id}/age-authorization?dob=${encodeURIComponent(dob)}&locale=en`,
      }),
    code: (id: string, code?: string) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/orders/${id}/code-authorization?locale=en`,
        headers: code === undefined ? {} : { authorization: `Bearer ${code}` },
      }),
    reserve: (id: string) => t.app.inject({ method: 'POST', url: `${base}/orders/${id}/reserve` }),
    pickUp: (code: string) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/orders/reservation-authorization?locale=en`,
        payload: { code },
      }),
    stock: (headers: Record<string, string> = staffAuth) =>
      t.app.inject({ url: `${base}/products/stock`, headers }),
    putStock: (
      skus: { skuId: string; stock: number; version?: number }[],
      headers: Record<string, string> = staffAuth,
    ) => t.app.inject({ method: 'PUT', url: `${base}/products/stock`, headers, payload: { skus } }),
  };
}
