import { test as base, expect } from '@playwright/test';
import { MISSING_CHROMIUM_MESSAGE, hasChromium } from './chromium';

/** Playwright's test, skipped (before any browser starts) when Chromium is missing. */
export const test = base.extend<{ requireChromium: void }>({
  requireChromium: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture needs from this pattern
    async ({}, use, testInfo) => {
      testInfo.skip(!hasChromium(), `SKIPPED: ${MISSING_CHROMIUM_MESSAGE}`);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
