// `npm run test:quick`: the unit and API tests on PGlite only, for before each commit (a few minutes).
// Leaves out what `npm test` adds to them: PostgreSQL (TEST_DATABASE_URL is dropped), the fleet-tests
// project, the tests that start processes (servers, agents, CLIs, builds), the resilience, release and
// fleet suites, the web budgets and the browser. `npm test` runs everything.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { commandLineOrExit } from './command-line.mjs';

/** The vitest projects of the unit and API tests (vitest.config.ts): all but fleet-tests. */
export const QUICK_PROJECTS = ['contract', 'device-link', 'agent', 'server', 'web', 'lint', 'bench'];

/**
 * The tests that start processes (a server through tsx, the agent, a command-line tool, a build): most of
 * the time of the vitest run that is not the API tests themselves (docs/performance.md, "Test suite").
 */
export const PROCESS_TESTS = [
  '**/*.process.test.ts',
  'apps/agent/src/agent-process.test.ts',
  'apps/agent/src/bring-up/kiosk-hw.test.ts',
  'apps/agent/src/dispenser/spiral/emulator/main.test.ts',
  'apps/agent/src/driver-conformance/conformance.test.ts',
  'apps/agent/src/update/install-release.test.ts',
  'apps/server/src/cli/command-help.test.ts',
  'apps/server/src/cli/set-passkey-command.test.ts',
  'apps/server/src/cli/backup-command.test.ts',
  'apps/server/src/db/data-dir-lock.test.ts',
  'apps/server/src/db/node-flags.test.ts',
  'apps/server/src/demo-start.test.ts',
  'apps/server/src/deploy-monitoring.test.ts',
  'apps/server/src/fleet/api-unit.test.ts',
  'apps/server/src/modules/dispensing/dispensing.restart.test.ts',
  'apps/server/src/release/release-version.test.ts',
  'apps/server/src/startup-failures.test.ts',
];

/** vitest matches a project's excludes against paths under that project's root (apps/server/…). */
export const excludeGlob = (path) =>
  path.startsWith('**') ? path : `**/${path.split('/').slice(2).join('/')}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  commandLineOrExit(process.argv.slice(2), {
    helpHint: 'npm run test:quick -- --help',
    usage: `Runs the unit and API tests (vitest) on PGlite only: no PostgreSQL, no browser, no fleet, and none of
the tests that start a server, an agent or a command-line process. A few minutes; run it before each commit,
and npm test (every test) before a merge.

Usage: npm run test:quick

  --help, -h        this text (nothing is run)

It reads no .env, and leaves TEST_DATABASE_URL out of the tests' environment (npm test uses it).
More: README.md (The two commands).`,
  });
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  const args = ['vitest', 'run', ...QUICK_PROJECTS.flatMap((name) => ['--project', name])];
  args.push(...PROCESS_TESTS.flatMap((glob) => ['--exclude', excludeGlob(glob)]));
  console.log('Unit and API tests on PGlite (npm test runs every test).');
  const result = spawnSync('npx', args, {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: 'inherit',
    env,
  });
  process.exit(result.status ?? 1);
}
