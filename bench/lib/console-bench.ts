import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client';
import { migrationsFolder } from '../../apps/server/src/db/migrations';
import { seedDemo } from '../../apps/server/src/db/seed';
import { seedConsoleDemo, seedKioskWithHistory } from '../../apps/server/src/db/seed-console';
import { operatorSessionHeaders } from '../../tests/fleet/src/support/operator-session';
import { measureUrl, type LoadOptions } from './api-bench';
import { freshBenchDatabase } from './postgres';
import { BENCH_PRODUCTION_ENV, freePort, serverArgs, startProcess, type Running } from './processes';

/** The console's target: the overview of 500 kiosks within 100 ms at the 99th percentile. */
export const CONSOLE_KIOSKS = Number(process.env.BENCH_CONSOLE_KIOSKS ?? 500);
export const CONSOLE_P99_TARGET_MS = 100;
const HISTORY_DAYS = 28;
export const OPERATOR_PASSWORD = 'bench-operator-password';

export interface ConsoleFigure {
  database: string;
  kiosks: number;
  dispenseEvents: number;
  seedSeconds: number;
  /** The first overview after the start: the usage aggregate computed, not kept. */
  coldMs: number;
  scenario: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  isWithinTarget: boolean;
}

/** CONSOLE_KIOSKS kiosks with HISTORY_DAYS days of simulated dispensing each, beside the demo data. */
async function seedFleet(database: Database): Promise<number> {
  await database.migrate(migrationsFolder());
  await seedDemo(database.db, 'bench-staff-passkey', 'BENCH-CODE-1');
  const now = new Date();
  await seedConsoleDemo(database.db, { operatorPassword: OPERATOR_PASSWORD }, now);
  for (let i = 0; i < CONSOLE_KIOSKS; i++) {
    const id = `bench-kiosk-${String(i).padStart(4, '0')}`;
    await seedKioskWithHistory(
      database.db,
      { id, name: `Bench kiosk ${i}` },
      { now, days: HISTORY_DAYS, seed: 1000 + i, busy: 0.3 + (i % 5) * 0.2, jamRate: 0.005 },
    );
  }
  const result = (await database.db.execute('select count(*)::int as n from dispense_events')) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** The production build on a seeded database, with a signed-in operator's headers. */
export async function startConsoleServer(
  root: string,
  env: Record<string, string>,
): Promise<{ server: Running; headers: Record<string, string> }> {
  const port = await freePort();
  const server = await startProcess(
    serverArgs(join(root, 'apps/server/dist/main.js')),
    {
      ...BENCH_PRODUCTION_ENV,
      SECRET_KEY: 'bench-console-secret-0123456789abcdef0123456789',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      ...env,
    },
    port,
    '/healthz',
  );
  try {
    return { server, headers: await operatorSessionHeaders(server.baseUrl, OPERATOR_PASSWORD) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The overview's two scenarios: the first page by name, and the low-stock filter sorted by days left. */
export const OVERVIEW_SCENARIOS = [
  ['overview, first page by name', '?pageSize=25'],
  ['overview, low stock by days left', '?filter=low_stock&sort=daysLeft&pageSize=25'],
] as const;

async function measureServer(
  root: string,
  label: string,
  env: Record<string, string>,
  seed: { events: number; seconds: number },
  load: LoadOptions,
): Promise<ConsoleFigure[]> {
  const { server, headers } = await startConsoleServer(root, env);
  try {
    const figures: ConsoleFigure[] = [];
    for (const [scenario, query] of OVERVIEW_SCENARIOS) {
      const url = `${server.baseUrl}/console/kiosks${query}`;
      const started = performance.now();
      const first = await fetch(url, { headers });
      const body = (await first.json()) as { data: { counts: { all: number } } };
      const coldMs = Math.round(performance.now() - started);
      const figure = await measureUrl(scenario, url, load, { headers });
      figures.push({
        database: label,
        kiosks: body.data.counts.all,
        dispenseEvents: seed.events,
        seedSeconds: seed.seconds,
        coldMs,
        scenario,
        perSecond: Math.round(figure.perSecond),
        p50Ms: figure.p50Ms,
        p99Ms: figure.p99Ms,
        failed: figure.failed,
        isWithinTarget: figure.p99Ms < CONSOLE_P99_TARGET_MS && figure.failed === 0,
      });
    }
    return figures;
  } finally {
    await server.stop();
  }
}

/** Seeds CONSOLE_KIOSKS kiosks on PGlite and on PostgreSQL (when one answers) and measures the overview. */
export async function measureConsole(root: string, load: LoadOptions): Promise<ConsoleFigure[]> {
  const figures: ConsoleFigure[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'kiosk-bench-console-'));
  try {
    console.log(`Console: seeding ${CONSOLE_KIOSKS} kiosks on PGlite…`);
    let started = Date.now();
    const pglite = await openPglite(join(dataDir, 'pglite'));
    const events = await seedFleet(pglite).finally(() => pglite.close());
    const seed = { events, seconds: Math.round((Date.now() - started) / 1000) };
    figures.push(...(await measureServer(root, 'PGlite (embedded)', { DATA_DIR: dataDir }, seed, load)));
    const database = await freshBenchDatabase();
    if (database) {
      try {
        console.log(`Console: seeding ${CONSOLE_KIOSKS} kiosks on PostgreSQL…`);
        started = Date.now();
        const postgres = await openPostgres(database.url, { max: 4, statementTimeoutMs: 0 });
        const pgEvents = await seedFleet(postgres).finally(() => postgres.close());
        const pgSeed = { events: pgEvents, seconds: Math.round((Date.now() - started) / 1000) };
        figures.push(
          ...(await measureServer(
            root,
            'PostgreSQL',
            { DATABASE_URL: database.url, DATA_DIR: dataDir },
            pgSeed,
            load,
          )),
        );
      } finally {
        await database.drop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

export function consoleMarkdown(date: string, load: LoadOptions, figures: ConsoleFigure[]): string {
  const lines = [
    `# Console overview bench (${date})`,
    '',
    `\`GET /console/kiosks\` with an operator bearer, ${load.connections} connections for ${load.durationSeconds} s ` +
      `(autocannon, loopback, production build). Target: p99 under ${CONSOLE_P99_TARGET_MS} ms for ` +
      `${CONSOLE_KIOSKS} kiosks with ${HISTORY_DAYS} days of dispensing history each. "Cold" is the first call ` +
      'after the start, when the per-process usage aggregate (units per kiosk and sku over ≤ 32 days) is ' +
      'computed; later calls reuse it until a new dispense event exists or a minute passed.',
    '',
    `Machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' / ',
      )} at the end of the run (other work shares the CPUs; latency under load is mostly queueing).`,
    '',
    '| database | scenario | kiosks | dispense events | cold ms | req/s | p50 ms | p99 ms | failed | target |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --- |',
    ...figures.map(
      (f) =>
        `| ${f.database} | ${f.scenario} | ${f.kiosks} | ${f.dispenseEvents} | ${f.coldMs} | ${f.perSecond} | ` +
        `${f.p50Ms} | ${f.p99Ms} | ${f.failed} | ${f.isWithinTarget ? 'pass' : 'short'} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
