import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_NODE_FLAGS } from '../../apps/server/node-flags.mjs';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * The production build as the benches run it: the demo's sandbox providers, outbox and seeded catalogue
 * allowed, warnings only, and the loopback /metrics listener on a free port so two servers run side by side.
 */
export const BENCH_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  ALLOW_DEMO_IN_PRODUCTION: 'true',
  LOG_LEVEL: 'warn',
  OPERATOR_PORT: '0',
} as const;

/** The server's command line as `npm start` gives it: its node flags (and any more given), then `entry`. */
export const serverArgs = (entry: string, ...nodeFlags: string[]): string[] => [
  ...SERVER_NODE_FLAGS,
  ...nodeFlags,
  entry,
];

export interface Running {
  child: ChildProcess;
  baseUrl: string;
  stop(): Promise<void>;
}

/** Spawns a Node program on 127.0.0.1:port and waits until `readyPath` answers 200. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
): Promise<Running> {
  let output = '';
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output = (output + String(chunk)).slice(-4000)));
  child.stderr?.on('data', (chunk) => (output = (output + String(chunk)).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited: ${output}`);
    const isUp = await fetch(`${baseUrl}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (isUp) return { child, baseUrl, stop };
    await new Promise((r) => setTimeout(r, 20));
  }
  await stop();
  throw new Error(`${args.join(' ')} did not start: ${output}`);
}
