import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from '../../build.mjs';
import { migrationsFolder } from '../db/migrations';
import './provided-context';

/** What the template is made of: every migration file and PGlite's version. */
function templateKey(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  for (const file of files.map((entry) => join(entry.parentPath, entry.name)).sort()) {
    hash.update(file.slice(folder.length)).update(readFileSync(file));
  }
  return hash.update(pgliteVersion()).digest('hex').slice(0, 16);
}

/** The installed PGlite's version, from its package.json (which its exports do not list). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * A vitest global setup: the migrated PGlite template, made as the build makes the one it ships
 * (build.mjs) and kept in the temporary folder under a hash of the migrations and PGlite's version, so
 * that it is made once, not once per run (a run after a migration changed makes a new one). Each fresh
 * PGlite database of the harness is a copy of it (about a third of the CPU of initdb and every
 * migration); the harness still runs the migrations after the copy, which finds none left. Without it
 * (a config that does not list this setup), each database is made and migrated anew.
 */
export default async function setup(project: TestProject): Promise<void> {
  const file = join(tmpdir(), `kiosk-test-pglite-template-${templateKey()}.tar.gz`);
  if (!existsSync(file)) {
    // Written beside and renamed: runs in parallel (other checkouts) never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    await buildPgliteTemplate(partial);
    renameSync(partial, file);
  }
  project.provide('pgliteTemplate', file);
}
