import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:fleet`: two API instances behind HAProxy on one PostgreSQL database, a Mosquitto of the
 * suite's own and a device agent; faults injected one after another. Needs TEST_DATABASE_URL, haproxy
 * and mosquitto (CI installs them); the figures go to bench/results/fleet.md. load.fleet.ts is
 * `npm run bench:fleet` reduced (100 kiosks, 30 s).
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    name: 'fleet',
    include: ['src/**/*.fleet.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // The server bundled once for the run, not once per file (server-bundle.ts in apps/server).
    globalSetup: [
      fileURLToPath(new URL('../../apps/server/src/test/bundle-server-once.ts', import.meta.url)),
    ],
    // The fault scenarios and the load run (load.fleet.ts, about a minute) each start their own fleet:
    // one after the other, so neither's timings suffer from the other's.
    fileParallelism: false,
  },
});
