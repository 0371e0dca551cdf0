import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * The PostgreSQL major version of the PGlite this build runs (0.6: PostgreSQL 19). A data folder is
 * PostgreSQL's own on-disk format, which changes with each major version: PGlite cannot open a folder
 * written by another major (client.test.ts checks this number against the running server).
 */
export const PGLITE_PG_MAJOR = 19;

/** The major that `npm run db:upgrade` reads (PGlite 0.5), and the PGlite release that wrote it. */
export const PREVIOUS_PG_MAJOR = 18;
export const PREVIOUS_PGLITE = '0.5';

/** Where db:upgrade builds the new database before it takes the place of `pglite/`. */
export const upgradingDirOf = (pgliteDir: string): string => `${pgliteDir}-upgrading`;

/** Where db:upgrade keeps the old database, beside the new one (never deleted). */
export const keptDirOf = (pgliteDir: string, major: number): string => `${pgliteDir}-pg${major}`;

/** The PostgreSQL major a data folder was written by (its PG_VERSION file), or undefined when it holds none. */
export function pgMajorOf(pgliteDir: string): number | undefined {
  const file = join(pgliteDir, 'PG_VERSION');
  if (!existsSync(file)) return undefined;
  return Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
}

/** A data folder this build's PGlite cannot open; said in one message naming the folder and the fix. */
export class DataFormatError extends Error {
  override name = 'DataFormatError';
}

const upgradeCommand = (dataDir: string): string => `npm run db:upgrade -- --data-dir ${dataDir}`;

/**
 * Refuses, before PGlite touches it, a folder written by another PostgreSQL major or left by an
 * interrupted upgrade: PGlite would stop with "failed to initialize properly", or (an interrupted
 * upgrade having moved `pglite/` aside) start an empty database. `pgliteDir` is `<data folder>/pglite`.
 */
export function checkPgliteFormat(pgliteDir: string): void {
  const dataDir = dirname(pgliteDir);
  if (existsSync(upgradingDirOf(pgliteDir))) {
    throw new DataFormatError(
      `The data folder ${dataDir} holds an unfinished upgrade (${basename(upgradingDirOf(pgliteDir))}). ` +
        `Finish it with \`${upgradeCommand(dataDir)}\` (docs/operations.md, "Upgrading the embedded database").`,
    );
  }
  const major = pgMajorOf(pgliteDir);
  if (major === undefined || major === PGLITE_PG_MAJOR) return;
  if (major === PREVIOUS_PG_MAJOR) {
    throw new DataFormatError(
      `The data folder ${dataDir} holds a database of PGlite ${PREVIOUS_PGLITE} (PostgreSQL ${major}), which ` +
        `this release (PostgreSQL ${PGLITE_PG_MAJOR}) cannot open. Nothing was changed. Upgrade it once with ` +
        `\`${upgradeCommand(dataDir)}\` (docs/operations.md, "Upgrading the embedded database").`,
    );
  }
  throw new DataFormatError(
    `The data folder ${dataDir} holds a database of PostgreSQL ${major}, which this release ` +
      `(PostgreSQL ${PGLITE_PG_MAJOR}) cannot open, nor upgrade (db:upgrade reads PostgreSQL ` +
      `${PREVIOUS_PG_MAJOR}). Nothing was changed. Run it with the release that wrote it.`,
  );
}
