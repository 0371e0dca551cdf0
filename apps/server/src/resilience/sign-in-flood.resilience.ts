import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, killHard, type ServerProcess } from '../test/server-process';
import { startBundledServer } from '../test/server-bundle';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 180_000 });

const OPERATOR = 'demo-operator';
const PASSWORD = 'flood-operator-password-1357';
const FLOOD_MS = 60_000;
const ATTACKERS = 150;
const OPERATOR_TRIES = 10;
/** The operator's own browser and the kiosk's probe, apart from the attackers (127.1.x.y). */
const OPERATOR_ADDRESS = '127.0.0.10';
const attackerAddress = (i: number) => `127.1.${Math.floor(i / 200)}.${(i % 200) + 2}`;

interface Answer {
  status: number;
  ms: number;
  cookies: string[];
}

/** One HTTP call from `localAddress`: Linux routes all of 127/8 to loopback, so each is a client of its own. */
function call(
  baseUrl: string,
  path: string,
  options: { body?: object; localAddress: string; agent: Agent; cookie?: string },
): Promise<Answer> {
  const body = options.body ? JSON.stringify(options.body) : undefined;
  const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
  if (options.cookie) headers.cookie = options.cookie;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, baseUrl),
      { method: body ? 'POST' : 'GET', localAddress: options.localAddress, agent: options.agent, headers },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The kiosk's /healthz probe during the flood, in a process of its own: timed in this one, each answer
 * would also wait for this process to handle the attackers' thousands of answers a second, and the figure
 * would be the test's own delay as much as the server's.
 */
const PROBE = `
const http = require('node:http');
const [url, localAddress, ms] = process.argv.slice(1);
const until = performance.now() + Number(ms);
const agent = new http.Agent({ keepAlive: true });
const once = () => new Promise((resolve, reject) => {
  const started = performance.now();
  http.get(url, { localAddress, agent }, (res) => {
    res.resume();
    res.on('end', () => resolve(performance.now() - started));
  }).on('error', reject);
});
(async () => {
  const times = [];
  while (performance.now() < until) {
    times.push(await once());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  agent.destroy();
  process.stdout.write(JSON.stringify(times));
})();
`;
const probeInOwnProcess = async (url: string, localAddress: string, ms: number): Promise<number[]> => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '-e',
    PROBE,
    url,
    localAddress,
    String(ms),
  ]);
  return JSON.parse(stdout) as number[];
};

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Before the fair gate, a random-name sign-in flood from 150 addresses kept the operator out (0 of 26
 * sign-ins), because the guess budgets were decided inside the hash gate and every guess queued alike.
 * The operator's browser, which signed in before, must keep signing in, and the kiosk side stay fast.
 */
describe('the operator signs in during a sign-in flood from 150 addresses', () => {
  let server: ServerProcess;
  const dataDir = mkdtempSync(join(tmpdir(), 'kiosk-sign-in-flood-'));
  beforeAll(async () => {
    server = await startBundledServer(
      {
        DATA_DIR: dataDir,
        SECRET_KEY: randomBytes(24).toString('hex'),
        DEMO_OPERATOR_PASSWORD: PASSWORD,
        DEMO_STAFF_PASSKEY: 'flood-staff-passkey-1',
      },
      await freePort(),
    );
  });
  afterAll(async () => {
    if (server) await killHard(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs the operator in on at least 9 of 10 tries, /healthz p99 under 100 ms (scaled to the host)', async () => {
    const own = new Agent({ keepAlive: true });
    const signIn = (cookie?: string) =>
      call(server.baseUrl, '/console/session', {
        body: { name: OPERATOR, password: PASSWORD },
        localAddress: OPERATOR_ADDRESS,
        agent: own,
        cookie,
      });
    const first = await signIn();
    expect(first.status).toBe(200);
    const cookie = first.cookies.join('; ');

    const probeAgent = new Agent({ keepAlive: true });
    const probe = () => call(server.baseUrl, '/healthz', { localAddress: '127.0.0.20', agent: probeAgent });
    const quiet: number[] = [];
    for (let i = 0; i < 100; i++) quiet.push((await probe()).ms);

    const statuses: Record<number, number> = {};
    const until = performance.now() + FLOOD_MS;
    const attackers = Array.from({ length: ATTACKERS }, async (_, a) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < until) {
        const { status } = await call(server.baseUrl, '/console/session', {
          body: { name: `nobody-${randomBytes(6).toString('hex')}`, password: 'a-guessed-password' },
          localAddress: attackerAddress(a),
          agent,
        });
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      agent.destroy();
    });
    const probing = probeInOwnProcess(`${server.baseUrl}/healthz`, '127.0.0.20', until - performance.now());
    const operatorStatuses: number[] = [];
    await sleep(5_000);
    for (let i = 0; i < OPERATOR_TRIES; i++) {
      operatorStatuses.push((await signIn(cookie)).status);
      await sleep((FLOOD_MS - 10_000) / OPERATOR_TRIES);
    }
    const [during] = await Promise.all([probing, ...attackers]);
    own.destroy();
    probeAgent.destroy();

    const attempts = Object.values(statuses).reduce((n, v) => n + v, 0);
    // The attack really was a flood that filled the gate: most guesses refused at once.
    expect(attempts, JSON.stringify(statuses)).toBeGreaterThan(1_000);
    expect(
      operatorStatuses.filter((s) => s === 200).length,
      JSON.stringify(operatorStatuses),
    ).toBeGreaterThanOrEqual(9);
    // 100 ms on a host whose quiet p99 is 10 ms or less (a slower, busier host gets as much more) and that
    // has a core for each of the three busy parties here: the flood's own client, the server's event loop
    // and its argon2 check. With fewer cores they share them, and the limit grows by as much (150 ms on
    // two cores, where this run measured 84 to 89 ms).
    const cores = availableParallelism();
    const limit = 100 * Math.max(1, p99(quiet) / 10) * Math.max(1, 3 / cores);
    console.info(
      `sign-in flood: ${attempts} guesses ${JSON.stringify(statuses)}, operator ${JSON.stringify(operatorStatuses)},` +
        ` /healthz p99 ${p99(during).toFixed(1)} ms (quiet ${p99(quiet).toFixed(1)} ms, ${cores} cores, limit ${limit.toFixed(0)} ms)`,
    );
    expect(p99(during), `quiet p99 ${p99(quiet).toFixed(1)} ms`).toBeLessThan(limit);
  });
});
