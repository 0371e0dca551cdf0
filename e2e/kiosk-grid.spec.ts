import { expectNoAxeViolations } from './support/axe';
import { KIOSK_VIEWPORTS, kioskStartUrl } from './support/kiosk';
import { saveScreenshot } from './support/screenshot';
import { expect, test } from './support/test';

for (const viewport of KIOSK_VIEWPORTS) {
  test.describe(`kiosk product grid, ${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('tap to begin, then the seeded products with their price rules', async ({ page }) => {
      await page.goto(kioskStartUrl());
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `welcome-${viewport.name}`);

      await page.getByRole('button', { name: 'Tap to begin' }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page).toHaveTitle('Choose a product – HealthPoint');
      const grid = page.getByRole('list', { name: 'Choose a product' });
      await expect(grid).toBeVisible();

      const card = (title: string) => grid.getByRole('listitem').filter({ hasText: title });

      // A free item.
      await expect(card('Naloxone Nasal Spray (Emergency Kit)')).toContainText('Free');
      await expect(card('Fentanyl Test Strips')).toContainText('Free');
      // Priced items in USD, one price and a range.
      await expect(card('Pregnancy Test')).toContainText('$8.99');
      await expect(card('Nicotine Gum')).toContainText(/\$12\.99\s*–\s*\$14\.99/);
      await expect(card('Nicotine Gum')).toContainText('2 options');
      // The multi-pack notice.
      await expect(card('Naloxone Nasal Spray 2-Pack')).toContainText(
        'Multi-pack of 2: dispensed one package at a time',
      );
      // Screen readers: each card's place in the grid, each picture's name, the header logo.
      const cards = page.getByRole('list', { name: 'Choose a product' }).getByRole('listitem');
      const count = await cards.count();
      await expect(cards.first()).toContainText(`Option 1 of ${count}`);
      await expect(cards.last()).toContainText(`Option ${count} of ${count}`);
      await expect(
        card('Pregnancy Test').getByRole('img', { name: 'Picture of Pregnancy Test' }),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: 'HealthPoint logo' })).toBeVisible();
      // Price unavailable.
      await expect(card('First Aid Kit')).toContainText('Price is unavailable');
      // Out of stock: shown, and the card cannot be chosen.
      const soldOut = card('COVID-19 Rapid Test');
      await expect(soldOut).toContainText('Out of stock');
      await expect(soldOut.getByRole('button')).toBeDisabled();
      await expect(soldOut.getByRole('link')).toHaveCount(0);

      // Every card is a touch target of at least 44 px.
      for (const box of await grid
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))) {
        expect(box).toBeGreaterThanOrEqual(44);
      }

      // Wait for every product image before the scan and the screenshot.
      await expect
        .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
        .toBe(true);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `product-grid-${viewport.name}`);

      // Keyboard: after the navigation focus is on the new screen; Tab reaches the first card,
      // with a visible focus outline.
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      const firstCard = card('Naloxone Nasal Spray (Emergency Kit)').getByRole('link');
      await expect(firstCard).toBeFocused();
      await expect(firstCard).toHaveCSS('outline-style', 'solid');
      await expect(firstCard).toHaveCSS('outline-width', '3px');

      await card('Pregnancy Test').getByRole('link').click();
      await expect(page).toHaveURL(/\/products\/pregnancy-test$/);
    });
  });
}

test('a failed product list is an empty one: one request, no error text, no retries (docs/product.md §8)', async ({
  page,
}) => {
  const productCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/devices/no-such-kiosk/products')
      productCalls.push(request.url());
  });
  await page.goto('/products?deviceId=no-such-kiosk');
  await expect(page.getByText('No products are available on this kiosk right now.')).toBeVisible();
  await page.waitForTimeout(3000);
  expect(productCalls).toHaveLength(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('This kiosk is not registered.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the skip link comes first and leads to the main content', async ({ page }) => {
  await page.goto(`/products${kioskStartUrl().slice(1)}`);
  // Once the grid is there: a Tab pressed before the app has drawn the page has nothing to move to.
  await expect(page.getByTestId('product-price').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found – HealthPoint');
  await expectNoAxeViolations(page);
});

test('a reserve route under /devices reaches the app, not the API', async ({ page }) => {
  await page.goto('/devices/demo-kiosk-0001/reserve-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve a product' })).toBeVisible();
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'mobile');
});
