import { test as base, expect } from '@playwright/test';
import { MISSING_CHROMIUM_MESSAGE, hasChromium } from './chromium';
import { pairKiosks } from './pairing';

/**
 * Playwright's test, skipped (before any browser starts) when Chromium is missing. Each test's browser
 * context is a paired kiosk of every seeded device, and `request` shares its cookies; a phone is a
 * context of its own (openPhone), unpaired.
 */
export const test = base.extend<{ requireChromium: void }>({
  requireChromium: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture needs from this pattern
    async ({}, use, testInfo) => {
      testInfo.skip(!hasChromium(), `SKIPPED: ${MISSING_CHROMIUM_MESSAGE}`);
      await use();
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await pairKiosks(context.request);
    await use(context);
  },
  request: async ({ context }, use) => {
    await use(context.request);
  },
});

export { expect };
