import { test as base, expect } from '@playwright/test';
import { MISSING_CHROMIUM_MESSAGE, hasChromium } from './chromium';
import { pairKiosks } from './pairing';
import { watchCsp, watchNewContexts } from './csp';

/**
 * Playwright's test, skipped (before any browser starts) when Chromium is missing. Each test's browser
 * context is a paired kiosk of every seeded device, and `request` shares its cookies; a phone is a
 * context of its own (openPhone), unpaired. Every test fails on a Content-Security-Policy violation in
 * any page of its contexts, the phone's included.
 */
export const test = base.extend<{ requireChromium: void; cspViolations: string[] }>({
  requireChromium: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture needs from this pattern
    async ({}, use, testInfo) => {
      testInfo.skip(!hasChromium(), `SKIPPED: ${MISSING_CHROMIUM_MESSAGE}`);
      await use();
    },
    { auto: true },
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
  context: async ({ context, cspViolations }, use) => {
    await watchCsp(context, cspViolations);
    await pairKiosks(context.request);
    await use(context);
  },
  request: async ({ context }, use) => {
    await use(context.request);
  },
});

export { expect };
