import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:api-release`: the API release. The tarball (API_TARBALL, or packed here from the build),
 * installed by its install-api.sh into a temporary root, its migrations run and the server started from
 * it, with its own Node, against PostgreSQL (TEST_DATABASE_URL). Run as root (useradd --root).
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    name: 'api-release',
    include: ['src/release/**/*.release.ts'],
    testTimeout: 90_000,
    hookTimeout: 240_000,
  },
});
