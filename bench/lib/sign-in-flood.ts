import { randomBytes } from 'node:crypto';
import { request, Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BENCH_PRODUCTION_ENV, freePort, serverArgs, startProcess, type Running } from './processes';

/** The target: /healthz and the product list within 50 ms at the 99th percentile during the flood. */
export const FLOOD_P99_TARGET_MS = 50;
const ATTACKERS = 50;
const FLOOD_REQUESTS = 200;
const LIST_PATH = '/devices/demo-kiosk-0001/products?locale=en';

interface Answer {
  status: number;
  ms: number;
}

/** One HTTP call, from `localAddress` (a loopback address of its own per attacker) when given. */
function call(
  baseUrl: string,
  path: string,
  options: { method?: string; body?: object; localAddress?: string; agent?: Agent } = {},
): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const body = options.body ? JSON.stringify(options.body) : undefined;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.localAddress,
        agent: options.agent ?? false,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

export interface ProbeFigure {
  path: string;
  phase: 'quiet' | 'flood';
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface FloodRun {
  setting: string;
  env: Record<string, string>;
  floodSeconds: number;
  statuses: Record<number, number>;
  probes: ProbeFigure[];
  isWithinTarget: boolean;
}

/** Probes /healthz and the product list one after the other from the kiosk's side until `until` settles. */
async function probe(baseUrl: string, until: Promise<unknown> | number): Promise<Record<string, number[]>> {
  const agent = new Agent({ keepAlive: true });
  const times: Record<string, number[]> = { '/healthz': [], [LIST_PATH]: [] };
  let isDone = false;
  if (typeof until !== 'number') void until.finally(() => (isDone = true));
  for (let i = 0; typeof until === 'number' ? i < until : !isDone; i++) {
    for (const path of Object.keys(times)) {
      const answer = await call(baseUrl, path, { agent });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      times[path]!.push(answer.ms);
    }
  }
  agent.destroy();
  return times;
}

const figures = (times: Record<string, number[]>, phase: ProbeFigure['phase']): ProbeFigure[] =>
  Object.entries(times).map(([path, ms]) => ({
    path,
    phase,
    requests: ms.length,
    p50Ms: round(percentile(ms, 50)),
    p99Ms: round(percentile(ms, 99)),
    maxMs: round(Math.max(...ms)),
  }));

/** 50 attackers (127.0.0.2…51) send 200 operator sign-ins with random names, four each, one after another. */
async function flood(baseUrl: string): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  await Promise.all(
    Array.from({ length: ATTACKERS }, async (_, a) => {
      for (let i = 0; i < FLOOD_REQUESTS / ATTACKERS; i++) {
        const { status } = await call(baseUrl, '/console/session', {
          method: 'POST',
          localAddress: `127.0.0.${a + 2}`,
          body: { name: `nobody-${randomBytes(6).toString('hex')}`, password: 'a-guessed-password' },
        });
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

async function runOne(root: string, setting: string, env: Record<string, string>): Promise<FloodRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kiosk-flood-'));
  const port = await freePort();
  let server: Running | undefined;
  try {
    server = await startProcess(
      serverArgs(join(root, 'apps/server/dist/main.js')),
      {
        ...BENCH_PRODUCTION_ENV,
        DATA_DIR: dataDir,
        SECRET_KEY: randomBytes(24).toString('hex'),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
      },
      port,
      LIST_PATH,
    );
    const quiet = await probe(server.baseUrl, 100);
    const started = performance.now();
    const attack = flood(server.baseUrl);
    const during = await probe(server.baseUrl, attack);
    const statuses = await attack;
    const floodSeconds = round((performance.now() - started) / 1000);
    const probes = [...figures(quiet, 'quiet'), ...figures(during, 'flood')];
    const isWithinTarget = probes
      .filter((p) => p.phase === 'flood')
      .every((p) => p.p99Ms < FLOOD_P99_TARGET_MS);
    return { setting, env, floodSeconds, statuses, probes, isWithinTarget };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The sign-in flood against the production build on PGlite: with the hash gate as shipped,
 * and with it opened wide (64 checks at once), which is how the server behaved before the gate.
 */
export async function measureSignInFlood(root: string): Promise<FloodRun[]> {
  return [
    await runOne(root, 'hash gate as shipped (1 at once, 4 queued)', {}),
    await runOne(root, 'hash gate opened wide (as before it)', {
      HASH_CHECKS_AT_ONCE: '64',
      HASH_CHECKS_QUEUED: '1000',
    }),
  ];
}

export function signInFloodMarkdown(date: string, runs: FloodRun[]): string {
  const lines = [
    `# Sign-in flood (${date})`,
    '',
    `${FLOOD_REQUESTS} operator sign-ins with random names from ${ATTACKERS} loopback addresses (four each, one`,
    'after another per address), against the production build on PGlite; meanwhile the kiosk side asks for',
    '/healthz and the product list one after the other, and 100 of each before the flood ("quiet").',
    `Target: p99 under ${FLOOD_P99_TARGET_MS} ms during the flood. Written by \`npm run bench:sign-in-flood\``,
    `(also part of \`npm run bench\`). Machine: ${cpus().length} CPUs, load average`,
    `${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} at the end (shared with other work: figures are noisy).`,
    '',
  ];
  for (const run of runs) {
    const statuses = Object.entries(run.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    lines.push(
      `## ${run.setting}`,
      '',
      `Flood: ${run.floodSeconds} s; answers ${statuses}. Within target: ${run.isWithinTarget ? 'yes' : 'no'}.`,
      '',
      '| path | phase | requests | p50 ms | p99 ms | max ms |',
      '|---|---|---:|---:|---:|---:|',
      ...run.probes.map(
        (p) => `| ${p.path} | ${p.phase} | ${p.requests} | ${p.p50Ms} | ${p.p99Ms} | ${p.maxMs} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}
