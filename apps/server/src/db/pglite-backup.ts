import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from './client';
import { DataFormatError, pgMajorOf, PREVIOUS_PG_MAJOR, PREVIOUS_PGLITE } from './pglite-format';

/** True when the folder holds a database (or anything else) that a restore would overwrite. */
export const holdsData = (pgliteDir: string): boolean =>
  existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0;

/**
 * Writes a backup (Database.backup, client.ts) into `pgliteDir` (emptied first) and checks that it opens.
 * A backup taken by PGlite 0.5 is PostgreSQL 18's folder, which this PGlite unpacks but cannot open: it is
 * left unpacked as it was, and the message names db:upgrade, which moves it from there.
 */
export async function restorePglite(backupFile: string, pgliteDir: string): Promise<void> {
  rmSync(pgliteDir, { recursive: true, force: true });
  const loadDataDir = new Blob([await readFile(backupFile)]);
  const client = await PGlite.create(pgliteDir, { startParams: PGLITE_START_PARAMS, loadDataDir }).catch(
    (error: unknown) => {
      if (pgMajorOf(pgliteDir) !== PREVIOUS_PG_MAJOR) throw error;
      const dataDir = dirname(pgliteDir);
      throw new DataFormatError(
        `The backup ${backupFile} was taken by PGlite ${PREVIOUS_PGLITE} (PostgreSQL ${PREVIOUS_PG_MAJOR}), which ` +
          `this release cannot open. It is unpacked in ${dataDir} as it was: upgrade it there with ` +
          `\`npm run db:upgrade -- --data-dir ${dataDir}\` (docs/operations.md, "Upgrading the embedded database").`,
      );
    },
  );
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
}

/** The key file the embedded server generates beside its database when SECRET_KEY is not set. */
export const secretKeyFile = (dataDir: string): string => join(dataDir, 'secret.key');

/** The backup's key, beside the backup file: keyed hashes (sign-in codes, capabilities) need it. */
export const backupKeyFile = (backupFile: string): string => `${backupFile}.secret.key`;
