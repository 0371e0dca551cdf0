import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../../apps/server/src/db/client';
import { migrationsFolder } from '../../apps/server/src/db/migrations';
import { seedDemo } from '../../apps/server/src/db/seed';
import { seedConsoleDemo } from '../../apps/server/src/db/seed-console';
import { measureUrl, type LoadOptions } from './api-bench';
import { OPERATOR_PASSWORD, OVERVIEW_SCENARIOS, startConsoleServer } from './console-bench';
import { SCALE_DAYS, SCALE_EVENTS, SCALE_KIOSKS, seedConsoleScale } from './console-scale-seed';
import { freshBenchDatabase } from './postgres';

/** Targets at scale: the overview's first page and the low-stock sort, and each chart. */
export const SCALE_OVERVIEW_P99_MS = 50;
export const SCALE_CHART_P99_MS = 200;
/** Each chart is asked this many times in a row by one operator (after one call not counted). */
const CHART_CALLS = Number(process.env.BENCH_SCALE_CHART_CALLS ?? 30);
const CHARTS = ['units-per-day', 'emergency-kits-per-week', 'failures-per-week'] as const;

export interface ScaleFigure {
  scenario: string;
  /** First call after the start (the overview: every kiosk's row computed). */
  coldMs: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  targetMs: number;
  how: string;
}
export interface ScaleRun {
  kiosks: number;
  events: number;
  seedSeconds: number;
  figures: ScaleFigure[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return { ms: performance.now() - started, ok: res.ok };
}

/**
 * The console on SCALE_KIOSKS kiosks and SCALE_EVENTS dispense events (PostgreSQL only): the overview
 * under `load` (autocannon), each chart of the last 30 days for the whole fleet asked CHART_CALLS times by
 * one operator. Null when no PostgreSQL answers.
 */
export async function measureConsoleScale(root: string, load: LoadOptions): Promise<ScaleRun | null> {
  const database = await freshBenchDatabase();
  if (!database) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'kiosk-bench-scale-'));
  try {
    console.log(`Console at scale: seeding ${SCALE_KIOSKS} kiosks and ${SCALE_EVENTS} dispense events…`);
    const started = Date.now();
    const postgres = await openPostgres(database.url, { max: 2, statementTimeoutMs: 0 });
    try {
      await postgres.migrate(migrationsFolder());
      await seedDemo(postgres.db, 'bench-staff-passkey', 'BENCH-CODE-1');
      await seedConsoleDemo(postgres.db, { operatorPassword: OPERATOR_PASSWORD }, new Date());
    } finally {
      await postgres.close();
    }
    const seeded = await seedConsoleScale(database.url);
    const seedSeconds = Math.round((Date.now() - started) / 1000);
    console.log(`Seeded in ${seedSeconds} s; measuring…`);
    const { server, headers } = await startConsoleServer(root, {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
    });
    const figures: ScaleFigure[] = [];
    try {
      for (const [scenario, query] of OVERVIEW_SCENARIOS) {
        const url = `${server.baseUrl}/console/kiosks${query}`;
        const cold = await timed(url, headers);
        const f = await measureUrl(scenario, url, load, { headers });
        figures.push({
          scenario,
          coldMs: Math.round(cold.ms),
          p50Ms: f.p50Ms,
          p99Ms: f.p99Ms,
          failed: f.failed + (cold.ok ? 0 : 1),
          targetMs: SCALE_OVERVIEW_P99_MS,
          how: `${load.connections} connections, ${load.durationSeconds} s`,
        });
      }
      for (const chart of CHARTS) {
        const url = `${server.baseUrl}/console/charts/${chart}?locale=en`;
        const cold = await timed(url, headers);
        const calls: { ms: number; ok: boolean }[] = [];
        for (let i = 0; i < CHART_CALLS; i++) calls.push(await timed(url, headers));
        const sorted = calls.map((c) => c.ms).sort((a, b) => a - b);
        figures.push({
          scenario: `chart ${chart}, last 30 days, whole fleet`,
          coldMs: Math.round(cold.ms),
          p50Ms: Math.round(percentile(sorted, 50)),
          p99Ms: Math.round(percentile(sorted, 99)),
          failed: calls.filter((c) => !c.ok).length + (cold.ok ? 0 : 1),
          targetMs: SCALE_CHART_P99_MS,
          how: `1 operator, ${CHART_CALLS} calls in a row`,
        });
      }
    } finally {
      await server.stop();
    }
    return { ...seeded, seedSeconds, figures };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

export function scaleMarkdown(run: ScaleRun | null): string {
  if (!run) return '## At scale\n\nPostgreSQL did not answer: not measured.\n';
  return [
    `## At scale: ${run.kiosks} kiosks, ${run.events} dispense events (PostgreSQL)`,
    '',
    `Seeded by \`bench/lib/console-scale-seed.ts\` in ${run.seedSeconds} s (set-based \`generate_series\`): ` +
      `${SCALE_KIOSKS} kiosks with the demo kiosk's slots, ${SCALE_EVENTS} units from ended orders of two units ` +
      `spread over the last ${SCALE_DAYS} days (a 30-day chart covers about half), one order in 200 with a ` +
      `jammed, refunded unit. Machine: ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} at the end. Percentiles of ${CHART_CALLS} calls are close to their slowest.`,
    '',
    '| scenario | how | cold ms | p50 ms | p99 ms | failed | target p99 | |',
    '| --- | --- | --: | --: | --: | --: | --: | --- |',
    ...run.figures.map(
      (f) =>
        `| ${f.scenario} | ${f.how} | ${f.coldMs} | ${f.p50Ms} | ${f.p99Ms} | ${f.failed} | < ${f.targetMs} ms | ` +
        `${f.p99Ms < f.targetMs && f.failed === 0 ? 'pass' : '**short**'} |`,
    ),
    '',
  ].join('\n');
}
