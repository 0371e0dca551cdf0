import type { Page } from '@playwright/test';
import { checkScreen, openProduct, tapKeys } from './support/order-flow';
import { expect, test } from './support/test';

const KEYPAD = 'Date of birth keypad';

test.use({ viewport: { width: 1080, height: 1920 } });

/** Nicotine gum (minimum age 18): its first option, then Start order, up to the age step. */
async function startNicotineOrder(page: Page): Promise<void> {
  await openProduct(page, 'nicotine-gum', 'Nicotine Gum');
  await expect(page.getByRole('radio', { name: /Option 1 of 2/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Option 2 of 2/ })).toBeVisible();
  await page.getByRole('button', { name: 'Start order' }).click();
  await expect(page).toHaveURL(
    /\/workflow-manager\?productId=nicotine-gum&workflow=authorization-age-authorization$/,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Verify your age' })).toBeVisible();
  await expect(
    page.getByText('Enter your date of birth (YYYY-MM-DD). You must be 18 or older.'),
  ).toBeVisible();
}

test('age pass: a date of birth over 18 goes on to payment', async ({ page }) => {
  await startNicotineOrder(page);
  await checkScreen(page, 'product-detail-options');
  const submit = page.getByRole('button', { name: 'Submit' });
  const field = page.getByRole('textbox', { name: 'Date of birth' });

  await tapKeys(page, KEYPAD, '2000');
  await expect(field).toHaveValue('2000-');
  await tapKeys(page, KEYPAD, '011');
  await expect(field).toHaveValue('2000-01-1');
  await expect(submit).toBeDisabled();
  await checkScreen(page, 'age-step');
  await tapKeys(page, KEYPAD, '5');
  await expect(field).toHaveValue('2000-01-15');
  await expect(submit).toBeEnabled();
  // Every key is a touch target of at least 44 px.
  for (const box of await page
    .getByRole('group', { name: KEYPAD })
    .getByRole('button')
    .evaluateAll((keys) => keys.map((key) => key.getBoundingClientRect()))) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  await submit.click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/payment$/);
  await expect(page.getByTestId('payment-amount')).toHaveText('Amount to pay: $12.99');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('age fail: under 18 is refused with the server reason; an impossible date is caught first', async ({
  page,
}) => {
  await startNicotineOrder(page);
  const field = page.getByRole('textbox', { name: 'Date of birth' });

  await tapKeys(page, KEYPAD, '20001301');
  await expect(field).toHaveValue('2000-13-01');
  await expect(page.getByRole('alert')).toHaveText('Invalid date format');
  await page.getByRole('group', { name: KEYPAD }).getByRole('button', { name: 'Clear' }).click();
  await expect(field).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await tapKeys(page, KEYPAD, '20150601');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('You must be 18 or older to buy this product.');
  await checkScreen(page, 'age-step-refused');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/products\/nicotine-gum$/);
});
