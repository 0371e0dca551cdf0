import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const emulator = spawn(
  process.execPath,
  ['--import', 'tsx', here('./main.ts'), '--poll-ms', '20', '--vend-ms', '60'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
afterAll(async () => {
  if (emulator.exitCode === null) {
    emulator.kill('SIGTERM');
    await once(emulator, 'exit');
  }
});

describe('npm run emulate:spiral', () => {
  it('serves a board that npm run test:driver passes the spiral driver on', async () => {
    let out = '';
    emulator.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    while (!/SPIRAL_SERIAL_PORT=(\S+)/.test(out)) await once(emulator.stdout!, 'data');
    const port = /SPIRAL_SERIAL_PORT=(\S+)/.exec(out)![1]!;
    const cli = here('../../../driver-conformance/cli.ts');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', cli, '--driver', here('../spiral-driver.ts')],
      {
        encoding: 'utf8',
        env: { ...process.env, SPIRAL_SERIAL_PORT: port, SPIRAL_VEND_TIMEOUT_MS: '2000' },
      },
    );
    expect(run.stdout).toMatch(/all 7 checks passed/);
    expect(run.status).toBe(0);
  });

  it('refuses a bad timing in one line, exit 2', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', here('./main.ts'), '--poll-ms', 'fast'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--poll-ms must be a whole number/);
  });
});
