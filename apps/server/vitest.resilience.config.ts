import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const FLOOD = 'src/resilience/sign-in-flood.resilience.ts';
/** fast-check's seed: fixed on CI, new each local run (vitest.fast-check.ts). */
const setupFiles = [fileURLToPath(new URL('../../vitest.fast-check.ts', import.meta.url))];
/** Made once per run: the migrated PGlite database the harness copies each fresh one from, */
const globalSetup = [
  fileURLToPath(new URL('src/test/pglite-test-template.ts', import.meta.url)),
  // and the server bundled once, not once per file (src/test/server-bundle.ts).
  fileURLToPath(new URL('src/test/bundle-server-once.ts', import.meta.url)),
];
const common = {
  root,
  testTimeout: 120_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  setupFiles,
  globalSetup,
};

/**
 * `npm run test:resilience`: faults and load (oversell, webhooks, dispense races, SIGKILL, fuzzing,
 * brute force, PostgreSQL outage). Not part of the default `vitest run`: the files end in `.resilience.ts`.
 * The sign-in flood measures /healthz latency while it saturates the server, so it runs alone, after the
 * others, with no other file's load on the two cores (it failed its p99 beside one); `npm test` runs it as
 * a phase of its own, beside nothing (scripts/test.mjs).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...common,
          name: 'resilience',
          include: ['src/resilience/**/*.resilience.ts'],
          exclude: [FLOOD],
          sequence: { groupOrder: 0 },
        },
      },
      { test: { ...common, name: 'resilience-flood', include: [FLOOD], sequence: { groupOrder: 1 } } },
    ],
  },
});
