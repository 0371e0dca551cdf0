import type { ApiFigure } from './api-bench';
import type { BrowserFigure } from './browser-timings';
import type { BundleFigure } from './web-budgets';
import { machineSpeed, REFERENCE_CEILING, type Extras, type TargetRow } from './targets';

export interface CeilingFigure {
  bodyBytes: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}
export interface DatabaseRun {
  database: string;
  /** The bare Fastify ceiling, measured right after this database's figures. */
  ceiling: CeilingFigure[];
  figures: (ApiFigure & { ratioOfCeiling: number })[];
}
export interface BenchResults {
  date: string;
  machine: { cpus: number; memoryGb: number; node: string; loadAverage: number[] };
  settings: Record<string, string | number>;
  api: DatabaseRun[];
  bundles: BundleFigure[];
  browser: BrowserFigure[] | { skipped: string };
  extras: Extras;
  targets: TargetRow[];
  /** The CPU profile summary before and after (bench/results/profile.md), when there is one. */
  profile: string | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const n = (value: number, digits = 0) => value.toFixed(digits);
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

function apiLines(run: DatabaseRun): string[] {
  const lines = [
    `### ${run.database}`,
    '',
    '| scenario | per second | p50 | p99 | body | failed | of ceiling |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const f of run.figures) {
    const perSecond = f.scenario.startsWith('whole purchase')
      ? `${n(f.perSecond, 1)} purchases (${n(f.callsPerSecond)} calls)`
      : `${n(f.perSecond)} req`;
    lines.push(
      `| ${f.scenario} | ${perSecond} | ${n(f.p50Ms, 1)} ms | ${n(f.p99Ms, 1)} ms | ${f.bodyBytes} B | ${f.failed} | ${pct(f.ratioOfCeiling)} |`,
    );
  }
  const ceiling = run.ceiling
    .map((c) => `${c.bodyBytes} B: ${n(c.perSecond)} req/s, p50 ${n(c.p50Ms, 1)} ms, p99 ${n(c.p99Ms, 1)} ms`)
    .join('; ');
  lines.push('', `Ceiling measured right after: ${ceiling}.`, '');
  return lines;
}

/** The results as a Markdown page. */
/** How fast this machine is against the one the targets were set on, and what that does to them. */
function machineLine(runs: DatabaseRun[]): string {
  const speed = machineSpeed(runs);
  if (speed === null) return 'No bare ceiling was measured: the targets stand as they were set.';
  return (
    `The targets were set on a machine whose bare Fastify route answered the ${REFERENCE_CEILING.bodyBytes / 1000} KB ` +
    `list body ${REFERENCE_CEILING.perSecond.toLocaleString('en')} times a second; here it answered ` +
    `×${speed.toFixed(2)} of that, so each rate target is ×${speed.toFixed(2)} and each time target ` +
    `÷${speed.toFixed(2)} (the reference target first, then "here"). Ratios to the ceiling stand as they ` +
    'are; memory and bundle sizes are not scaled.'
  );
}

export function toMarkdown(r: BenchResults): string {
  const lines = [
    `# Benchmark ${r.date}`,
    '',
    `Machine: ${r.machine.cpus} CPUs, ${r.machine.memoryGb} GB, Node ${r.machine.node}; load average at the start ` +
      `${r.machine.loadAverage.map((l) => l.toFixed(2)).join(' / ')} (other work on the machine moves every figure).`,
    '',
    `Settings: ${Object.entries(r.settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(
        ', ',
      )}. Client: autocannon in the bench process; server: the production build in its own process; ` +
      'both on loopback. A benchmark, not a test: nothing here fails `npm test`.',
    '',
    '## Targets',
    '',
    machineLine(r.api),
    '',
    '| target | measured | |',
    '|---|---|---|',
    ...r.targets.map((t) => `| ${t.target} | ${t.measured} | ${t.isMet ? 'pass' : '**short**'} |`),
    '',
    `Cold starts (process start → first 200 on the product list): ${r.extras.starts
      .map((s) => `${s.database} ${s.freshMs} ms fresh, ${s.existingMs} ms with existing data`)
      .join('; ')}. Peak RSS of the PGlite server: ${r.extras.pgliteRssPeakMb ?? '?'} MB.`,
    '',
    '## API',
    '',
    'Each figure is also given as a share of the ceiling: a bare Fastify route (no logger, hooks, validation ' +
      'or database) answering a JSON body of the same size, in its own process, measured right after with the ' +
      'same connections for half the duration. For the whole purchase the share compares HTTP calls per second ' +
      '(five per purchase) with the ceiling for the size of the dispense answer; its p50/p99 are per completed ' +
      'purchase, from the first call to the dispensed answer.',
    '',
    ...r.api.flatMap(apiLines),
    '## Web app bundle (gzip)',
    '',
    "Sent: what the server sends a browser that asks for brotli (the build's .br copies).",
    '',
    '| screen | JavaScript (gzip) | sent (brotli) | budget (gzip) | |',
    '|---|---:|---:|---:|---|',
    ...r.bundles.map(
      (b) =>
        `| ${b.screen} | ${kb(b.gzipBytes)} | ${kb(b.sentBytes)} | ${kb(b.budgetBytes)} | ${b.isWithinBudget ? 'within' : '**over budget**'} |`,
    ),
    '',
    `## In Chromium, ${r.settings.cpuThrottling}× CPU throttling`,
    '',
  ];
  if ('skipped' in r.browser) {
    lines.push(`Skipped: ${r.browser.skipped}`);
  } else {
    lines.push('Each run in a fresh browser context (empty cache), 1080×1920.', '');
    lines.push('| measure | median | slowest | runs (ms) |', '|---|---:|---:|---|');
    for (const b of r.browser)
      lines.push(`| ${b.measure} | ${b.medianMs} ms | ${b.maxMs} ms | ${b.runs.join(', ')} |`);
  }
  lines.push('');
  if (r.profile) lines.push(r.profile.trim(), '');
  return lines.join('\n');
}
