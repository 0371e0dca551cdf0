import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { LANGUAGE_CODES, LANGUAGE_NAMES, isRtl } from '@kiosk/contract';
import { hasHorizontalOverflow, uncoveredCharacters } from './support/glyphs';
import { saveScreenshot } from './support/screenshot';
import { expect, test } from './support/test';

const DEVICE = 'demo-kiosk-0001';
const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'src', 'i18n', 'locales');
const textsOf = (code: string) =>
  JSON.parse(readFileSync(join(LOCALES, `${code}.json`), 'utf8')) as Record<string, Record<string, string>>;

/**
 * Every glyph shown has a bundled font, and nothing overflows sideways. A script's font rules load with
 * the language (i18n/fonts.ts), so they may land just after the text is shown: polled until they have.
 */
async function expectRenderedWell(page: Page, code: string, screen: string) {
  await expect
    .poll(() => uncoveredCharacters(page), { message: `${code} ${screen}: characters without a font` })
    .toEqual([]);
  expect(await hasHorizontalOverflow(page), `${code} ${screen}: horizontal overflow`).toBe(false);
  await saveScreenshot(page, `language-${code}-${screen}`);
}

test.describe('the kiosk in all 24 languages, with only its own server reachable', () => {
  test.use({ viewport: { width: 1080, height: 1920 } });

  for (const code of LANGUAGE_CODES) {
    test(`${code} (${LANGUAGE_NAMES[code].nameEn}): welcome, grid, emergency dialog and age step`, async ({
      page,
      baseURL,
      request,
    }) => {
      // The network is cut off from the browser except for the kiosk's own server.
      const origin = new URL(baseURL!).origin;
      const outside: string[] = [];
      await page.context().route(
        (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
        (route) => {
          outside.push(route.request().url());
          return route.abort();
        },
      );
      await page.addInitScript((language) => sessionStorage.setItem('language', language), code);
      const texts = textsOf(code);

      await page.goto(`/?deviceId=${DEVICE}`);
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_NAMES[code].langIetf);
      await expect(page.locator('html')).toHaveAttribute('dir', isRtl(code) ? 'rtl' : 'ltr');
      await expect(page.getByRole('button', { name: texts.welcome!.tapToBegin! })).toBeVisible();
      await expectRenderedWell(page, code, 'welcome');

      await page.getByRole('button', { name: texts.welcome!.tapToBegin! }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.locator('main li').first()).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
        .toBe(true);
      await expectRenderedWell(page, code, 'grid');

      await page.getByRole('button', { name: texts.emergency!.button! }).click();
      await expect(page.getByRole('dialog')).toContainText(texts.emergency!.askTitle!);
      await expectRenderedWell(page, code, 'emergency');
      await page.keyboard.press('Escape');

      const order = await request.post(`/devices/${DEVICE}/orders?locale=${code}`, {
        data: { skus: [{ skuId: 'nicotine-gum-2mg', quantity: 1 }] },
      });
      expect(order.status()).toBe(201);
      const orderId = (await order.json()).data.id as string;
      try {
        await page.goto(`/orders/${orderId}/workflow-manager?deviceId=${DEVICE}`);
        await expect(page.getByRole('group', { name: texts.ageStep!.keypad! })).toBeVisible();
        await expectRenderedWell(page, code, 'age-step');
      } finally {
        await request.post(`/devices/${DEVICE}/orders/${orderId}/cancel`);
      }
      expect(outside).toEqual([]);
    });
  }
});
