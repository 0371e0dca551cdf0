import { ConfigError, loadConfig } from '../config/config';
import { appliedMigrationCount, expectedMigrationCount, migrationsFolder } from '../db/migrations';
import { CliError } from './cli-error';
import { openCliDatabase, type CliDatabase } from './open-cli-database';

interface Io {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/**
 * `npm run db:migrate`: applies this build's migrations to the database of DATABASE_URL (or DATA_DIR) and
 * nothing else; the first step of a rolling upgrade (docs/operations.md). Exit code 0 when it is current.
 */
export async function runMigrate(io: Io): Promise<number> {
  let database: CliDatabase | undefined;
  try {
    database = await openCliDatabase(loadConfig(io.env), io.env, io.cwd);
    const applied = await appliedMigrationCount(database.db);
    const shipped = expectedMigrationCount(migrationsFolder());
    io.stdout.write(`Migrated ${database.where}: ${applied} migrations applied, ${shipped} in this build.\n`);
    return 0;
  } catch (error) {
    if (error instanceof CliError || error instanceof ConfigError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    io.stderr.write(`The migrations could not be applied: ${(error as Error).message ?? String(error)}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}
