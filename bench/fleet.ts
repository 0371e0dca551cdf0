// `npm run bench:fleet`: the fleet end to end at N kiosks (bench/results/fleet-scale.md).
// BENCH_FLEET_KIOSKS=250,1000,2000 (the default), BENCH_FLEET_RATE visits a second (5), BENCH_FLEET_SECONDS (60),
// BENCH_FLEET_REPORT the report's name (fleet-scale), BENCH_FLEET_PROFILE a folder for CPU profiles of the
// instances over the first size's windows (compared in the report; none when unset).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFleetLoad, type LoadFigures } from '../tests/fleet/src/support/load-run';
import { FAULTS, type Fault } from '../tests/fleet/src/support/fault-run';
import { profileComparison } from './lib/fleet-profile';
import { fleetMarkdown } from './lib/fleet-report';
import { runFaults } from './lib/fleet-faults';
import { commandLineOrExit } from '../scripts/command-line.mjs';

/** `--fault a,b` (or all): the faults asked for, none for the load windows. */
const faultsOf = (value: string | boolean | undefined): string[] =>
  typeof value === 'string' ? value.split(',').flatMap((f) => (f === 'all' ? [...FAULTS] : [f])) : [];
const commandLine = commandLineOrExit(process.argv.slice(2), {
  helpHint: 'npm run bench:fleet -- --help',
  options: { fault: { type: 'string' } },
  check: ({ fault }) =>
    faultsOf(fault).find((f) => !FAULTS.includes(f as Fault))
      ? `--fault takes ${FAULTS.join(', ')} or all, separated by commas`
      : undefined,
  usage: `The fleet end to end at N kiosks: real agents over TLS, two API instances behind HAProxy on PostgreSQL,
Mosquitto; writes bench/results/fleet-scale.md. It installs haproxy and mosquitto when missing (apt-get)
and starts the local PostgreSQL when it does not answer.

Usage: npm run bench:fleet [-- --fault F[,F…]]

  --fault F    instead of the load windows, fault F while agents are connected and visits run, on a
               PostgreSQL cluster of the run's own (initdb, another port); F is one of
               ${FAULTS.join(', ')},
               or all. Writes bench/results/fleet-faults.md (BENCH_FLEET_KIOSKS 300 unless
               set; BENCH_FLEET_AWAY_MS the broker-pause's 60000).
  --help, -h   this text (nothing is installed, started or measured)

Settings from the environment (or .env): BENCH_FLEET_KIOSKS (250,1000,2000), BENCH_FLEET_RATE visits a
second (5), BENCH_FLEET_SECONDS (60), BENCH_FLEET_UNIT_MS (20), BENCH_FLEET_REPORT (fleet-scale),
BENCH_FLEET_PROFILE (a folder for CPU profiles), BENCH_DATABASE_URL or TEST_DATABASE_URL.
More: docs/performance.md.`,
});

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SIZES = (process.env.BENCH_FLEET_KIOSKS ?? '250,1000,2000').split(',').map(Number);
const RATE = Number(process.env.BENCH_FLEET_RATE ?? 5);
const SECONDS = Number(process.env.BENCH_FLEET_SECONDS ?? 60);
const UNIT_MS = Number(process.env.BENCH_FLEET_UNIT_MS ?? 20);
/** The report's name under bench/results/ (another name keeps the last full run's report). */
const REPORT = process.env.BENCH_FLEET_REPORT ?? 'fleet-scale';
const PROFILE_DIR = process.env.BENCH_FLEET_PROFILE;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

// haproxy and mosquitto installed when missing, the local PostgreSQL started when it does not answer.
const tools = spawnSync(join(ROOT, 'scripts/ensure-tools.sh'), ['haproxy', 'mosquitto', '--postgres'], {
  stdio: 'inherit',
});
if (tools.status !== 0) {
  console.error('bench:fleet needs haproxy, mosquitto and PostgreSQL: apt-get install -y haproxy mosquitto');
  process.exit(1);
}
const faults = faultsOf(commandLine.fault) as Fault[];
if (faults.length > 0) {
  await runFaults(faults);
  process.exit(0);
}

const uptime = () => spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
const machine = {
  cpus: cpus().length,
  node: process.version,
  uptimeBefore: uptime(),
  loadBefore: loadavg(),
};
const runs: LoadFigures[] = [];
for (const [index, kiosks] of SIZES.entries()) {
  console.log(`\n${kiosks} kiosks, ${RATE} visits/s for ${SECONDS} s…`);
  runs.push(
    await runFleetLoad({
      kiosks,
      visitsPerSecond: RATE,
      seconds: SECONDS,
      unitMs: UNIT_MS,
      // One instance against two: measured at the first size (the cost per purchase, not the scale).
      compareOneInstance: index === 0,
      profileDir: index === 0 ? PROFILE_DIR : undefined,
      adminUrl: ADMIN_URL,
      log: (message) => console.log(`  ${message}`),
    }),
  );
}
const markdown = [
  fleetMarkdown({ ...machine, uptimeAfter: uptime() }, runs, SECONDS),
  ...(runs[0] ? profileComparison(runs[0]) : []),
].join('\n');
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, `bench/results/${REPORT}.md`), markdown);
writeFileSync(join(ROOT, `bench/results/${REPORT}.json`), `${JSON.stringify(runs, null, 2)}\n`);
console.log(`\n${markdown}\nWritten bench/results/${REPORT}.md and .json.`);
