import { join, resolve } from 'node:path';
import { parseCommandLine } from '../../../../scripts/command-line.mjs';
import { loadConfig } from '../config/config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { PGLITE_PG_MAJOR, PREVIOUS_PG_MAJOR, PREVIOUS_PGLITE } from '../db/pglite-format';
import { helpText } from './cli-help';
import { CliError, exitOnFailure } from './cli-error';
import { dataDirOf } from './open-cli-database';

interface Io {
  /** What `--help` adds last: which settings file was read. */
  settingsNote?: string;
  argv: string[];
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export const UPGRADE_USAGE = `Moves the embedded database of a data folder written by PGlite ${PREVIOUS_PGLITE} (PostgreSQL ${PREVIOUS_PG_MAJOR})
to this release's PGlite (PostgreSQL ${PGLITE_PG_MAJOR}), which cannot open the old one.

Usage: npm run db:upgrade -- [--data-dir <folder>]

  --data-dir <folder>   the data folder (default DATA_DIR, default ./data); refused while a server owns it
  --help, -h            this text (nothing is opened or written)

It dumps the old database (pg_dump with PGlite ${PREVIOUS_PGLITE}), loads the dump into a new one, checks
that every table has as many rows, then keeps the old one as <folder>/pglite-pg${PREVIOUS_PG_MAJOR} and puts
the new one in its place. Run it again if it stopped midway; on a current folder it changes nothing.
It reads DATA_DIR when --data-dir is not given.
More: docs/operations.md (Upgrading the embedded database).`;

/** Holds the folder for the upgrade: no server may start on it meanwhile, nor run on it now. */
function lockForUpgrade(dir: string): () => void {
  try {
    return lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new CliError(
      `${error.message.split('. ')[0]}. Stop that server, upgrade, then start this release.`,
    );
  }
}

/**
 * `npm run db:upgrade -- --data-dir DIR`: the embedded database of DIR (DATA_DIR when not given) from
 * PGlite 0.5 to this build's PGlite, by a logical dump and restore (docs/decisions.md). Exit 0 when the
 * folder is upgraded or was already current.
 */
export async function runUpgrade(io: Io): Promise<number> {
  let release: (() => void) | undefined;
  try {
    const values = parseCommandLine(io.argv, {
      options: { 'data-dir': { type: 'string' } },
      helpHint: 'npm run db:upgrade -- --help',
    });
    if (values === 'help') {
      io.stdout.write(helpText(UPGRADE_USAGE, io));
      return 0;
    }
    const dir = values['data-dir']
      ? resolve(io.env.INIT_CWD ?? io.cwd, values['data-dir'] as string)
      : dataDirOf(loadConfig(io.env), io.env, io.cwd);
    release = lockForUpgrade(dir);
    // Loaded here, not above: two PGlite builds and pg_dump, for this command alone.
    const { upgradePglite, UpgradeError } = await import('../db/pglite-upgrade');
    const outcome = await upgradePglite(join(dir, 'pglite'), (line) => io.stdout.write(`${line}\n`)).catch(
      (error: unknown) => {
        throw error instanceof UpgradeError ? new CliError(error.message) : error;
      },
    );
    io.stdout.write(
      outcome.status === 'current'
        ? `The data folder ${dir} is already on PostgreSQL ${PGLITE_PG_MAJOR}: nothing to do.\n`
        : `Upgraded the data folder ${dir}: ${outcome.tables} tables, ${outcome.rows} rows, every count checked. ` +
            `The old database is kept in ${outcome.kept}; remove it once the server runs well.\n`,
    );
    return 0;
  } catch (error) {
    return exitOnFailure(io, 'upgrade', error);
  } finally {
    release?.();
  }
}
