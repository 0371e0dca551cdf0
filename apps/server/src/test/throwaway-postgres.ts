import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust, loopback only). */
  adminUrl: string;
  port: number;
  /** `pg_ctl restart -m fast`: every connection is closed, the server back once it accepts them again. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`: every connection is closed and none is taken until `start()`; the data stays. */
  halt(): void;
  /** Starts the halted server again and waits until it takes connections. */
  start(): Promise<void>;
  /** Stops the cluster at once and removes its folder. */
  stop(): void;
}

/** The newest PostgreSQL's binaries (Debian's /usr/lib/postgresql/<version>/bin), or null. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  return version ? join(root, version, 'bin') : null;
}

export const canStartThrowawayPostgres = postgresBin() !== null;

/**
 * A PostgreSQL cluster of the caller's own (initdb under a temporary folder, its own port on loopback) that
 * it may restart: the machine's shared PostgreSQL is never stopped. As root the cluster runs as the
 * `postgres` user (initdb refuses root). Made without fsync: it holds a run's data, nothing to keep.
 */
export async function startThrowawayPostgres(maxConnections = 300): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  if (!bin)
    throw new Error('no PostgreSQL binaries under /usr/lib/postgresql (apt-get install -y postgresql)');
  const port = await freePort();
  const root = mkdtempSync(join(tmpdir(), 'fleet-postgres-'));
  const data = join(root, 'data');
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(root, Number(user.stdout), Number(group.stdout));
  }
  const commandOf = (tool: string, args: string[]): [string, string[]] =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(...commandOf(tool, args), { encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')}: ${result.stderr || result.stdout}`);
  };
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    `-c listen_addresses=127.0.0.1`,
    `-c max_connections=${maxConnections}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
  ].join(' ');
  const ctlArgs = (args: string[]) => ['-D', data, '-l', join(root, 'log'), '-w', ...args];
  const ctl = (...args: string[]) => run('pg_ctl', ctlArgs(args));
  let isRunning = false;
  const stop = () => {
    if (isRunning) ctl('stop', '-m', 'immediate');
    isRunning = false;
    rmSync(root, { recursive: true, force: true });
  };
  // A process that dies without its clean-up (a test's time-out) takes its cluster with it.
  process.once('exit', stop);
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    ctl('-o', options, 'start');
    isRunning = true;
  } catch (error) {
    stop();
    throw error;
  }
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await acceptingConnections(adminUrl);
  return {
    adminUrl,
    port,
    // Not blocking this process: its agents and visits go on while the cluster restarts.
    restart: () =>
      new Promise<void>((resolve, reject) =>
        execFile(...commandOf('pg_ctl', ctlArgs(['-o', options, '-m', 'fast', 'restart'])), (error) =>
          error ? reject(error) : resolve(),
        ),
      ),
    halt: () => {
      ctl('stop', '-m', 'fast');
      isRunning = false;
    },
    start: async () => {
      ctl('-o', options, 'start');
      isRunning = true;
      await acceptingConnections(adminUrl);
    },
    stop: () => {
      process.off('exit', stop);
      stop();
    },
  };
}

/** Waits (up to 30 s) until the cluster takes a connection over TCP (pg_ctl -w looks at its pid file). */
async function acceptingConnections(url: string) {
  for (const end = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 200))) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > end) throw error;
    }
  }
}
