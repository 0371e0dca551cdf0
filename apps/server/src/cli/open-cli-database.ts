import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config/config';
import { openPglite, openPostgres, type Db } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { migrationsFolder } from '../db/migrations';
import { DataFormatError } from '../db/pglite-format';
import { CliError } from './cli-error';

export interface CliDatabase {
  db: Db;
  /** Where the data is, for the command's message (never a password: the URL is not shown). */
  where: string;
  close(): Promise<void>;
}

/** A relative DATA_DIR means the folder npm was started in (INIT_CWD), as for `npm start` at the root. */
export const dataDirOf = (config: Config, env: NodeJS.ProcessEnv, cwd: string): string =>
  resolve(env.INIT_CWD ?? cwd, config.dataDir);

/**
 * Opens the database the server uses: PostgreSQL by DATABASE_URL, or the embedded one in DATA_DIR.
 * The embedded one allows one process per data folder, so this refuses while the server runs on it.
 * Never creates or seeds a database: that is the server's first start.
 */
export async function openCliDatabase(
  config: Config,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<CliDatabase> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, {
      max: 2,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    }).catch((error: unknown) => {
      throw new CliError(`Could not connect to DATABASE_URL: ${(error as Error).message}`);
    });
    await database.migrate(migrationsFolder());
    return {
      db: database.db,
      where: 'the PostgreSQL database of DATABASE_URL',
      close: () => database.close(),
    };
  }
  const dir = dataDirOf(config, env, cwd);
  let release: () => void;
  try {
    release = lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const pid = /\(pid (\d+)\)/.exec(error.message)?.[1];
    throw new CliError(
      `The data folder ${dir} is in use by a running server${pid ? ` (pid ${pid})` : ''}. ` +
        'The embedded database allows one process per data folder: stop the server, run this command, ' +
        'then start the server again.',
    );
  }
  try {
    if (!existsSync(join(dir, 'pglite'))) {
      throw new CliError(
        `There is no database in ${dir}. Start the server once (npm start) to create it, ` +
          'or set DATA_DIR or DATABASE_URL to the one the server uses.',
      );
    }
    const database = await openPglite(join(dir, 'pglite'));
    await database.migrate(migrationsFolder());
    return {
      db: database.db,
      where: `the data folder ${dir}`,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    // A folder of an older PGlite: every command says the one message naming db:upgrade.
    throw error instanceof DataFormatError ? new CliError(error.message) : error;
  }
}
