import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const withAdmin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** A fresh database on the local PostgreSQL server, or null when none answers. */
export async function freshBenchDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `kiosk_bench_${randomBytes(5).toString('hex')}`;
  try {
    await withAdmin((c) => c.query(`create database ${name}`));
  } catch (error) {
    console.log(`PostgreSQL is not reachable (${(error as Error).message}): measuring PGlite only.`);
    return null;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
