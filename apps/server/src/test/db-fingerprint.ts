import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/** Every table of the schema, found once from the catalogue, so a new table is never left out. */
async function tablesOf(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  return rows.map((r) => r.name);
}

/**
 * A hash per table of all its rows, read in one statement; comparing two tells which tables a request
 * wrote (the stricter sibling of test/db-state.ts `snapshot`, which lists its tables by hand).
 */
export async function fingerprinter(db: Db) {
  const tables = await tablesOf(db);
  const statement = tables
    .map(
      (t) =>
        `select '${t}' as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`,
    )
    .join(' union all ');
  return async (): Promise<Record<string, string>> => {
    const rows = rowsOf<{ name: string; h: string }>(await db.execute(sql.raw(statement)));
    return Object.fromEntries(rows.map((r) => [r.name, r.h]));
  };
}

export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys(after).filter((t) => before[t] !== after[t]);
