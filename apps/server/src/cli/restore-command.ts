import { chmodSync, copyFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseCommandLine } from '../../../../scripts/command-line.mjs';
import { loadConfig } from '../config/config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { backupKeyFile, holdsData, restorePglite, secretKeyFile } from '../db/pglite-backup';
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

export const RESTORE_USAGE = `Writes a copy made by db:backup into a data folder, with its key when <file>.secret.key is beside it.

Usage: npm run db:restore -- --from <file> [--data-dir <folder>] [--force]

  --from <file>          the copy (relative to where the command is typed)
  --data-dir <folder>    where it goes (default DATA_DIR, default ./data); refused while a server owns it
  --force                replace a database already in that folder
  --help, -h             this text (nothing is opened or written)

It reads DATA_DIR when --data-dir is not given. Start the server afterwards with the SECRET_KEY the copy
had when no key file is beside it.
More: docs/operations.md (Back up and restore).`;

/**
 * `npm run db:restore -- --from FILE --data-dir DIR`: writes a backup of `db:backup` into a data folder
 * (DATA_DIR when --data-dir is not given), with its key when FILE.secret.key is beside it. Refuses a
 * folder a running server owns, and one that holds a database unless --force (which replaces it).
 */
export async function runRestore(io: Io): Promise<number> {
  let release: (() => void) | undefined;
  try {
    const values = parseCommandLine(io.argv, {
      options: { from: { type: 'string' }, 'data-dir': { type: 'string' }, force: { type: 'boolean' } },
      helpHint: 'npm run db:restore -- --help',
      check: ({ from }) => !from && '--from <file> is required',
    });
    if (values === 'help') {
      io.stdout.write(helpText(RESTORE_USAGE, io));
      return 0;
    }
    const base = io.env.INIT_CWD ?? io.cwd;
    const from = resolve(base, values.from as string);
    if (!existsSync(from)) throw new CliError(`There is no backup file ${from}.`);
    const dir = values['data-dir']
      ? resolve(base, values['data-dir'] as string)
      : dataDirOf(loadConfig(io.env), io.env, io.cwd);
    try {
      release = lockDataDir(dir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      throw new CliError(
        `${error.message.split('. ')[0]}. Stop that server before restoring into its folder.`,
      );
    }
    const pgliteDir = join(dir, 'pglite');
    if (holdsData(pgliteDir) && !values.force) {
      throw new CliError(
        `The data folder ${dir} already holds a database. Restore into an empty folder, or add --force to replace it.`,
      );
    }
    await restorePglite(from, pgliteDir);
    io.stdout.write(`Restored ${from} into the data folder ${dir}.\n`);
    if (existsSync(backupKeyFile(from))) {
      copyFileSync(backupKeyFile(from), secretKeyFile(dir));
      chmodSync(secretKeyFile(dir), 0o600);
      io.stdout.write(`Its key ${backupKeyFile(from)} is now ${secretKeyFile(dir)}.\n`);
    } else {
      io.stdout.write(
        `No key beside the backup (${backupKeyFile(from)}): start the server with the SECRET_KEY it had.\n`,
      );
    }
    return 0;
  } catch (error) {
    return exitOnFailure(io, 'restore', error);
  } finally {
    release?.();
  }
}
