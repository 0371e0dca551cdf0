import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_DEVICE_IDS, DEMO_DEVICE_ID } from './db/seed-catalog';
import { freePort, killHard, startServer } from './test/server-process';
import { runBuildSteps } from '../../../scripts/build-steps.mjs';

/** What `npm start` prints before the server's own output: npm's 4-line header, one line per build step. */
const START_LINES = 4 + 2;

/** `npm start` as a person runs it: development (NODE_ENV unset), no passkey given, a fresh data folder. */
describe('the demo start', () => {
  it('prints a self-pairing kiosk address, a passkey per demo device, last, and into a 0600 file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kiosk-demo-start-'));
    const port = await freePort();
    const server = await startServer(
      // LOG_LEVEL unset, as `npm start` runs it.
      {
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: undefined,
      },
      port,
      // A first start hashes a passkey for each of the six devices.
      90_000,
    );
    try {
      let output = '';
      for (let i = 0; i < 100 && !/Also written to/.test(output); i++) {
        await new Promise((r) => setTimeout(r, 100));
        output = server.output();
      }
      expect(output).toContain('DEMO mode');
      const kioskUrl = new URL(/Kiosk:\s+(\S+)/.exec(output)![1]!);
      expect(kioskUrl.searchParams.get('deviceId')).toBe(DEMO_DEVICE_ID);
      const code = kioskUrl.searchParams.get('pair')!;
      expect(code).toMatch(/^\w{10}$/);
      const pair = () =>
        fetch(`${server.baseUrl}/devices/${DEMO_DEVICE_ID}/kiosk-credential`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code }),
        });
      const paired = await pair();
      expect(paired.status).toBe(201);
      expect(paired.headers.get('set-cookie')).toMatch(/HttpOnly/);
      expect((await pair()).status).toBe(401);

      const passkeys = new Map(
        [...output.matchAll(/^\s+([\w-]+-kiosk-\d{4}): (\S+)$/gm)].map((m) => [m[1]!, m[2]!]),
      );
      expect([...passkeys.keys()]).toEqual([DEMO_DEVICE_ID, ...ACCESSIBILITY_DEVICE_IDS]);
      expect(new Set(passkeys.values()).size).toBe(passkeys.size);
      const signIn = (deviceId: string, passkey: string) =>
        fetch(`${server.baseUrl}/devices/${deviceId}/staff/session`, {
          method: 'POST',
          headers: { authorization: `Bearer ${passkey}` },
        });
      const a11y = ACCESSIBILITY_DEVICE_IDS[1]!;
      expect((await signIn(a11y, passkeys.get(a11y)!)).status).toBe(200);
      expect((await signIn(DEMO_DEVICE_ID, passkeys.get(a11y)!)).status).toBe(401);
      expect((await signIn(DEMO_DEVICE_ID, passkeys.get(DEMO_DEVICE_ID)!)).status).toBe(200);

      // The credentials block is the last thing printed, requests above or not, within 40 lines in all.
      const file = /Also written to (\S+) /.exec(output)![1]!;
      expect(file).toBe(join(dataDir, 'demo-credentials.txt'));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const written = readFileSync(file, 'utf8');
      for (const passkey of passkeys.values()) expect(written).toContain(passkey);
      expect(written).toMatch(/Password of demo-operator .*: \S{12,}/);
      expect(written).toMatch(/Access code .*: \S+/);
      const finalOutput = server.output();
      const lines = finalOutput.trimEnd().split('\n');
      expect(lines.at(-1)).toMatch(/^ {2}Also written to /);
      expect(START_LINES + lines.length).toBeLessThanOrEqual(40);
    } finally {
      await killHard(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('the first build of `npm start`', () => {
  const steps = [
    { label: 'the web app', args: ['run', 'build', '-w', '@kiosk/web'] },
    { label: 'the server', args: ['run', 'build', '-w', '@kiosk/server'] },
  ];
  const clock = () => {
    let ms = 0;
    return () => (ms += 20_400);
  };

  it('prints one progress line for each step and none of its output', () => {
    let printed = '';
    const status = runBuildSteps(steps, {
      run: () => ({ status: 0, output: Array(2_100).fill('dist/assets/x.js  1.0 kB').join('\n') }),
      write: (text) => (printed += text),
      now: clock(),
    });
    expect(status).toBe(0);
    expect(printed).toBe(
      'Building the web app (1 of 2)… done in 20 s\nBuilding the server (2 of 2)… done in 20 s\n',
    );
  });

  it('stops at a failed step and prints its output and status', () => {
    let printed = '';
    const ran: string[] = [];
    const status = runBuildSteps(steps, {
      run: (step) => (ran.push(step.label), { status: 2, output: 'error TS2304: cannot find name\n' }),
      write: (text) => (printed += text),
      now: clock(),
    });
    expect(status).toBe(2);
    expect(ran).toEqual(['the web app']);
    expect(printed).toBe('Building the web app (1 of 2)… failed\nerror TS2304: cannot find name\n');
  });
});
