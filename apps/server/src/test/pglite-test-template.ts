import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from '../../build.mjs';
import { TEMPLATE_FILE } from '../db/pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite database the API tests' in-memory databases are copied from (a tarball). */
    pgliteTemplate?: string;
  }
}

/**
 * A vitest global setup: the migrated PGlite template, made once per run, as the build makes the one it
 * ships (build.mjs). Each fresh PGlite database of the harness is a copy of it (about a quarter of the CPU
 * of initdb and every migration); the harness still runs the migrations after the copy, which finds none
 * left. Without it (a config that does not list this setup), each database is made and migrated anew.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-test-template-'));
  const file = join(dir, TEMPLATE_FILE);
  await buildPgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
