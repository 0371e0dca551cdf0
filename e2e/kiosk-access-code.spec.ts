import { E2E_ACCESS_CODE, checkScreen, expectDispensed, openProduct, tapKeys } from './support/order-flow';
import { expect, test } from './support/test';

const KEYBOARD = 'Access code keyboard';

test.use({ viewport: { width: 1920, height: 1080 } });

test('access code: required, a wrong code refused, the right code dispenses the free kit', async ({
  page,
}) => {
  await openProduct(page, 'syringe-services-kit', 'Syringe Services Kit');
  await page.getByRole('button', { name: 'Start order' }).click();
  await expect(page).toHaveURL(/workflow=authorization-code-authorization$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Access code required' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  const field = page.getByRole('textbox', { name: 'Access code' });

  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Code Required');
  await checkScreen(page, 'access-code-step');

  await tapKeys(page, KEYBOARD, '0000');
  await expect(field).toHaveValue('0000');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('This access code is not valid.');

  await page.getByRole('group', { name: KEYBOARD }).getByRole('button', { name: 'Clear' }).click();
  await tapKeys(page, KEYBOARD, E2E_ACCESS_CODE);
  await submit.click();
  // Free, no form: straight to dispensing.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/dispense$/);
  await expectDispensed(page);
});
