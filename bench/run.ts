import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  measurePurchase,
  measureReads,
  measureUrl,
  pairedTarget,
  type ApiFigure,
  type LoadOptions,
  type Target,
} from './lib/api-bench';
import { CHROMIUM_PATH, CPU_THROTTLING, measureBrowser } from './lib/browser-timings';
import { buildIfNeeded } from './lib/build';
import { freshBenchDatabase } from './lib/postgres';
import { BENCH_PRODUCTION_ENV, freePort, serverArgs, startProcess, type Running } from './lib/processes';
import { toMarkdown, type BenchResults, type CeilingFigure, type DatabaseRun } from './lib/report';
import { bundleFigures } from './lib/web-budgets';
import pg from 'pg';
import { WRITES_CHANNEL } from '../apps/server/src/db/write-notices';
import { targetRows, type CatalogueScale, type Extras } from './lib/targets';
import { consoleMarkdown, measureConsole } from './lib/console-bench';
import { measureSignInFlood, signInFloodMarkdown } from './lib/sign-in-flood';
import { commandLineOrExit } from '../scripts/command-line.mjs';

commandLineOrExit(process.argv.slice(2), {
  helpHint: 'npm run bench -- --help',
  usage: `Measures the product and writes bench/results/<date>.md and .json: the API's calls under load on PGlite and on
PostgreSQL, the kiosk's tap → screen times in Chromium, the web budgets, the console overview and the
operator sign-in flood. It builds first when the builds are missing.

Usage: npm run bench

  --help, -h   this text (nothing is built or measured)

Settings from the environment (or .env): BENCH_CONNECTIONS (10), BENCH_DURATION seconds (8),
BENCH_BROWSER_RUNS (5), BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL; without it PGlite only),
CHROMIUM_PATH (/usr/bin/chromium).
More: docs/performance.md.`,
});

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEVICE = 'demo-kiosk-0001';
const PASSKEY = 'bench-staff-passkey';
const SECRET = randomBytes(24).toString('hex');
const LOAD: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 8),
};
const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);

const LIST_PATH = `/devices/${DEVICE}/products?locale=en`;

/**
 * The production server (apps/server/dist/main.js) on PGlite in a folder, or on PostgreSQL, ready once the
 * product list answers 200; `startMs` is the time from the process start to that first 200.
 */
async function startProduct(env: Record<string, string>): Promise<Running & { startMs: number }> {
  const port = await freePort();
  const started = Date.now();
  const running = await startProcess(
    serverArgs(join(ROOT, 'apps/server/dist/main.js')),
    {
      ...BENCH_PRODUCTION_ENV,
      DISPENSE_UNIT_MS: '0',
      DEMO_STAFF_PASSKEY: PASSKEY,
      SECRET_KEY: SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    port,
    LIST_PATH,
  );
  return { ...running, startMs: Date.now() - started };
}

/** Peak resident memory of a process so far (VmHWM), in MB; null where /proc has none. */
function rssPeakMb(pid: number | undefined): number | null {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Status of a product-list fetch that carries the ETag of the one before it. */
async function repeatedFetchStatus(server: Running): Promise<number> {
  const first = await fetch(`${server.baseUrl}${LIST_PATH}`);
  await first.arrayBuffer();
  const again = await fetch(`${server.baseUrl}${LIST_PATH}`, {
    headers: { 'if-none-match': first.headers.get('etag') ?? '' },
  });
  await again.arrayBuffer();
  return again.status;
}

/**
 * The list at its size, then with ten times the products, each measured alike. The products are written
 * straight into the database (argon2 on a staff call per product would take minutes on a busy machine),
 * then announced on the instances' channel as another instance would.
 */
async function measureScale(server: Running, databaseUrl: string): Promise<CatalogueScale> {
  const url = `${server.baseUrl}${LIST_PATH}`;
  const before = await measureUrl('product list', url, LOAD);
  const count = ((await (await fetch(url)).json()) as { data: unknown[] }).data.length;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = count; i < count * 10; i++) {
      const id = `bench-product-${i}`;
      const titles = JSON.stringify({ en: `Bench product ${i}`, es: `Producto de prueba ${i}` });
      const descriptions = JSON.stringify({ en: 'Added to measure a catalogue ten times the demo one.' });
      await client.query(
        'insert into products (id, titles, descriptions, sort_order) values ($1, $2, $3, 1000)',
        [id, titles, descriptions],
      );
      await client.query(
        `insert into skus (id, product_id, titles, price) values ($1, $1, '{"en":"Single"}', 100)`,
        [id],
      );
      await client.query('insert into device_stock (device_id, sku_id, on_hand) values ($1, $2, 10)', [
        DEVICE,
        id,
      ]);
    }
    await client.query(`select pg_notify('${WRITES_CHANNEL}', 'bench')`);
  } finally {
    await client.end();
  }
  const after = await measureUrl('product list ×10', url, LOAD);
  return {
    products: [count, count * 10],
    bodyBytes: [before.bodyBytes, after.bodyBytes],
    perSecond: [before.perSecond, after.perSecond],
  };
}

