import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  measurePurchase,
  measureReads,
  measureUrl,
  type ApiFigure,
  type LoadOptions,
  type Target,
} from './lib/api-bench';
import { CHROMIUM_PATH, CPU_THROTTLING, measureBrowser } from './lib/browser-timings';
import { buildIfNeeded } from './lib/build';
import { freshBenchDatabase } from './lib/postgres';
import { freePort, startProcess, type Running } from './lib/processes';
import { toMarkdown, type BenchResults, type CeilingFigure, type DatabaseRun } from './lib/report';
import { bundleFigures } from './lib/web-budgets';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEVICE = 'demo-kiosk-0001';
const PASSKEY = 'bench-staff-passkey';
const SECRET = randomBytes(24).toString('hex');
const LOAD: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 8),
};
const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);

/** The production server (apps/server/dist/main.js) on PGlite in a temporary folder, or on PostgreSQL. */
async function startProduct(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  return startProcess(
    [join(ROOT, 'apps/server/dist/main.js')],
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DISPENSE_UNIT_MS: '0',
      DEMO_STAFF_PASSKEY: PASSKEY,
      SECRET_KEY: SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    port,
    '/readyz',
  );
}

async function measureApi(server: Running): Promise<ApiFigure[]> {
  const target: Target = { baseUrl: server.baseUrl, deviceId: DEVICE, passkey: PASSKEY, secret: SECRET };
  return [...(await measureReads(target, LOAD)), await measurePurchase(target, LOAD)];
}

/** The bare Fastify ceiling in its own process, measured at given body sizes. */
async function startCeiling() {
  const port = await freePort();
  const server = await startProcess(
    ['--import', 'tsx', join(ROOT, 'bench/ceiling-server.ts')],
    {},
    port,
    '/ready',
  );
  const load: LoadOptions = { ...LOAD, durationSeconds: Math.max(2, Math.round(LOAD.durationSeconds / 2)) };
  return {
    stop: () => server.stop(),
    /** Bodies within a few bytes of each other (ids, timestamps) share one measurement. */
    async measure(bodySizes: number[]): Promise<CeilingFigure[]> {
      const sizes = [...new Set(bodySizes.map((b) => Math.round(b / 100) * 100 || 100))].sort(
        (a, b) => a - b,
      );
      const out: CeilingFigure[] = [];
      for (const size of sizes) {
        const f = await measureUrl(`ceiling ${size}`, `${server.baseUrl}/json/${size}`, load);
        out.push({ bodyBytes: f.bodyBytes, perSecond: f.perSecond, p50Ms: f.p50Ms, p99Ms: f.p99Ms });
      }
      return out;
    },
  };
}

/** Each figure as a share of the ceiling measured right after it, for the nearest body size. */
function withRatios(database: string, figures: ApiFigure[], ceiling: CeilingFigure[]): DatabaseRun {
  const nearest = (bytes: number) =>
    ceiling.reduce((best, c) =>
      Math.abs(c.bodyBytes - bytes) < Math.abs(best.bodyBytes - bytes) ? c : best,
    );
  return {
    database,
    ceiling,
    figures: figures.map((f) => ({
      ...f,
      ratioOfCeiling: f.callsPerSecond / nearest(f.bodyBytes).perSecond,
    })),
  };
}

async function main() {
  const startedAt = Date.now();
  buildIfNeeded(ROOT);
  const results: Omit<BenchResults, 'api' | 'bundles' | 'browser'> = {
    date: new Date().toISOString().slice(0, 10),
    machine: {
      cpus: cpus().length,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: loadavg(),
    },
    settings: {
      connections: LOAD.connections,
      durationSeconds: LOAD.durationSeconds,
      DISPENSE_UNIT_MS: 0,
      LOG_LEVEL: 'warn',
      cpuThrottling: CPU_THROTTLING,
      browserRuns: BROWSER_RUNS,
    },
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'kiosk-bench-'));
  const api: DatabaseRun[] = [];
  const ceiling = await startCeiling();
  const pglite = await startProduct({ DATA_DIR: dataDir });
  let browser: BenchResults['browser'] = { skipped: `Chromium was not found at ${CHROMIUM_PATH}` };
  try {
    const measureOn = async (database: string, server: Running) => {
      console.log(`API on ${database}…`);
      const figures = await measureApi(server);
      console.log(`Ceiling (bare Fastify) beside ${database}…`);
      api.push(withRatios(database, figures, await ceiling.measure(figures.map((f) => f.bodyBytes))));
    };
    await measureOn('PGlite (embedded)', pglite);
    const database = await freshBenchDatabase();
    if (database) {
      const postgres = await startProduct({
        DATABASE_URL: database.url,
        SEED_DEMO: 'true',
        DATA_DIR: dataDir,
      });
      try {
        await measureOn('PostgreSQL', postgres);
      } finally {
        await postgres.stop();
        await database.drop();
      }
    }
    if (existsSync(CHROMIUM_PATH)) {
      console.log('Chromium timings…');
      browser = await measureBrowser(pglite.baseUrl, DEVICE, BROWSER_RUNS);
    }
  } finally {
    await pglite.stop();
    await ceiling.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const full: BenchResults = {
    ...results,
    api,
    bundles: bundleFigures(join(ROOT, 'apps/web/dist')),
    browser,
  };
  const markdown = toMarkdown(full);
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${full.date}.json`), `${JSON.stringify(full, null, 2)}\n`);
  writeFileSync(join(dir, `${full.date}.md`), markdown);
  copyFileSync(join(dir, `${full.date}.md`), join(dir, 'latest.md'));
  console.log(`\n${markdown}`);
  console.log(
    `Written bench/results/${full.date}.md and .json (${Math.round((Date.now() - startedAt) / 1000)} s).`,
  );
  const over = full.bundles.filter((b) => !b.isWithinBudget);
  if (over.length) {
    console.warn(`Over the JavaScript budget: ${over.map((b) => b.screen).join(', ')}.`);
    // A benchmark reports; BENCH_STRICT=1 makes a budget overrun fail the run (for a CI job that wants it).
    if (process.env.BENCH_STRICT === '1') process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
