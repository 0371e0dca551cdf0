// What every command a person runs does with its command line and settings, in one place: `--help` (or `-h`)
// prints the usage and acts on nothing (exit 0); an unknown flag or a bad value is one line on stderr and
// exit 2, also before anything is touched; `.env` at the repository root is read when it is there.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

/** The exit code of a command line the command does not take (as most Unix tools use it). */
export const USAGE_EXIT_CODE = 2;

/** A command line the command does not take: said in one line, exit 2. */
export class UsageError extends Error {
  name = 'UsageError';
}

/** The repository this file is in (or, in a bundle elsewhere, undefined: no `.env` is looked for then). */
export const repositoryRoot = (() => {
  const root = new URL('..', import.meta.url).pathname;
  try {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    return manifest.name === 'health-kiosk' ? root : undefined;
  } catch {
    return undefined;
  }
})();

const HELP_FLAGS = new Set(['--help', '-h']);

/**
 * The values of `argv` for `options` (node:util parseArgs, strict, no positionals), or `'help'` when
 * `--help` or `-h` is among them. `check` sees the values and returns a problem (one sentence) or nothing.
 * Throws a UsageError naming the first problem in one line, ending with where the usage is (`helpHint`).
 */
export function parseCommandLine(argv, { options = {}, check, helpHint }) {
  const hint = helpHint ? ` (see ${helpHint})` : '';
  const endOfFlags = argv.indexOf('--');
  const flags = endOfFlags === -1 ? argv : argv.slice(0, endOfFlags);
  if (flags.some((arg) => HELP_FLAGS.has(arg))) return 'help';
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false }));
  } catch (error) {
    // parseArgs explains positional arguments after its first sentence: the first one is what went wrong.
    const first = String(error.message)
      .split(/(?<=\.) /)[0]
      .replace(/\.$/, '');
    throw new UsageError(`${first}${hint}`);
  }
  const problem = check?.(values);
  if (problem) throw new UsageError(`${problem.replace(/\.$/, '')}${hint}`);
  return values;
}

/**
 * For a script: the values, or the usage printed and exit 0, or the problem in one line and exit 2.
 * `usage` may be a function, called only for `--help`.
 */
export function commandLineOrExit(argv, { usage, ...spec }) {
  try {
    const values = parseCommandLine(argv, spec);
    if (values !== 'help') return values;
    process.stdout.write(`${typeof usage === 'function' ? usage() : usage}\n`);
    process.exit(0);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(USAGE_EXIT_CODE);
  }
}

/**
 * Reads `.env` from `root` into process.env with Node's own parser (process.loadEnvFile), when there is one:
 * a variable already set in the environment keeps its value. Returns the file and the names it set (never
 * the values), or undefined when there is no file.
 */
export function loadDotEnv(root = repositoryRoot) {
  const file = root && join(root, '.env');
  if (!file || !existsSync(file)) return undefined;
  const before = new Set(Object.keys(process.env));
  process.loadEnvFile(file);
  return { file, names: Object.keys(process.env).filter((name) => !before.has(name)) };
}

/** One line for a command's `--help`: which `.env` was read and what it set, or that none was. */
export function dotEnvSummary(loaded, root = repositoryRoot) {
  if (!root) return 'Settings come from the environment only (no repository .env is read here).';
  if (!loaded)
    return `Settings come from the environment; ${join(root, '.env')} would be read too (there is none).`;
  const names = loaded.names.length ? loaded.names.join(', ') : 'nothing the environment did not already set';
  return `Settings come from the environment, then ${loaded.file} (variables already set win); it set: ${names}.`;
}