async function measureApi(server: Running): Promise<ApiFigure[]> {
  const target: Target = await pairedTarget({
    baseUrl: server.baseUrl,
    deviceId: DEVICE,
    passkey: PASSKEY,
    secret: SECRET,
  });
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
  const results: Omit<BenchResults, 'api' | 'bundles' | 'browser' | 'extras' | 'targets' | 'profile'> = {
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
  const extras: Extras = { starts: [], pgliteRssPeakMb: null, repeatedFetchStatus: 0, scale: null };
  const ceiling = await startCeiling();
  // Cold starts: a fresh folder, then the same folder again (existing data).
  const fresh = await startProduct({ DATA_DIR: dataDir });
  await fresh.stop();
  const pglite = await startProduct({ DATA_DIR: dataDir });
  extras.starts.push({ database: 'PGlite', freshMs: fresh.startMs, existingMs: pglite.startMs });
  let browser: BenchResults['browser'] = { skipped: `Chromium was not found at ${CHROMIUM_PATH}` };
  try {
    const measureOn = async (database: string, server: Running) => {
      console.log(`API on ${database}…`);
      const figures = await measureApi(server);
      console.log(`Ceiling (bare Fastify) beside ${database}…`);
      api.push(withRatios(database, figures, await ceiling.measure(figures.map((f) => f.bodyBytes))));
    };
    await measureOn('PGlite (embedded)', pglite);
    extras.repeatedFetchStatus = await repeatedFetchStatus(pglite);
    extras.pgliteRssPeakMb = rssPeakMb(pglite.child.pid);
    const database = await freshBenchDatabase();
    if (database) {
      const env = { DATABASE_URL: database.url, SEED_DEMO: 'true', DATA_DIR: dataDir };
      const freshPg = await startProduct(env);
      await freshPg.stop();
      const postgres = await startProduct(env);
      extras.starts.push({ database: 'PostgreSQL', freshMs: freshPg.startMs, existingMs: postgres.startMs });
      try {
        await measureOn('PostgreSQL', postgres);
        console.log('Catalogue ten times larger (PostgreSQL)…');
        extras.scale = await measureScale(postgres, database.url);
      } finally {
        await postgres.stop();
        await database.drop();
      }
    }
    if (existsSync(CHROMIUM_PATH)) {
      console.log('Chromium timings…');
      const kiosk = await pairedTarget({
        baseUrl: pglite.baseUrl,
        deviceId: DEVICE,
        passkey: PASSKEY,
        secret: SECRET,
      });
      browser = await measureBrowser(kiosk, BROWSER_RUNS);
    }
  } finally {
    await pglite.stop();
    await ceiling.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const measured = { ...results, api, bundles: bundleFigures(join(ROOT, 'apps/web/dist')), browser };
  const profileFile = join(ROOT, 'bench/results/profile.md');
  const full: BenchResults = {
    ...measured,
    extras,
    targets: targetRows(measured, extras),
    profile: existsSync(profileFile) ? readFileSync(profileFile, 'utf8') : null,
  };
  const markdown = toMarkdown(full);
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${full.date}.json`), `${JSON.stringify(full, null, 2)}\n`);
  writeFileSync(join(dir, `${full.date}.md`), markdown);
  copyFileSync(join(dir, `${full.date}.md`), join(dir, 'latest.md'));
  console.log(`\n${markdown}`);
  console.log('Operator console overview…');
  const consoleFigures = await measureConsole(ROOT, LOAD);
  const consoleReport = consoleMarkdown(full.date, LOAD, consoleFigures);
  writeFileSync(join(dir, 'console.md'), consoleReport);
  console.log(`\n${consoleReport}`);
  console.log('Sign-in flood…');
  const flood = await measureSignInFlood(ROOT);
  writeFileSync(
    join(dir, 'sign-in-flood.json'),
    `${JSON.stringify({ date: full.date, runs: flood }, null, 2)}\n`,
  );
  writeFileSync(join(dir, 'sign-in-flood.md'), signInFloodMarkdown(full.date, flood));
  console.log(`\n${signInFloodMarkdown(full.date, flood)}`);
  console.log(
    `Written bench/results/${full.date}.md and .json, console.md, sign-in-flood.md (${Math.round((Date.now() - startedAt) / 1000)} s).`,
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
