import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';
import { brokerProblemOf, brokerProblemText } from '@kiosk/device-link';
import type { Config } from './config/config';
import { ConfigError } from './config/config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DataFormatError } from './db/pglite-format';

/** A start-up step that failed for a reason the person running the server can fix: said in one line. */
export class StartupError extends Error {
  override name = 'StartupError';
}

type Coded = { code?: string; message?: string; cause?: unknown };

/** The innermost error with a code (a socket's ECONNREFUSED, PostgreSQL's SQLSTATE), else the outermost. */
function rootOf(error: unknown): Coded {
  let current = error as Coded | undefined;
  let found: Coded = (error ?? {}) as Coded;
  for (let depth = 0; current && depth < 8; depth++) {
    if (typeof current.code === 'string') found = current;
    current = current.cause as Coded | undefined;
  }
  return found;
}

const codeOf = (error: unknown): string => rootOf(error).code ?? '';

/** Where a URL points, without its user, password, path or query. */
const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return 'the address given';
  }
};

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ECONNRESET',
]);

/** Opening, migrating or seeding the database failed. */
export function databaseFailure(config: Config, error: unknown): StartupError {
  const code = codeOf(error);
  if (error instanceof DataFormatError) return new StartupError(`DATA_DIR: ${error.message}`);
  if (!config.databaseUrl) {
    if (code === 'EEXIST' || code === 'ENOTDIR') {
      return new StartupError(
        `DATA_DIR: ${config.dataDir} is not a folder (${code}). Set DATA_DIR to a folder the server may write.`,
      );
    }
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
      return new StartupError(
        `DATA_DIR: the server may not write ${config.dataDir} (${code}). Give its user that folder, or set DATA_DIR to another.`,
      );
    }
    return new StartupError(
      `DATA_DIR: the embedded database in ${config.dataDir} could not be opened (${rootOf(error).message ?? code}). ` +
        'Restore the folder from a backup (docs/operations.md), or set DATA_DIR to a new folder.',
    );
  }
  const at = hostOf(config.databaseUrl);
  const fix = 'Start PostgreSQL there, or set DATABASE_URL to a server this machine can reach.';
  if (
    UNREACHABLE.has(code) ||
    /timeout exceeded when trying to connect/i.test(String(rootOf(error).message))
  ) {
    return new StartupError(
      `DATABASE_URL: PostgreSQL at ${at} did not answer (${code || 'timeout'}). ${fix}`,
    );
  }
  if (code === '28P01' || code === '28000') {
    return new StartupError(
      `DATABASE_URL: PostgreSQL at ${at} refused the user or password (${code}). Correct them in DATABASE_URL.`,
    );
  }
  if (code === '3D000') {
    return new StartupError(
      `DATABASE_URL: the database named in DATABASE_URL does not exist at ${at} (${code}). Create it (createdb), or correct the name.`,
    );
  }
  return new StartupError(
    `DATABASE_URL: PostgreSQL at ${at} failed at start (${[code, rootOf(error).message].filter(Boolean).join(': ')}). ` +
      'Check that server and its log, then start again.',
  );
}

/** MIGRATE_ON_START=false and the database lacks migrations this build has: a fleet's step was skipped. */
export function migrationsBehind(config: Config, applied: number, expected: number): StartupError {
  const where = config.databaseUrl
    ? `PostgreSQL at ${hostOf(config.databaseUrl)}`
    : `the data folder ${config.dataDir}`;
  return new StartupError(
    `MIGRATE_ON_START: ${where} has ${applied} of this build's ${expected} migrations, and this instance does not migrate. ` +
      'Run `npm run db:migrate` with this release (docs/operations.md, "Upgrade"), then start it again.',
  );
}

/** Listening on PORT or OPERATOR_PORT failed. */
export function listenFailure(setting: 'PORT' | 'OPERATOR_PORT', port: number, error: unknown): StartupError {
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `${setting}: port ${port} is already in use (EADDRINUSE). Stop the program using it, or set ${setting} to a free port.`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `${setting}: this user may not listen on port ${port} (EACCES). Use a port above 1023 (the proxy takes 443), or set HOST.`,
    );
  }
  if (code === 'EADDRNOTAVAIL') {
    return new StartupError(
      `HOST: this machine has no address to listen on port ${port} (EADDRNOTAVAIL). Set HOST to one of its addresses, or 0.0.0.0.`,
    );
  }
  return new StartupError(`${setting}: could not listen on port ${port} (${code || rootOf(error).message}).`);
}

const probe = (host: string, port: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => server.close(() => resolve()));
  });

/** Before the (slow) database opens: the ports are free, or start-up stops at once with the one line. */
export async function checkPortsFree(config: Config): Promise<void> {
  if (config.port !== 0) {
    await probe(config.host, config.port).catch((error: unknown) => {
      throw listenFailure('PORT', config.port, error);
    });
  }
  if (config.env === 'production' && config.operatorPort !== 0) {
    await probe('127.0.0.1', config.operatorPort).catch((error: unknown) => {
      throw listenFailure('OPERATOR_PORT', config.operatorPort, error);
    });
  }
}

/** Before anything opens: every file a setting names can be read (the broker's CA certificate). */
export function checkSettingFiles(config: Config): void {
  const caFile = config.dispenser === 'device-link' ? config.deviceLink.caFile : undefined;
  if (!caFile) return;
  try {
    accessSync(caFile, constants.R_OK);
  } catch (error) {
    throw new StartupError(
      `MQTT_CA_FILE: cannot read ${caFile} (${codeOf(error)}). Set it to the broker's CA certificate (PEM), ` +
        'or leave it unset when a public CA signed the broker.',
    );
  }
}

/** DISPENSER=device-link and no broker took the connection in time: the setting its last error points at. */
export function brokerFailure(config: Config, waitedMs: number, error: unknown): StartupError {
  const at = hostOf(config.deviceLink.brokerUrl);
  const problem = brokerProblemOf(error);
  if (problem.kind !== 'unreachable') return new StartupError(brokerProblemText(problem, at));
  return new StartupError(
    `MQTT_URL: no MQTT broker answered at ${at} within ${Math.round(waitedMs / 1000)} s (${problem.detail}). ` +
      'Start the broker, or set MQTT_URL to one this machine can reach.',
  );
}

/** What main prints when start-up fails: the one line when it is known, else the error as it came. */
export function failureText(error: unknown): string {
  if (error instanceof StartupError || error instanceof ConfigError || error instanceof DataDirLockedError) {
    return error.message;
  }
  return `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
