import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseCommandLine } from '../../../../scripts/command-line.mjs';
import { loadConfig, type Config } from '../config/config';
import { openPglite } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { backupKeyFile, secretKeyFile } from '../db/pglite-backup';
import { BACKUP_PATH, backupBearer } from '../modules/backup/backup.routes';
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

export const BACKUP_USAGE = `Takes a consistent copy of the embedded database (PGlite in DATA_DIR), also while the server runs.

Usage: npm run db:backup -- --to <file>

  --to <file>   where the copy goes (a tarball, mode 0600; relative to where the command is typed);
                the generated key secret.key is copied beside it as <file>.secret.key
  --help, -h    this text (nothing is opened or written)

It reads DATA_DIR (default ./data). When a server owns the folder, the copy is asked of it on its
loopback listener, so it reads NODE_ENV, PORT, OPERATOR_PORT and SECRET_KEY as the server does.
With DATABASE_URL set it refuses: back up PostgreSQL with pg_dump.
More: docs/operations.md (Back up and restore).`;

/** The running server's loopback address for owner calls: the operator listener in production. */
const ownerUrlOf = (config: Config): string =>
  `http://127.0.0.1:${config.env === 'production' ? config.operatorPort : config.port}`;

/** The server's key, as the server reads it: SECRET_KEY, or the one it generated beside its data. */
const serverSecretOf = (config: Config, dir: string): string => {
  if (config.secretKey) return config.secretKey;
  if (!existsSync(secretKeyFile(dir)))
    throw new CliError(`There is no ${secretKeyFile(dir)} to sign the request with.`);
  return readFileSync(secretKeyFile(dir), 'utf8').trim();
};

/** Asks the server that owns the folder for the copy: it takes it between transactions, and keeps serving. */
async function backupFromServer(config: Config, dir: string): Promise<Uint8Array> {
  const url = `${ownerUrlOf(config)}${BACKUP_PATH}`;
  const authorization = `Bearer ${backupBearer(serverSecretOf(config, dir))}`;
  const response = await fetch(url, { method: 'POST', headers: { authorization } }).catch(
    (error: unknown) => {
      throw new CliError(
        `The data folder is in use by a running server, but ${url} did not answer (${(error as Error).message}). ` +
          'Run this command with the same settings (NODE_ENV, PORT, OPERATOR_PORT, SECRET_KEY) as the server.',
      );
    },
  );
  if (!response.ok) throw new CliError(`The server answered ${response.status} to ${url}.`);
  return new Uint8Array(await response.arrayBuffer());
}

/** No server runs: this command opens the folder itself (and holds it, so none starts meanwhile). */
async function backupFromFolder(dir: string, release: () => void): Promise<Uint8Array> {
  try {
    if (!existsSync(join(dir, 'pglite'))) throw new CliError(`There is no database in ${dir} to back up.`);
    const database = await openPglite(join(dir, 'pglite'));
    try {
      return await database.backup!();
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/**
 * `npm run db:backup -- --to FILE`: a consistent copy of the embedded database in DATA_DIR, taken by the
 * running server (through its loopback listener, with the owner's bearer made from the server's key) or, when none runs, by this command. The generated key
 * `secret.key` is copied beside it as FILE.secret.key. PostgreSQL: pg_dump (docs/operations.md).
 */
export async function runBackup(io: Io): Promise<number> {
  try {
    const values = parseCommandLine(io.argv, {
      options: { to: { type: 'string' } },
      helpHint: 'npm run db:backup -- --help',
      check: ({ to }) => !to && '--to <file> is required',
    });
    if (values === 'help') {
      io.stdout.write(helpText(BACKUP_USAGE, io));
      return 0;
    }
    const config = loadConfig(io.env);
    if (config.databaseUrl) {
      throw new CliError(
        'DATABASE_URL is set: back up PostgreSQL with pg_dump or WAL archiving (docs/operations.md).',
      );
    }
    const dir = dataDirOf(config, io.env, io.cwd);
    const file = resolve(io.env.INIT_CWD ?? io.cwd, values.to as string);
    let release: (() => void) | null = null;
    try {
      release = lockDataDir(dir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
    }
    const tarball = release ? await backupFromFolder(dir, release) : await backupFromServer(config, dir);
    writeFileSync(file, tarball, { mode: 0o600 });
    io.stdout.write(
      `Backed up the data folder ${dir} to ${file} (${Math.ceil(tarball.byteLength / 1024)} kB).\n`,
    );
    if (config.secretKey) {
      io.stdout.write('SECRET_KEY is set: keep it with the backup; a restore needs the same key.\n');
    } else if (existsSync(secretKeyFile(dir))) {
      copyFileSync(secretKeyFile(dir), backupKeyFile(file));
      io.stdout.write(`Its key is in ${backupKeyFile(file)}: keep the two files together, and secret.\n`);
    }
    return 0;
  } catch (error) {
    return exitOnFailure(io, 'backup', error);
  }
}
