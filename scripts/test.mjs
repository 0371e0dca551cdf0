// `npm test`: every test. Unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the end-to-end tests on the production build in Debian Chromium.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandLineOrExit } from './command-line.mjs';
import { phaseTimes } from './phase-times.mjs';

commandLineOrExit(process.argv.slice(2), {
  helpHint: 'npm test -- --help',
  usage: `Runs every test: the unit and API tests (vitest, PGlite), the resilience suite, the kiosk PC and API
releases (built, packed and signed into a temporary folder), the fleet suite when PostgreSQL, haproxy and mosquitto are there, then
the web budgets and the end-to-end tests on the production build in Chromium.

Usage: npm test [-- --no-fetch-node]

  --no-fetch-node   on a Node older than 24, stop instead of fetching Node 24 into .cache/node24
  --help, -h        this text (nothing is run)

It reads TEST_DATABASE_URL (PostgreSQL for the API tests, the API release and the fleet suite), CHROMIUM_PATH (default
/usr/bin/chromium) and CI (true: a missing part fails instead of being skipped). It reads no .env.
More: README.md (The two commands).`,
});

const root = new URL('..', import.meta.url).pathname;
// Each phase's wall time, printed at the end, and on a failure or an early exit as far as it got.
const phases = phaseTimes();
process.on('exit', () => phases.print());
const run = (command, args, env = {}) => {
  const commandLine = `${command} ${args.join(' ')}`;
  console.log(`\n$ ${commandLine}`);
  let status = 0;
  phases.time(commandLine.replace(/ -- .*/, ''), () => {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    status = result.status ?? 1;
    return status === 0;
  });
  if (status !== 0) process.exit(status);
};

const isCi = process.env.CI === 'true';
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');
}
run('npx', ['vitest', 'run']);
// Faults and load: oversell, webhooks, dispense races, SIGKILL, fuzzing, brute force, PostgreSQL outage.
run('npm', ['run', 'test:resilience']);
// The whole build, once: the release artefacts pack it, the end-to-end tests run it.
run('npm', ['run', 'build']);
// The kiosk PC release: the bundled agent packed with its Node 24 and units; its install script against a
// temporary root, its units through systemd-analyze verify, the agent run from the unpacked tarball.
// Signed with a key made for this run, outside the repository, as a programme signs its releases.
const releaseDir = mkdtempSync(join(tmpdir(), 'kiosk-pc-release-'));
run('npm', ['run', 'release:keygen', '--', '--out', join(releaseDir, 'key')]);
run('npm', ['run', 'pack:kiosk-pc', '--', '--out', releaseDir, '--key', join(releaseDir, 'key/release.key')]);
const tarball = join(
  releaseDir,
  readdirSync(releaseDir).find((f) => f.startsWith('kiosk-pc-') && f.endsWith('.tar.gz')),
);
run('npm', ['run', 'test:kiosk-pc'], { KIOSK_PC_TARBALL: tarball });
// The API release: packed and signed, installed by its install-api.sh into a temporary root, migrated and
// started with its own Node against PostgreSQL (needs TEST_DATABASE_URL; skipped without it).
run('npm', ['run', 'pack:api', '--', '--out', releaseDir, '--key', join(releaseDir, 'key/release.key')]);
const apiTarball = join(
  releaseDir,
  readdirSync(releaseDir).find((f) => f.startsWith('api-') && f.endsWith('.tar.gz')),
);
run('npm', ['run', 'test:api-release'], { API_TARBALL: apiTarball });
// The fleet: two API instances behind HAProxy on PostgreSQL, Mosquitto, and the device agent as a kiosk PC
// runs it, started from the tarball just packed (bench/results/fleet.md).
const missing = ['haproxy', 'mosquitto'].filter(
  (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0,
);
if (!process.env.TEST_DATABASE_URL || missing.length) {
  const why = process.env.TEST_DATABASE_URL
    ? `${missing.join(' and ')} not found`
    : 'TEST_DATABASE_URL is not set';
  if (isCi) {
    console.error(`\nFAIL: the fleet suite needs PostgreSQL, haproxy and mosquitto: ${why}.`);
    phases.add('npm run test:fleet', null, `FAILED (${why})`);
    process.exit(1);
  }
  console.warn(`\nSKIPPED: the fleet suite (${why}; apt-get install -y haproxy mosquitto).`);
  phases.add('npm run test:fleet', null, `skipped (${why})`);
} else {
  run('npm', ['run', 'test:fleet'], { KIOSK_PC_TARBALL: tarball });
}
rmSync(releaseDir, { recursive: true, force: true });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Chromium was not found at ${chromium}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`;
  if (isCi) {
    console.error(`\nFAIL: ${message} CI needs the end-to-end tests.`);
    phases.add('end-to-end tests', null, 'FAILED (no Chromium)');
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(80)}\nSKIPPED: the end-to-end tests. ${message}\n${'!'.repeat(80)}\n`);
  phases.add('end-to-end tests', null, 'skipped (no Chromium)');
  process.exit(0);
}
// The web app's JavaScript budgets (gzip): the kiosk's first screen and every lazy screen (docs/performance.md).
run('npm', ['run', 'check:web-budget']);
run('npm', ['test', '-w', '@kiosk/e2e']);
