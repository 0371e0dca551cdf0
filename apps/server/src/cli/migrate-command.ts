import { ConfigError, loadConfig } from '../config/config';
import { appliedMigrationCount, expectedMigrationCount, migrationsFolder } from '../db/migrations';
import { parseCommandLine } from '../../../../scripts/command-line.mjs';
import { helpText } from './cli-help';
import { CliError, usageFailure } from './cli-error';
import { openCliDatabase, type CliDatabase } from './open-cli-database';

interface Io {
  /** The command line after the command (none is taken but `--help`). */
  argv?: string[];
  /** What `--help` adds last: which settings file was read. */
  settingsNote?: string;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export const MIGRATE_USAGE = `Applies this build's database migrations, and nothing else: the first step of a rolling upgrade.

Usage: npm run db:migrate

  --help, -h   this text (nothing is opened, migrated or written)

It migrates the database the server uses: PostgreSQL by DATABASE_URL, else the embedded one in
DATA_DIR (default ./data; it must exist: the server's first start creates it, and no server may
run on it meanwhile). It reads NODE_ENV, SECRET_KEY and the server's other settings as the README's
Configuration section says.
More: docs/operations.md (Upgrade).`;

/**
 * `npm run db:migrate`: applies this build's migrations to the database of DATABASE_URL (or DATA_DIR) and
 * nothing else; the first step of a rolling upgrade (docs/operations.md). Exit code 0 when it is current.
 */
export async function runMigrate(io: Io): Promise<number> {
  let database: CliDatabase | undefined;
  try {
    const args = parseCommandLine(io.argv ?? [], { helpHint: 'npm run db:migrate -- --help' });
    if (args === 'help') {
      io.stdout.write(helpText(MIGRATE_USAGE, io));
      return 0;
    }
    database = await openCliDatabase(loadConfig(io.env), io.env, io.cwd);
    const applied = await appliedMigrationCount(database.db);
    const shipped = expectedMigrationCount(migrationsFolder());
    io.stdout.write(`Migrated ${database.where}: ${applied} migrations applied, ${shipped} in this build.\n`);
    return 0;
  } catch (error) {
    const usage = usageFailure(io, error);
    if (usage) return usage;
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
