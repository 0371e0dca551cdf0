import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config/config';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { appliedMigrationCountOrNone, expectedMigrationCount, migrationsFolder } from './db/migrations';
import { bundledTemplate } from './db/pglite-template';
import { secretKeyFile } from './db/pglite-backup';
import { seedDemo, seedFlags, type SeedResult } from './db/seed';
import { seedConsoleDemo } from './db/seed-console';
import { randomSecret } from './lib/secrets';
import { migrationsBehind } from './startup-failure';

export interface Opened {
  database: Database;
  secret: string;
  seed: SeedResult | null;
  close(): Promise<void>;
}

/** The embedded product keeps its generated key beside its data, so hashes survive a restart. */
function embeddedSecret(dataDir: string): string {
  const file = secretKeyFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Migrates (MIGRATE_ON_START, the default), or only checks that the database has every migration of this
 * build: a fleet's instances leave migrating to `npm run db:migrate`, and one on a database behind its
 * build would fail on the first query that reads what it lacks, so it refuses to start instead.
 */
async function migrateOrCheck(config: Config, database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (config.migrateOnStart) return database.migrate(folder);
  const [applied, expected] = [
    await appliedMigrationCountOrNone(database.db),
    expectedMigrationCount(folder),
  ];
  if (applied < expected) throw migrationsBehind(config, applied, expected);
}

/** Opens the database (PGlite in DATA_DIR, or PostgreSQL by DATABASE_URL), migrates (or checks) and seeds it. */
export async function openDatabase(config: Config): Promise<Opened> {
  let release = () => undefined as void;
  let database: Database;
  let secret: string;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, {
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
    secret = config.secretKey!;
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    release = lockDataDir(config.dataDir);
    try {
      database = await openPglite(join(config.dataDir, 'pglite'), { template: bundledTemplate() });
    } catch (error) {
      release();
      throw error;
    }
    secret = config.secretKey ?? embeddedSecret(config.dataDir);
  }
  try {
    await migrateOrCheck(config, database);
  } catch (error) {
    await database.close();
    release();
    throw error;
  }
  const seed = config.seedDemo
    ? {
        ...(await seedDemo(database.db, config.demoStaffPasskey, config.demoAccessCode)),
        ...(await seedConsoleDemo(
          database.db,
          { operatorPassword: config.demoOperatorPassword, staffPasskey: config.demoStaffPasskey },
          new Date(),
        )),
      }
    : null;
  if (!seed) await seedFlags(database.db);
  return {
    database,
    secret,
    seed,
    async close() {
      await database.close();
      release();
    },
  };
}
