import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** fast-check's seed: fixed on CI, new each local run (vitest.fast-check.ts). */
const fastCheckSeed = fileURLToPath(new URL('vitest.fast-check.ts', import.meta.url));
/** The migrated PGlite database made once per run, which the API tests' databases are copies of. */
const pgliteTemplate = fileURLToPath(
  new URL('apps/server/src/test/pglite-test-template.ts', import.meta.url),
);

/**
 * Two test files at a time: most files wait (a timer, a child process, a broker, a server starting) more
 * than they compute, so with vitest's default on two cores (one worker) a core stood idle. Every file has
 * its own ports (port 0), databases and brokers. Measured in docs/performance.md, "Test suite time".
 */
const FILES_AT_A_TIME = 2;

export default defineConfig({
  test: {
    maxWorkers: FILES_AT_A_TIME,
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          setupFiles: [fastCheckSeed],
        },
      },
      {
        test: {
          name: 'device-link',
          root: 'packages/device-link',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'agent',
          root: 'apps/agent',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          // One file at a time: the serial-port emulators answer within a board's deadlines and the
          // self-update launcher has trial deadlines, which a second file's load could make it miss.
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          setupFiles: [fastCheckSeed],
          globalSetup: [pgliteTemplate],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // The server and the device agent together, in one process (tests/fleet; the fleet suite itself is
        // npm run test:fleet).
        test: {
          name: 'fleet-tests',
          root: 'tests/fleet',
          include: ['src/**/*.test.ts'],
          globalSetup: [pgliteTemplate],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'apps/web/vite.config.ts',
      // The benchmark's own arithmetic (targets scaled by the host's measured speed).
      { test: { name: 'bench', root: 'bench', include: ['lib/**/*.test.ts'] } },
      // The web app's import rules, shown on lint fixtures (ESLint's Node API, in Node).
      { test: { name: 'lint', root: 'apps/web', include: ['import-rules.test.ts'] } },
    ],
  },
});
