import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:kiosk-pc`: the kiosk PC release. The tarball (KIOSK_PC_TARBALL, or built and packed
 * here), its install script against a temporary root, its units through systemd-analyze verify, and the
 * agent started from it (its own Node, its bundle) on a real broker. Run as root (useradd --root).
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    name: 'kiosk-pc',
    include: ['src/release/**/*.release.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
