import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** fast-check's seed: fixed on CI, new each local run (vitest.fast-check.ts). */
const fastCheckSeed = fileURLToPath(new URL('vitest.fast-check.ts', import.meta.url));
/** The migrated PGlite database made once per run, which the API tests' databases are copies of. */
const pgliteTemplate = fileURLToPath(
  new URL('apps/server/src/test/pglite-test-template.ts', import.meta.url),
);

export default defineConfig({
  test: {
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
      { test: { name: 'agent', root: 'apps/agent', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
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
