import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/**
 * Saves the whole page as e2e/screenshots/<name>.png and returns its path. The viewport is grown
 * to the page's height for the shot (and restored), so the fixed header and sticky footer sit
 * where they would on a screen that tall instead of over the middle of the content.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name.replace(/[^A-Za-z0-9._-]+/g, '-')}.png`);
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport && height > viewport.height) {
    await page.setViewportSize({ width: viewport.width, height });
    await page.screenshot({ path });
    await page.setViewportSize(viewport);
  } else {
    await page.screenshot({ path, fullPage: true });
  }
  return path;
}
