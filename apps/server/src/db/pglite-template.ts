import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the build (build.mjs) leaves the template: beside the bundle. */
export const TEMPLATE_FILE = 'pglite-template.tar.gz';

/** The build's template beside this module, or undefined (run from source: initdb it is). */
export function bundledTemplate(): string | undefined {
  const file = join(dirname(fileURLToPath(import.meta.url)), TEMPLATE_FILE);
  return existsSync(file) ? file : undefined;
}

/**
 * The template to start a data folder from: only a folder without a database takes it (an in-memory
 * database, dir undefined, always does), and PGlite unpacks it in place of initdb and the migrations it
 * already holds.
 */
export function templateFor(dir: string | undefined, template: string | undefined): Blob | undefined {
  if (!template || (dir && existsSync(join(dir, 'PG_VERSION')))) return undefined;
  return new Blob([readFileSync(template)]);
}
