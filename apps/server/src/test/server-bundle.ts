import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { bundleServer as bundleWithBuild } from '../../build.mjs';
import type { ServerProcess } from './server-process';
import { SERVER_BUNDLE, serverRoot } from './server-bundle-entry';
import './provided-context';

let bundled: Promise<string> | null = null;

/**
 * The server bundled the way build.mjs bundles it: a restart then costs a plain `node` start instead of
 * compiling every source file again through tsx. Once per run where the config bundles it in its global
 * setup (bundle-server-once.ts: the resilience and fleet suites), else once per test file or bench run
 * (`npm run bench:fleet` runs outside vitest, where `inject` has nothing to give and throws).
 */
export function bundleServer(): Promise<string> {
  const ready = process.env.VITEST ? inject('serverBundle') : undefined;
  bundled ??= ready ? Promise.resolve(ready) : bundleWithBuild(SERVER_BUNDLE).then(() => SERVER_BUNDLE);
  return bundled;
}

let scratchDataDir: string | undefined;
/**
 * DATA_DIR for a server started without one (where it writes the demo's credentials and keeps releases): one
 * temporary folder per test process, shared by the servers it starts, never the checkout's apps/server/data,
 * which other suites running meanwhile check is left alone.
 */
const defaultDataDir = (): string => {
  if (!scratchDataDir) {
    const dir = mkdtempSync(join(tmpdir(), 'kiosk-test-data-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    scratchDataDir = dir;
  }
  return scratchDataDir;
};

/**
 * Starts the bundled server (or another bundle of it, `entry`: a release's dist/main.js) on 127.0.0.1 and
 * waits (up to a minute) until /healthz answers.
 */
export async function startBundledServer(
  env: Record<string, string>,
  port: number,
  entry?: string,
): Promise<ServerProcess> {
  entry ??= await bundleServer();
  let output = '';
  const child = spawn(process.execPath, [entry], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATA_DIR: defaultDataDir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const isUp = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (isUp) return { child, baseUrl, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within a minute: ${output}`);
}
