import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';
import { newKeyPair } from '../scripts/release-signing.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, checkChromium } from './support/chromium';
import { E2E_ACCESS_CODE } from './support/order-flow';

const here = dirname(fileURLToPath(import.meta.url));
const SERVER_ENTRY = join(here, '..', 'apps', 'server', 'dist', 'main.js');
const PORT = Number(process.env.E2E_PORT ?? 4710);
const BASE_URL = `http://127.0.0.1:${PORT}`;

const canRun = checkChromium();

/**
 * A fresh data folder for each run, made once by the runner (workers inherit it through the
 * environment) and removed when the runner exits, after the server has stopped.
 */
const dataDir = (): string => {
  const existing = process.env.E2E_DATA_DIR;
  if (existing) return existing;
  const created = mkdtempSync(join(tmpdir(), 'kiosk-e2e-'));
  process.env.E2E_DATA_DIR = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  return created;
};

/**
 * The programme's release key pair for this run, in the data folder: the server checks uploads against
 * the public key, and the releases journey signs its release with the private one (support/releases.ts).
 */
const releaseKeys = (dir: string): string => {
  const publicKeyFile = join(dir, 'release.pub');
  if (!existsSync(publicKeyFile)) {
    const keys = newKeyPair();
    writeFileSync(join(dir, 'release.key'), keys.privateKey);
    writeFileSync(publicKeyFile, keys.publicKey);
  }
  return publicKeyFile;
};

if (canRun && !existsSync(SERVER_ENTRY)) {
  throw new Error(`${SERVER_ENTRY} is missing: run "npm run build" at the repository root first.`);
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: process.env.CI === 'true',
  // On CI a failed test runs once more and, if it then passes, is reported "flaky" (not hidden): three
  // races between a test's steps and the page, or the other worker's test on the same kiosk, each failed
  // once in three runs here (docs/performance.md, "Known flaky end-to-end tests"). Locally, never retried.
  retries: process.env.CI === 'true' ? 1 : 0,
  workers: 2,
  // The longest journeys (staff stock, paid product, offers) make a dozen axe scans and screenshots; on
  // two busy cores they take up to a minute. The limit catches a hang, not a slow machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
    // A failed test keeps its trace: every action with its timing, the network, the console and the source.
    // Without the DOM snapshots and the screencast, which cost about a third of the phase's CPU (measured in
    // docs/performance.md, "What the end-to-end traces cost"); the failure's screenshot stays. For the full trace of a
    // failure: npx playwright test <spec> --trace on.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: canRun
    ? {
        // As `npm start` runs it: the server's node flags, then the bundle.
        command: ['node', ...SERVER_NODE_FLAGS, JSON.stringify(SERVER_ENTRY)].join(' '),
        url: `${BASE_URL}/healthz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          // The production build, run as development so the simulator's dev fault API
          // (/dev/dispenser/…) exists for the dispense-failure journey.
          NODE_ENV: 'development',
          PORT: String(PORT),
          HOST: '127.0.0.1',
          PUBLIC_URL: BASE_URL,
          DATA_DIR: dataDir(),
          RELEASE_PUBLIC_KEY_FILE: releaseKeys(dataDir()),
          DEMO_STAFF_PASSKEY: process.env.E2E_STAFF_PASSKEY ?? 'e2e-staff-passkey',
          // The operator console's demo account, and alerts evaluated every second (30 s by default).
          DEMO_OPERATOR_PASSWORD: process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-operator-password',
          ALERT_SWEEP_INTERVAL_MS: '1000',
          LOG_LEVEL: 'warn',
          // The access code the access-code journey types (seeded once, valid on every kiosk).
          DEMO_ACCESS_CODE: E2E_ACCESS_CODE,
          // Units drop in 1 s (1.5 s by default): fast, yet each 'Item X of Y' shows long enough.
          DISPENSE_UNIT_MS: '1000',
        },
      }
    : undefined,
});
