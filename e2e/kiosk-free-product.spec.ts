import { checkScreen, expectDispensed, openProduct, qrValue } from './support/order-flow';
import { expect, test } from './support/test';

const FORM_URL = 'https://forms.example.org/kiosk-survey';

test.use({ viewport: { width: 1080, height: 1920 } });

test('a free product with a form: the form step, then dispensed without payment', async ({ page }) => {
  // The survey lives on another site: serve a stand-in so the run needs no internet.
  await page.route(`${FORM_URL}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Kiosk survey</title></head><body><main><h1>Kiosk survey</h1><p>Thank you for answering.</p></main></body></html>',
    }),
  );
  await openProduct(page, 'hygiene-kit', 'Hygiene Kit');
  await expect(page.getByTestId('order-total')).toHaveText('Total: Free');
  await page.getByRole('button', { name: 'Start order' }).click();

  // The sku has a form url: the form step, embedded and as a QR code for the phone.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/form$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Please fill in this form' })).toBeVisible();
  await expect(page.getByText('Form 1 of 1')).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Form 1 of 1"]').getByRole('heading', { name: 'Kiosk survey' }),
  ).toBeVisible();
  expect(await qrValue(page, 'QR code that opens the form on your phone')).toBe(FORM_URL);
  await checkScreen(page, 'order-form');

  // Free: no payment, straight to dispensing.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/dispense$/);
  await expect(page.getByText('Item 1 of 1')).toBeVisible();
  await expect(page.getByText('Please retrieve your items from the kiosk')).toBeVisible();
  await expectDispensed(page);
  await expect(page.getByRole('link', { name: 'Done' })).toHaveAttribute('href', /^\/\?deviceId=/);
});
