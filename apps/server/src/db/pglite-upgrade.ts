import { existsSync, renameSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { PGlite as PreviousPGlite } from 'pglite-0.5';
import { PGLITE_START_PARAMS } from './client';
import {
  keptDirOf,
  PGLITE_PG_MAJOR,
  pgMajorOf,
  PREVIOUS_PG_MAJOR,
  PREVIOUS_PGLITE,
  upgradingDirOf,
} from './pglite-format';

/** An upgrade that cannot start or did not check out: said in one message; the old database is untouched. */
export class UpgradeError extends Error {
  override name = 'UpgradeError';
}

export type UpgradeOutcome =
  { status: 'current' } | { status: 'upgraded'; kept: string; tables: number; rows: number };

interface Queries {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/** The row count of every table (drizzle's migration journal included), by schema-qualified name. */
export async function rowCounts(client: Queries): Promise<Map<string, number>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1`,
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    counts.set(name, rows[0]!.n);
  }
  return counts;
}

/**
 * Which folder holds the old database: `pglite/` itself, or (a run that stopped after moving it aside,
 * before the new one took its place) the kept folder. Undefined when `pglite/` is already current.
 */
function sourceOf(pgliteDir: string): string | undefined {
  const major = pgMajorOf(pgliteDir);
  const kept = keptDirOf(pgliteDir, PREVIOUS_PG_MAJOR);
  if (major === PGLITE_PG_MAJOR) return undefined;
  if (major === PREVIOUS_PG_MAJOR) {
    if (existsSync(kept)) {
      throw new UpgradeError(`${kept} already exists: move it elsewhere, then run the upgrade again.`);
    }
    return pgliteDir;
  }
  if (major === undefined && existsSync(upgradingDirOf(pgliteDir)) && pgMajorOf(kept) === PREVIOUS_PG_MAJOR)
    return kept;
  throw new UpgradeError(
    major === undefined
      ? `There is no database in ${pgliteDir} to upgrade.`
      : `${pgliteDir} holds a database of PostgreSQL ${major}; this command upgrades PostgreSQL ${PREVIOUS_PG_MAJOR}.`,
  );
}

/** The old database as SQL (pg_dump of pglite-tools, built for PGlite 0.5), and its row counts. */
async function dumpPrevious(source: string): Promise<{ sql: string; counts: Map<string, number> }> {
  const previous = await PreviousPGlite.create(source);
  try {
    const counts = await rowCounts(previous);
    // pglite-tools types its argument as the PGlite it is installed beside; it is the 0.5 one it needs.
    const dump = await pgDump({ pg: previous as unknown as PGlite });
    return { sql: await dump.text(), counts };
  } finally {
    await previous.close();
  }
}

/** Loads the dump into a new database in `target` and returns its row counts. */
async function loadCurrent(target: string, sql: string): Promise<Map<string, number>> {
  const current = await PGlite.create(target, { startParams: PGLITE_START_PARAMS });
  try {
    await current.exec(sql);
    return await rowCounts(current);
  } finally {
    await current.close();
  }
}

/** The tables whose counts differ (or that one side lacks), as "name: old → new". */
function differences(before: Map<string, number>, after: Map<string, number>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name) !== after.get(name))
    .map((name) => `${name}: ${before.get(name) ?? 'none'} → ${after.get(name) ?? 'none'}`);
}

/**
 * Moves the database in `pgliteDir` (`<data folder>/pglite`) from PGlite 0.5 (PostgreSQL 18) to this
 * build's PGlite: dumps it with 0.5, loads the dump into `pglite-upgrading/`, checks every table's row
 * count, then moves the old folder to `pglite-pg18/` (kept) and the new one into its place. Each step
 * leaves a state a new run finishes: a half-loaded `pglite-upgrading/` is made again from the start.
 */
export async function upgradePglite(
  pgliteDir: string,
  say: (line: string) => void = () => undefined,
): Promise<UpgradeOutcome> {
  const upgrading = upgradingDirOf(pgliteDir);
  const source = sourceOf(pgliteDir);
  if (!source) {
    rmSync(upgrading, { recursive: true, force: true });
    return { status: 'current' };
  }
  rmSync(upgrading, { recursive: true, force: true });
  say(`Reading ${source} with PGlite ${PREVIOUS_PGLITE} (PostgreSQL ${PREVIOUS_PG_MAJOR})…`);
  const { sql, counts } = await dumpPrevious(source);
  say(`Loading it into ${upgrading} (PostgreSQL ${PGLITE_PG_MAJOR})…`);
  const loaded = await loadCurrent(upgrading, sql);
  const wrong = differences(counts, loaded);
  if (wrong.length > 0) {
    rmSync(upgrading, { recursive: true, force: true });
    throw new UpgradeError(`The new database's row counts differ, nothing was moved: ${wrong.join('; ')}.`);
  }
  const kept = keptDirOf(pgliteDir, PREVIOUS_PG_MAJOR);
  if (source === pgliteDir) renameSync(pgliteDir, kept);
  renameSync(upgrading, pgliteDir);
  const rows = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return { status: 'upgraded', kept, tables: counts.size, rows };
}
