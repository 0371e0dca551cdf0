import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch flags that work in this environment (docs/decisions.md, libraries). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const isCi = (): boolean => process.env.CI === 'true';

export const hasChromium = (): boolean => existsSync(CHROMIUM_PATH);

export const MISSING_CHROMIUM_MESSAGE = `Chromium was not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`;

const banner = (text: string): string => `\n${'!'.repeat(80)}\n${text}\n${'!'.repeat(80)}\n`;

/**
 * Without Chromium the suite is skipped with a loud message, except with CI=true, where it fails.
 * Returns whether the suite can run.
 */
export const checkChromium = (): boolean => {
  if (hasChromium()) return true;
  if (isCi()) throw new Error(`${MISSING_CHROMIUM_MESSAGE} CI=true needs the end-to-end tests.`);
  console.warn(banner(`SKIPPED: every end-to-end test. ${MISSING_CHROMIUM_MESSAGE}`));
  return false;
};
