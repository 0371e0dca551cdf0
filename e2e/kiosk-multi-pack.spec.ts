import {
  TEST_CARDS,
  checkScreen,
  expectDispensed,
  openProduct,
  scanAndPaySuccessfully,
} from './support/order-flow';
import { recordShownTexts } from './support/shown-texts';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1080, height: 1920 } });

test('a 3-unit multi-pack: the count chosen, paid, dispensed item by item', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await openProduct(page, 'condoms', 'Condoms');
  await expect(page.getByText('Multi-pack: dispensed one package at a time')).toBeVisible();
  await expect(page.getByText('This pack holds 3 single packages.')).toBeVisible();
  const more = page.getByRole('button', { name: 'One package more' });
  await more.click();
  await more.click();
  await expect(page.getByTestId('pack-count')).toHaveText('3 packages');
  await expect(more).toBeDisabled();
  await expect(page.getByTestId('order-total')).toHaveText('Total: $3.00');
  await checkScreen(page, 'product-detail-multi-pack');

  // Hold the dispense call until the progress screen has been checked.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/orders/*/dispense?*', async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('button', { name: 'Start order' }).click();
  await expect(page.getByTestId('payment-amount')).toHaveText('Amount to pay: $3.00');
  await scanAndPaySuccessfully(page, browser, TEST_CARDS.pays);
  await expect(page).toHaveURL(/\/dispense$/);

  const progress = page.getByTestId('dispense-progress');
  await expect(progress).toHaveText('Item 1 of 3');
  await expect(page.getByText('Please retrieve your items from the kiosk')).toBeVisible();
  await checkScreen(page, 'dispense-progress');

  // Each item's progress lasts one unit's time (a second here), less than an assertion may take to look
  // again: the texts shown are kept as they change, and checked once the order is out.
  const shown = await recordShownTexts(page, '[data-testid="dispense-progress"]');
  release();
  await expectDispensed(page);
  expect(await shown()).toEqual(['Item 1 of 3', 'Item 2 of 3', 'Item 3 of 3']);
});
