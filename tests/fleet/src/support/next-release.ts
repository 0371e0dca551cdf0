import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '@kiosk/server/build.mjs';
import { migrationNames, migrationsFolder } from '@kiosk/server/src/db/migrations';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'apps', 'server');
/** Under dist/ (ignored by git), so the release's bundles find the checkout's packages as a release's do. */
const RELEASE = join(serverRoot, 'dist', 'next-release');

export interface NextRelease {
  /** The release's server, dist/main.js. */
  main: string;
  /** The migration this release adds, and how many it has in all. */
  migration: string;
  migrationCount: number;
  /** The release's migrations folder, drizzle/ beside its dist/. */
  folder: string;
  /** Its `npm run db:migrate` (the command bundled as its server is): exit code and output. */
  migrate(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }>;
}

/**
 * The release after this checkout, laid out as a built release is: its server and its `db:migrate` command
 * bundled into dist/, its migrations in drizzle/ beside it (this checkout's and one more, `sql`), where
 * both bundles look for them (db/migrations.ts). Nothing but the migrations differs from this build.
 */
export async function buildNextRelease(name: string, sql: string): Promise<NextRelease> {
  rmSync(RELEASE, { recursive: true, force: true });
  const folder = join(RELEASE, 'drizzle');
  cpSync(migrationsFolder(), folder, { recursive: true });
  // Named to sort after every migration of this checkout, as a later release's would.
  const migration = `29991231235959_${name}`;
  mkdirSync(join(folder, migration));
  writeFileSync(join(folder, migration, 'migration.sql'), sql);
  const main = join(RELEASE, 'dist', 'main.js');
  const migrateEntry = join(RELEASE, 'dist', 'migrate.js');
  await Promise.all([bundleServer(main), bundleServer(migrateEntry, 'src/cli/migrate.ts')]);
  return {
    main,
    migration,
    migrationCount: migrationNames(folder).length,
    folder,
    migrate: (env) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [migrateEntry], {
          cwd: RELEASE,
          env: { ...process.env, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => (stdout += String(chunk)));
        child.stderr.on('data', (chunk) => (stderr += String(chunk)));
        child.once('close', (code) => resolve({ code, stdout, stderr }));
      }),
  };
}
