// `npm test`: every test. Unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the
// builds and releases, the fleet, the resilience suite and the end-to-end tests on the production build in
// Debian Chromium. The phases that mostly wait run beside the unit and API tests, which mostly compute;
// measured in docs/performance.md ("Test suite time").
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandLineOrExit } from './command-line.mjs';
import { phaseTimes } from './phase-times.mjs';
import { runCommand } from './run-command.mjs';

commandLineOrExit(process.argv.slice(2), {
  helpHint: 'npm test -- --help',
  usage: `Runs every test: the build, then the unit and API tests (vitest, PGlite) and beside them the web budgets,
the kiosk PC and API releases (packed and signed into a temporary folder), the fleet suite (when PostgreSQL,
haproxy and mosquitto are there) and the resilience suite; then the sign-in flood and the end-to-end tests on
the production build in Chromium, each alone. Lines of phases run side by side start with their lane's name.

Usage: npm test [-- --no-fetch-node]

  --no-fetch-node   on a Node older than 24, stop instead of fetching Node 24 into .cache/node24
  --help, -h        this text (nothing is run)

It reads TEST_DATABASE_URL (PostgreSQL for the API tests, the API release and the fleet suite), CHROMIUM_PATH (default
/usr/bin/chromium) and CI (true: a missing part fails instead of being skipped). It reads no .env.
More: README.md (The two commands).`,
});

const root = new URL('..', import.meta.url).pathname;
// Each phase's start and wall time, printed at the end, and on a failure or an early exit as far as it got.
const phases = phaseTimes();
process.on('exit', () => phases.print());
const isCi = process.env.CI === 'true';

/**
 * A lane: its phases one after the other, each `[command, args, env?]`, stopping at the first that fails.
 * Resolves to true when every phase passed. `label` prefixes the lane's output when it runs beside another.
 */
async function lane(label, steps) {
  for (const step of steps) {
    const [command, args, env = {}] = typeof step === 'function' ? step() : step;
    const name = `${command} ${args.join(' ')}`.replace(/ -- .*/, '');
    const isOk = await phases.time(name, () =>
      runCommand(command, args, { cwd: root, env: { ...process.env, ...env }, label }),
    );
    if (!isOk) return false;
  }
  return true;
}

/** Lanes side by side: resolves once all have ended; exits with 1 (after they all ended) if any failed. */
async function runLanes(...lanes) {
  const results = await Promise.all(lanes);
  if (results.includes(false)) process.exit(1);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');
}

// What the fleet suite needs: PostgreSQL, haproxy and mosquitto. On CI a missing part fails the run.
const missing = ['haproxy', 'mosquitto'].filter(
  (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0,
);
const fleetMissing = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : missing.length
    ? `${missing.join(' and ')} not found`
    : null;
if (fleetMissing && isCi) {
  console.error(`\nFAIL: the fleet suite needs PostgreSQL, haproxy and mosquitto: ${fleetMissing}.`);
  phases.add('npm run test:fleet', `FAILED (${fleetMissing})`);
  process.exit(1);
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumMissing = existsSync(chromium)
  ? null
  : `Chromium was not found at ${chromium}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`;
if (chromiumMissing && isCi) {
  console.error(`\nFAIL: ${chromiumMissing} CI needs the end-to-end tests.`);
  phases.add('end-to-end tests', 'FAILED (no Chromium)');
  process.exit(1);
}

// The releases are signed with a key made for this run, outside the repository, as a programme signs its
// releases; the packs go to the same temporary folder, which the release and fleet suites read.
const releaseDir = mkdtempSync(join(tmpdir(), 'kiosk-pc-release-'));
process.on('exit', () => rmSync(releaseDir, { recursive: true, force: true }));
const releaseKey = join(releaseDir, 'key/release.key');
const packed = (prefix) =>
  join(
    releaseDir,
    readdirSync(releaseDir).find((f) => f.startsWith(prefix) && f.endsWith('.tar.gz')),
  );

const resilience = ['vitest', 'run', '--config', 'apps/server/vitest.resilience.config.ts', '--project'];

// The whole build, once, before the lanes: the release artefacts pack it, the end-to-end tests run it, and
// the unit tests check that no command they run writes a build (so none may be written while they run).
await runLanes(lane(undefined, [['npm', ['run', 'build']]]));
// Two lanes: the unit and API tests, which compute (two files at a time), beside the releases, the fleet and
// the resilience suite, which mostly wait (installs, faults, give-ups, reconnections).
await runLanes(
  // The unit and API tests: two files at a time, most of the run's computing.
  lane('unit', [['npx', ['vitest', 'run']]]),
  lane('builds', [
    // The web app's JavaScript budgets (gzip): the kiosk's first screen and every lazy screen.
    ['npm', ['run', 'check:web-budget']],
    ['npm', ['run', 'release:keygen', '--', '--out', join(releaseDir, 'key')]],
    // The kiosk PC release: the bundled agent packed with its Node 24 and units; its install script against
    // a temporary root, its units through systemd-analyze verify, the agent run from the unpacked tarball.
    ['npm', ['run', 'pack:kiosk-pc', '--', '--out', releaseDir, '--key', releaseKey]],
    () => ['npm', ['run', 'test:kiosk-pc'], { KIOSK_PC_TARBALL: packed('kiosk-pc-') }],
    // The API release: packed and signed, installed by its install-api.sh into a temporary root, migrated
    // and started with its own Node against PostgreSQL (needs TEST_DATABASE_URL; skipped without it).
    ['npm', ['run', 'pack:api', '--', '--out', releaseDir, '--key', releaseKey]],
    () => ['npm', ['run', 'test:api-release'], { API_TARBALL: packed('api-') }],
    // The fleet: two API instances behind HAProxy on PostgreSQL, Mosquitto, and the device agent as a kiosk
    // PC runs it, started from the tarball just packed (bench/results/fleet.md).
    ...(fleetMissing
      ? []
      : [() => ['npm', ['run', 'test:fleet'], { KIOSK_PC_TARBALL: packed('kiosk-pc-') }]]),
    // Faults and load: oversell, webhooks, dispense races, SIGKILL, fuzzing, brute force, and a PostgreSQL
    // outage of its own cluster.
    ['npx', [...resilience, 'resilience']],
  ]),
);
if (fleetMissing) {
  console.warn(`\nSKIPPED: the fleet suite (${fleetMissing}; apt-get install -y haproxy mosquitto).`);
  phases.add('npm run test:fleet', `skipped (${fleetMissing})`);
}
// Alone: the sign-in flood times /healthz while it saturates a server, and the end-to-end tests (two
// Chromium workers) take both cores.
await runLanes(lane(undefined, [['npx', [...resilience, 'resilience-flood']]]));
if (!chromiumMissing) await runLanes(lane(undefined, [['npm', ['test', '-w', '@kiosk/e2e']]]));
else {
  console.warn(`\n${'!'.repeat(80)}\nSKIPPED: the end-to-end tests. ${chromiumMissing}\n${'!'.repeat(80)}\n`);
  phases.add('end-to-end tests', 'skipped (no Chromium)');
}
