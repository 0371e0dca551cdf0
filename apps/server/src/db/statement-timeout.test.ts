import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { toAppError } from '../http/error-handler';
import { expectError } from '../test/expect-error';
import { DEMO, useTestApp } from '../test/harness';
import { MIGRATION_LOCK, rowsOf } from './client';
import { migrationsFolder } from './migrations';

const adminUrl = process.env.TEST_DATABASE_URL;
const TIMEOUT_MS = 1_000;

/** The PostgreSQL code of the error, or of its cause (drizzle wraps what pg throws). */
const pgCodeOf = (error: unknown): string | undefined => {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code ?? (e?.cause ? pgCodeOf(e.cause) : undefined);
};

/** Runs a statement on a session of its own, with no statement timeout, while the test goes on. */
async function holdFor(url: string, statements: string[]): Promise<{ done: Promise<void> }> {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  const done = (async () => {
    try {
      for (const statement of statements) await session.query(statement);
    } finally {
      await session.end();
    }
  })();
  return { done };
}

// DATABASE_STATEMENT_TIMEOUT_MS is PostgreSQL's statement_timeout: it needs a PostgreSQL server, which the
// tests have only with TEST_DATABASE_URL (PGlite runs inside this process and has no such limit).
describe.skipIf(!adminUrl)('a statement running past DATABASE_STATEMENT_TIMEOUT_MS on PostgreSQL', () => {
  const t = useTestApp('postgres', { env: { DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) } });
  let databaseUrl: string;
  beforeAll(async () => {
    const [row] = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select current_database() as name`),
    );
    const url = new URL(adminUrl!);
    url.pathname = `/${row!.name}`;
    databaseUrl = url.toString();
  });

  it('is cancelled by the server (57014), which the error handler maps to 503 unavailable', async () => {
    const started = Date.now();
    const error = await t.database.db.execute(sql`select pg_sleep(5)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(pgCodeOf(error)).toBe('57014');
    expect(toAppError(error)).toMatchObject({ status: 503, code: 'unavailable' });
  });

  it('answers a request stuck behind a lock with 503 in the error shape, then serves again', async () => {
    // One product (the list is answered from its cache, which a lock does not stop).
    const url = `/devices/${DEMO}/products/condoms?locale=en`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    // Another session holds the products table for longer than the limit, as a stuck query would.
    const blocker = await holdFor(databaseUrl, [
      'begin',
      'lock table products in access exclusive mode',
      'select pg_sleep(3)',
      'commit',
    ]);
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    const stuck = await t.app.inject({ url });
    expect(Date.now() - started).toBeLessThan(2_800);
    const body = expectError(stuck, 503, 'unavailable');
    expect(body.message).toBeTruthy();
    expect(stuck.headers['retry-after']).toBe('5');
    const warned = t.logs.filter((line) => line.includes('"msg":"unavailable"'));
    expect(warned.some((line) => line.includes('canceling statement due to statement timeout'))).toBe(true);
    await blocker.done;
    const again = await t.app.inject({ url });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('leaves migrations without a limit: they wait for another instance’s migration lock', async () => {
    const other = await holdFor(databaseUrl, [
      'begin',
      `select pg_advisory_xact_lock(${MIGRATION_LOCK})`,
      'select pg_sleep(2.5)',
      'commit',
    ]);
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    await t.database.migrate(migrationsFolder());
    expect(Date.now() - started).toBeGreaterThan(TIMEOUT_MS + 500);
    await other.done;
    // The pool's connections keep the limit afterwards.
    const [row] = rowsOf<{ statement_timeout: string }>(
      await t.database.db.execute(sql`show statement_timeout`),
    );
    expect(row?.statement_timeout).toBe('1s');
  });
});
