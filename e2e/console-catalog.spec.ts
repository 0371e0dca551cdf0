import type { APIRequestContext, Page } from '@playwright/test';
import { OPERATOR_PASSWORD, checkConsolePage, signInAsOperator } from './support/console';
import { expect, test } from './support/test';

/** A kiosk and products only this test makes (a new database per e2e server: the ids are free). */
const KIOSK_ID = 'e2e-catalog-kiosk';
const PRODUCT_ID = 'e2e-test-strips';
const VIEWER = 'e2e-catalog-viewer';
const PICTURE = new URL('./fixtures/catalog-product.png', import.meta.url).pathname;
/** The console refuses a write without it (CSRF). */
const WRITE = { 'x-console-request': '1' };

/** A kiosk offering English and Spanish, made through the console API; its pairing code. */
async function createKiosk(request: APIRequestContext): Promise<string> {
  const res = await request.post('/console/kiosk-setup', {
    headers: WRITE,
    data: {
      deviceId: KIOSK_ID,
      name: 'Catalogue Library',
      address: '',
      timeZone: 'America/Chicago',
      currency: 'USD',
      languages: ['en', 'es'],
      defaultLanguage: 'en',
      supportPhone: '+1 (800) 555-0142',
      isAccessibilityExtensionAllowed: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { pairing: { code: string } } }).data.pairing.code;
}

/** A viewer account, signed in on `page`'s own browser context with a password of its own. */
async function signInAsViewer(admin: APIRequestContext, page: Page): Promise<void> {
  const added = await admin.post('/console/operators', {
    headers: WRITE,
    data: { name: VIEWER, role: 'viewer' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { oneTimePassword } = ((await added.json()) as { data: { oneTimePassword: string } }).data;
  const session = await page.request.post('/console/session', {
    headers: WRITE,
    data: { name: VIEWER, password: oneTimePassword },
  });
  expect(session.status(), await session.text()).toBeLessThan(300);
  const changed = await page.request.put('/console/session/password', {
    headers: WRITE,
    data: { currentPassword: oneTimePassword, newPassword: `${OPERATOR_PASSWORD}-viewer` },
  });
  expect(changed.status(), await changed.text()).toBeLessThan(300);
}

/**
 * Every control of the page is at least 44 px high; a checkbox's target is its whole label (the box
 * alone is MUI's 42 px, and the label is what a finger or pointer takes).
 */
async function expectTouchTargets(page: Page): Promise<void> {
  const heights = await page
    .locator('main button:visible, main a:visible, main input:visible, main select:visible')
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const isBox = node instanceof HTMLInputElement && ['checkbox', 'radio'].includes(node.type);
        const target = (isBox ? node.closest('label') : null) ?? node;
        return {
          label: node.textContent?.trim() || node.getAttribute('aria-label') || node.id || node.tagName,
          height: Math.round(target.getBoundingClientRect().height),
        };
      }),
    );
  for (const { label, height } of heights)
    expect(height, `${label} is ${height} px high`).toBeGreaterThanOrEqual(44);
}

/** Tabs forward until `name`'s control has the focus (keyboard only), then presses `key`. */
async function tabTo(page: Page, name: string | RegExp, key = 'Enter'): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute('aria-label') ?? element?.textContent ?? '';
    });
    if (typeof name === 'string' ? focused.trim() === name : name.test(focused)) {
      await page.keyboard.press(key);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`no control named ${String(name)} reached by Tab`);
}

