import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect } from './test';

/** The kiosk's portrait screen. */
export const PORTRAIT = { width: 1080, height: 1920 } as const;

/** At most this share of a kiosk screen's height may stay empty below its lowest control or content. */
export const MAX_EMPTY_BELOW_SHARE = 1 / 3;

/**
 * What may differ between two shots of the same screen and layout: antialiasing only. A block that moves
 * or grows by a line changes far more pixels than this.
 */
export const SCREENSHOT_TOLERANCE = { maxDiffPixelRatio: 0.002 } as const;

type TTexts = Record<string, unknown>;

const LOCALES_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'apps',
  'web',
  'src',
  'i18n',
  'locales',
);

/** A text of the web app's locale file for `language` ('dispense.done'), as the screens show it. */
export const textsOf = (language: string) => {
  const texts = JSON.parse(readFileSync(join(LOCALES_DIR, `${language}.json`), 'utf8')) as TTexts;
  return (key: string, values: Record<string, string | number> = {}): string => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as TTexts | undefined)?.[part], texts);
    if (typeof found !== 'string') throw new Error(`no text ${key} in ${language}.json`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
};

/**
 * Measured in the page: how far the lowest visible control or content block of the screen (the open
 * dialog, else <main>) ends above the bottom of the viewport, in px. The header and footer are left out,
 * so a screen's own content is measured, not the footer's Help button.
 */
export async function emptyBelowContent(page: Page): Promise<{ empty: number; height: number }> {
  return page.evaluate(() => {
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'));
    const root = dialogs.at(-1) ?? document.querySelector('main');
    if (!root) throw new Error('no <main> and no dialog');
    const blocks = Array.from(
      root.querySelectorAll(
        'a, button, input, select, textarea, [role="button"], [role="radio"], [role="link"], ' +
          'h1, h2, h3, h4, p, li, img, svg, [role="status"], [role="alert"], [role="progressbar"]',
      ),
    );
    let lowest = 0;
    for (const block of blocks) {
      const box = block.getBoundingClientRect();
      const style = getComputedStyle(block);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      lowest = Math.max(lowest, box.bottom);
    }
    return { empty: window.innerHeight - lowest, height: window.innerHeight };
  });
}

/** The screen leaves at most a third of its height empty below its lowest control or content. */
export async function expectScreenHeightUsed(page: Page, name: string): Promise<void> {
  const { empty, height } = await emptyBelowContent(page);
  expect(empty, `${name}: ${empty} px of ${height} px empty below the last control`).toBeLessThanOrEqual(
    height * MAX_EMPTY_BELOW_SHARE,
  );
}

/**
 * The screen at 1080×1920: axe finds nothing, the height is used, and it looks as its committed baseline
 * (animations stopped, caret hidden, `mask` painted over: QR codes and anything else that varies).
 */
export async function expectPortraitScreen(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await page.setViewportSize(PORTRAIT);
  // No hover on whatever the last tap was over.
  await page.mouse.move(0, PORTRAIT.height - 1);
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expectNoAxeViolations(page);
  await expectScreenHeightUsed(page, name);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask,
    ...SCREENSHOT_TOLERANCE,
  });
}
