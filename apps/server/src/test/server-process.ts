import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/**
 * Starts the real server (source through tsx) and waits (30 s, or `waitMs`) until /healthz answers.
 * An `env` value undefined leaves that variable unset (LOG_LEVEL is `info` unless given).
 */
export async function startServer(
  env: Record<string, string | undefined>,
  port: number,
  waitMs = 30_000,
): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < waitMs / 100; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, baseUrl, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

export const killHard = (server: ServerProcess): Promise<void> =>
  new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });

/** Runs the real server until it exits (it is expected to fail at start): its exit code and stderr. */
export function runServerToExit(
  env: Record<string, string>,
  waitMs = 60_000,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const timer = setTimeout(() => child.kill('SIGKILL'), waitMs);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    }),
  );
}
