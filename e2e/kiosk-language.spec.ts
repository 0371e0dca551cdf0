import { DEMO_DEVICE, checkKioskScreen, kioskUrl } from './support/session';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1080, height: 1920 } });

test("change language: the device's languages by their own names; Español, then العربية right to left", async ({
  page,
}) => {
  await page.goto(kioskUrl('/', DEMO_DEVICE));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.getByRole('button', { name: 'English, change language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change language' });
  const list = dialog.getByRole('list', { name: 'Languages' });
  await expect(list.getByRole('button')).toHaveText(['English', 'العربية', 'Español', '한국어', '简体中文']);
  await expect(list.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await checkKioskScreen(page, 'change-language-modal');

  await list.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Welcome');
  const languageButton = page.getByRole('banner').getByRole('button', { name: /Español/ });
  await expect(languageButton).toBeVisible();
  await checkKioskScreen(page, 'welcome-spanish');

  await languageButton.click();
  await page.getByRole('dialog').getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await checkKioskScreen(page, 'welcome-arabic-rtl');

  // The choice holds across screens.
  await page.goto('/help');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('support-phone')).toHaveText('+1 (800) 555-0199');
  await checkKioskScreen(page, 'help-arabic-rtl');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /العربية/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('/help: the support phone and a QR code that calls it', async ({ page }) => {
  await page.goto(kioskUrl('/help', DEMO_DEVICE));
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByTestId('support-phone')).toHaveText('+1 (800) 555-0199');
  await expect(page.getByRole('img', { name: 'QR code to call +1 (800) 555-0199' })).toBeVisible();
  await expect(page.getByTestId('emergency-911-banner')).toHaveText(
    'In a life-threatening situation, call 911.',
  );
  await checkKioskScreen(page, 'help');
});