test.describe('the catalogue in the operator console', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin creates a product with two packs and a picture, offers both at a kiosk at its own price; the kiosk shows them in Spanish; a viewer only reads', async ({
    page,
    browser,
  }) => {
    // Six pages, each scanned and photographed at two sizes, a kiosk and a second operator: a long journey.
    test.setTimeout(15 * 60_000);
    await page.goto('/operator/catalog');
    await signInAsOperator(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
    await checkConsolePage(page, 'catalog');
    await expectTouchTargets(page);

    // A new product: English and Spanish names, a picture, a free pack and a priced one.
    await page.getByRole('link', { name: 'Add a product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await page.getByLabel(/^Product id/).fill(PRODUCT_ID);
    await page.getByLabel(/^Name in English/).fill('Test strips');
    await page.getByLabel('Language to add').selectOption('es');
    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByLabel(/^Name in Español/).fill('Tiras de prueba');
    await page.getByLabel(/Add a picture/).setInputFiles({
      name: 'note.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByRole('alert')).toContainText('The picture was not stored.');
    await page.getByLabel(/Add a picture/).setInputFiles(PICTURE);
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    const first = page.locator('fieldset[data-sku-index="0"]');
    await first.getByLabel(/^Pack id/).fill(`${PRODUCT_ID}-1`);
    await first.getByLabel(/^Pack name in English/).fill('Single strip');
    await first.getByLabel(/^Pack name in Español/).fill('Una tira');
    await first.getByRole('checkbox', { name: 'Free', exact: true }).check();
    await page.getByRole('button', { name: 'Add a pack' }).click();
    const second = page.locator('fieldset[data-sku-index="1"]');
    await second.getByLabel(/^Pack id/).fill(`${PRODUCT_ID}-10`);
    await second.getByLabel(/^Pack name in English/).fill('Ten strips');
    await second.getByLabel(/^Pack name in Español/).fill('Diez tiras');
    await second.getByLabel(/^Price/).fill('4.50');
    await checkConsolePage(page, 'new-product');
    await expectTouchTargets(page);
    // Saved by keys: the button takes Enter.
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText('Test strips saved.');

    // The catalogue lists it with both packs.
    await page.getByRole('link', { name: 'Back to the catalogue' }).click();
    const row = page.getByRole('table', { name: 'Products' }).locator(`tr[data-product="${PRODUCT_ID}"]`);
    await expect(row).toContainText('Single strip — Free');
    await expect(row).toContainText('Ten strips — $4.50');
    await expect(page.getByTestId('catalog-currency')).toHaveText(
      "Prices are in US Dollar (USD), the programme's currency.",
    );

    // The translations page, then the product's editor.
    await page.getByRole('link', { name: 'Missing translations' }).click();
    await expect(page.getByRole('table', { name: 'Languages' })).toBeVisible();
    await checkConsolePage(page, 'catalog-translations');
    await page.getByRole('link', { name: 'Back to the catalogue' }).click();
    await page.getByRole('link', { name: 'Test strips', exact: true }).click();
    await expect(page.getByLabel(/^Name in Español/)).toHaveValue('Tiras de prueba', { timeout: 30_000 });
    await checkConsolePage(page, 'product');

    // A kiosk offers both, the priced one first at its own price; moved by keys alone.
    const code = await createKiosk(page.request);
    await page.goto(`/operator/kiosks/${KIOSK_ID}/assortment`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kiosk assortment' })).toBeVisible();
    for (const sku of [`${PRODUCT_ID}-1`, `${PRODUCT_ID}-10`]) {
      await page.getByLabel('Pack to add').selectOption(sku);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Move Test strips — Ten strips up' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Move Test strips — Ten strips down' })).toBeFocused();
    await page.getByLabel(/of Test strips — Ten strips/).fill('3.50');
    await checkConsolePage(page, 'assortment');
    await expectTouchTargets(page);
    await tabTo(page, 'Save');
    await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText('Assortment saved.');

    // The kiosk, in Spanish, shows the product's Spanish name and the kiosk's price.
    const kiosk = await browser.newContext({ viewport: { width: 1080, height: 1920 } });
    try {
      const screen = await kiosk.newPage();
      await screen.goto(`/?deviceId=${KIOSK_ID}&pair=${code}`);
      await screen.getByRole('button', { name: 'English, change language' }).click();
      await screen.getByRole('dialog').getByRole('button', { name: 'Español' }).click();
      // The choice is remembered for the session once Spanish has loaded: only then may the page change.
      await expect(screen.getByRole('button', { name: 'Español, cambiar idioma' })).toBeVisible();
      await screen.goto(`/products/${PRODUCT_ID}?deviceId=${KIOSK_ID}`);
      await expect(screen.getByRole('heading', { level: 2, name: 'Tiras de prueba' })).toBeVisible();
      const options = screen.getByRole('radiogroup');
      await expect(options).toContainText('Diez tiras');
      await expect(options).toContainText(/\$3[.,]50/);
      await expect(options).not.toContainText(/4[.,]50/);
    } finally {
      await kiosk.close();
    }

    // A viewer reads the same pages without a button that changes them.
    const viewerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const viewer = await viewerContext.newPage();
      await signInAsViewer(page.request, viewer);
      await viewer.goto('/operator/catalog');
      await expect(viewer.getByRole('table', { name: 'Products' })).toBeVisible();
      await expect(viewer.getByRole('link', { name: 'Add a product' })).toHaveCount(0);
      await viewer.goto(`/operator/catalog/products/${PRODUCT_ID}`);
      await expect(viewer.getByLabel(/^Name in English/)).toBeDisabled();
      await expect(viewer.getByRole('button', { name: 'Save' })).toHaveCount(0);
      await expect(viewer.getByLabel(/Add a picture/)).toHaveCount(0);
      await expect(viewer.getByRole('button', { name: /^Retire / })).toHaveCount(0);
      await checkConsolePage(viewer, 'product-viewer');
      await viewer.goto(`/operator/kiosks/${KIOSK_ID}/assortment`);
      await expect(viewer.getByText('1. Test strips — Ten strips')).toBeVisible();
      await expect(viewer.getByRole('button', { name: /^Move / })).toHaveCount(0);
      await expect(viewer.getByRole('button', { name: 'Save' })).toHaveCount(0);
    } finally {
      await viewerContext.close();
    }

    // The admin retires the free pack, asked first and by keys; the catalogue marks it retired.
    await page.goto(`/operator/catalog/products/${PRODUCT_ID}`);
    await page.getByRole('button', { name: 'Retire pack 1' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Retire Single strip?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Retire' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'retired' })).toHaveText(
      'Single strip is retired.',
    );
    await page.getByRole('link', { name: 'Back to the catalogue' }).click();
    await expect(row.locator(`[data-sku="${PRODUCT_ID}-1"]`)).toContainText('Retired');
  });
});
