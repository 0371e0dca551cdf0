import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../apps/server/node-flags.mjs';
import { isListening, until } from './kiosk-pc';

/**
 * A server of its own in production mode on an empty embedded database: no demo seed, no demo passkeys,
 * as a programme's first start after docs/operations.md. Only the payment and SMS stand-ins stay (there is
 * no card network or SMS gateway here), allowed by ALLOW_DEMO_IN_PRODUCTION; SEED_DEMO is off.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_ENTRY = join(root, 'apps', 'server', 'dist', 'main.js');

export type TProductionServer = {
  base: string;
  /** Runs a server command (`npm run <script> -w @kiosk/server -- …`) on its database, the server stopped. */
  command: (script: string, args: string[], input?: string) => { status: number | null; output: string };
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Stops the server and removes its data folder. */
  remove: () => Promise<void>;
};

export function productionServer(port: number): TProductionServer {
  const folder = mkdtempSync(join(tmpdir(), 'kiosk-e2e-production-'));
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    ALLOW_DEMO_IN_PRODUCTION: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    SMS_PROVIDER: 'outbox',
    SECRET_KEY: 'e2e-production-secret-key-of-forty-characters',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: join(folder, 'data'),
    LOG_LEVEL: 'warn',
    DISPENSE_UNIT_MS: '1000',
  };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'DEMO_STAFF_PASSKEY', 'DEMO_ACCESS_CODE']) {
    delete env[name];
  }
  delete env.DEMO_OPERATOR_PASSWORD;
  let server: ChildProcess | null = null;
  const stop = async () => {
    const running = server;
    server = null;
    if (running && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    await until(async () => !(await isListening(port)), 'the server’s port to close', 10_000);
  };
  return {
    base,
    command: (script, args, input) => {
      const result = spawnSync('npm', ['run', script, '-w', '@kiosk/server', '--', ...args], {
        cwd: root,
        env,
        input,
        encoding: 'utf8',
      });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    start: async () => {
      server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env,
      });
      await until(async () => (await fetch(`${base}/readyz`)).ok, 'the production server', 120_000);
    },
    stop,
    remove: async () => {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
