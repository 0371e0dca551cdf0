import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, rowsOf, type Database } from './client';
import { MAX_PREPARED_PER_CONNECTION } from './prepared-statements';

const adminUrl = process.env.TEST_DATABASE_URL;

// pg's prepared statements live in a PostgreSQL server's sessions: the tests have one only with
// TEST_DATABASE_URL (PGlite prepares nothing across calls).
describe.skipIf(!adminUrl)('statements on a PostgreSQL server', () => {
  let database: Database;
  /** The session's prepared statements whose text contains `marker`. */
  const preparedWith = async (marker: string) =>
    rowsOf<{ statement: string }>(
      await database.db.execute(
        sql`select statement from pg_prepared_statements where statement like ${`%${marker}%`}`,
      ),
    ).map((r) => r.statement);

  beforeAll(async () => {
    // One connection, so every statement below and the look at pg_prepared_statements share a session.
    database = await openPostgres(adminUrl!, { max: 1 });
  });
  afterAll(() => database.close());

  it('prepares a statement with parameters once, and answers each call with its own values', async () => {
    const answers = [];
    for (const n of [1, 2, 3])
      answers.push(rowsOf(await database.db.execute(sql`select ${n}::int + 40 as prepared_marker`)));
    expect(answers).toEqual([
      [{ prepared_marker: 41 }],
      [{ prepared_marker: 42 }],
      [{ prepared_marker: 43 }],
    ]);
    expect(await preparedWith('as prepared_marker')).toEqual(['select $1::int + 40 as prepared_marker']);
  });

  it('sends a statement without parameters as it is', async () => {
    expect(rowsOf(await database.db.execute(sql`select 7 as unprepared_marker`))).toEqual([
      { unprepared_marker: 7 },
    ]);
    expect(await preparedWith('as unprepared_marker')).toEqual([]);
  });

  it(`prepares at most ${MAX_PREPARED_PER_CONNECTION} statements on a connection, then parses the rest`, async () => {
    for (let i = 0; i <= MAX_PREPARED_PER_CONNECTION; i++)
      await database.db.execute(sql`select ${i}::int as ${sql.raw(`capped_marker_${i}`)}`);
    const last = `capped_marker_${MAX_PREPARED_PER_CONNECTION}`;
    expect(rowsOf(await database.db.execute(sql`select ${5}::int as ${sql.raw(last)}`))).toEqual([
      { [last]: 5 },
    ]);
    const prepared = rowsOf<{ count: number }>(
      await database.db.execute(sql`select count(*)::int as count from pg_prepared_statements`),
    )[0]!.count;
    expect(prepared).toBe(MAX_PREPARED_PER_CONNECTION);
    expect(await preparedWith(last)).toEqual([]);
  });
});
