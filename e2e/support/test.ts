import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { MISSING_CHROMIUM_MESSAGE, hasChromium } from './chromium';
import { pairKiosks } from './pairing';
import { watchCsp, watchNewContexts } from './csp';

type TStorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/**
 * Playwright's test, skipped (before any browser starts) when Chromium is missing. Each test's browser
 * context is a paired kiosk of every seeded device, and `request` shares its cookies; a phone is a
 * context of its own (openPhone), unpaired. Every test fails on a Content-Security-Policy violation in
 * any page of its contexts, the phone's included.
 *
 * The pairing is made once per worker (`kioskPairings`: each device's credential cookie) and each test's
 * own context gets those cookies (not the `storageState` option, which would pair the phones and the
 * unpaired kiosks a test makes with `browser.newContext()` too): pairing six kiosks costs about 18 argon2
 * hashes on the server, seconds per test on a busy machine. No journey revokes a seeded kiosk's credentials.
 */
export const test = base.extend<
  { requireChromium: void; cspViolations: string[] },
  { kioskPairings: TStorageState }
>({
  requireChromium: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture needs from this pattern
    async ({}, use, testInfo) => {
      testInfo.skip(!hasChromium(), `SKIPPED: ${MISSING_CHROMIUM_MESSAGE}`);
      await use();
    },
    { auto: true },
  ],
  kioskPairings: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      let paired: TStorageState;
      try {
        await pairKiosks(request);
        paired = await request.storageState();
      } finally {
        await request.dispose();
      }
      await use(paired);
    },
    { scope: 'worker' },
  ],
  cspViolations: [
    async ({ browser }, use) => {
      const violations: string[] = [];
      const stop = watchNewContexts(browser, violations);
      await use(violations);
      stop();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations, kioskPairings }, use) => {
    await watchCsp(context, cspViolations);
    await context.addCookies(kioskPairings.cookies);
    await use(context);
  },
  request: async ({ context }, use) => {
    await use(context.request);
  },
});

export { expect };
