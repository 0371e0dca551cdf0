import type { Page, Route } from '@playwright/test';
import { consentToEmergency } from './support/emergency';
import { ORDER_FLOW_DEVICE, TEST_CARDS, payOnPhone, withDevice } from './support/order-flow';
import { PORTRAIT, expectPortraitScreen, expectScreenHeightUsed, textsOf } from './support/portrait';
import { DEMO_DEVICE, kioskUrl } from './support/session';
import { STAFF_AUTH } from './support/staff';
import { expect, test } from './support/test';

/**
 * The kiosk's main screens at 1080×1920, in English and in Arabic (right to left), against committed
 * baselines (kiosk-portrait-layout.spec.ts-snapshots/), so that a layout change shows as a failed test; each
 * also uses the height of the screen and passes axe. Regenerate the baselines after a deliberate layout
 * change: `npx playwright test kiosk-portrait-layout --update-snapshots`, then look at each picture.
 */

/** The dispense-failure screen: the next unit of the pregnancy test's slot on the demo kiosk jams. */
const FAILURE_SKU = { productId: 'pregnancy-test', skuId: 'pregnancy-test', slot: 'B1' } as const;

const LANGUAGES = [
  { code: 'en', locale: 'en-US' },
  { code: 'ar', locale: 'ar' },
] as const;

/** Holds the kiosk's dispense call until `release` is called, so the dispensing screen stays still. */
async function holdDispense(page: Page): Promise<() => Promise<void>> {
  let held: Route | undefined;
  let seen: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  await page.route(/\/orders\/[^/]+\/dispense(\?|$)/, async (route) => {
    if (route.request().method() !== 'POST' || held) return route.fallback();
    held = route;
    seen();
  });
  return async () => {
    await arrived;
    await held?.continue();
  };
}

for (const { code, locale } of LANGUAGES) {
  test.describe(`kiosk screens at 1080×1920 in ${code}`, () => {
    test.use({ viewport: PORTRAIT, locale });
    const t = textsOf(code);

    test('grid, detail, checkout, dispensing, complete', async ({ page, browser }) => {
      test.setTimeout(300_000);
      await page.goto(kioskUrl('/products', ORDER_FLOW_DEVICE));
      await expect(page.locator('html')).toHaveAttribute('lang', code === 'en' ? 'en-US' : 'ar');
      await expect(page.getByRole('heading', { level: 1, name: t('products.title') })).toBeVisible();
      await expect(page.getByRole('list', { name: t('products.title') }).getByRole('listitem')).toHaveCount(
        11,
      );
      await expectPortraitScreen(page, `grid-${code}`);

      // The longest detail: two options and a multi-pack count.
      await page.goto(withDevice('/products/condoms'));
      await expect(page.getByRole('radio')).toHaveCount(2, { timeout: 20_000 });
      await expectPortraitScreen(page, `detail-${code}`);

      await page.goto(withDevice('/products/pregnancy-test'));
      await page.getByRole('button', { name: t('productDetail.startOrder') }).click();
      const qr = page.getByTestId('qr-code');
      await expect(qr).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('payment-amount')).toBeVisible();
      await expectPortraitScreen(page, `checkout-${code}`, [qr]);

      const release = await holdDispense(page);
      await payOnPhone(browser, (await qr.getAttribute('data-value')) ?? '', TEST_CARDS.pays);
      await expect(page).toHaveURL(/\/dispense(\?|$)/, { timeout: 30_000 });
      await expect(page.getByTestId('dispense-progress')).toHaveText(
        t('dispense.progress', { current: 1, total: 1 }),
      );
      await expectPortraitScreen(page, `dispensing-${code}`);

      await release();
      await expect(page.getByRole('heading', { level: 2, name: t('dispense.completeTitle') })).toBeVisible({
        timeout: 20_000,
      });
      await expectPortraitScreen(page, `complete-${code}`);
    });

    test('dispense failure', async ({ page, browser, request }) => {
      test.setTimeout(240_000);
      const faults = `/dev/dispenser/${DEMO_DEVICE}/faults`;
      const jam = await request.post(faults, {
        headers: STAFF_AUTH,
        data: { slot: FAILURE_SKU.slot, kind: 'jam', after: 0 },
      });
      expect(jam.status()).toBe(200);
      try {
        await page.goto(kioskUrl(`/products/${FAILURE_SKU.productId}`, DEMO_DEVICE));
        await page.getByRole('button', { name: t('productDetail.startOrder') }).click();
        const qr = page.getByTestId('qr-code');
        await expect(qr).toBeVisible({ timeout: 15_000 });
        await payOnPhone(browser, (await qr.getAttribute('data-value')) ?? '', TEST_CARDS.pays);
        const failure = page.getByRole('alert');
        await expect(
          failure.getByRole('heading', { level: 2, name: t('dispense.failureTitle') }),
        ).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.getByTestId('support-phone')).toBeVisible();
        await expectPortraitScreen(page, `failure-${code}`);
      } finally {
        await request.delete(`${faults}?slot=${FAILURE_SKU.slot}`, { headers: STAFF_AUTH });
        // The jam flagged the slot: staff clear it, so the demo kiosk sells the test again.
        await request.post(`/devices/${DEMO_DEVICE}/products/stock/${FAILURE_SKU.skuId}/clear-fault`, {
          headers: STAFF_AUTH,
        });
      }
    });

    test('emergency', async ({ page }) => {
      await page.goto(kioskUrl('/products', DEMO_DEVICE));
      await expect(page.getByRole('heading', { level: 1, name: t('products.title') })).toBeVisible();
      await consentToEmergency(page, t);
      const steps = page.getByRole('dialog', { name: t('emergency.stepsTitle') });
      await expect(steps.getByRole('status')).toHaveText(t('emergency.dispensed'), { timeout: 15_000 });
      await expectPortraitScreen(page, `emergency-${code}`);
    });

    test('every other kiosk screen uses the height too', async ({ page, browser }) => {
      for (const path of ['/', '/idle-screen', '/help', '/no-such-screen', '/reserve-authorization']) {
        await page.goto(kioskUrl(path, DEMO_DEVICE));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectScreenHeightUsed(page, `${path} in ${code}`);
      }
      // A kiosk browser that is not paired.
      const unpaired = await browser.newContext({ viewport: PORTRAIT, locale });
      try {
        const screen = await unpaired.newPage();
        await screen.goto(kioskUrl('/', DEMO_DEVICE));
        await expect(screen.getByTestId('unpaired-kiosk')).toBeVisible();
        await expectScreenHeightUsed(screen, `the unpaired screen in ${code}`);
      } finally {
        await unpaired.close();
      }
    });
  });
}
