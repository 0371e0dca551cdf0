import {
  ORDER_FLOW_DEVICE,
  TEST_CARDS,
  checkScreen,
  expectDispensed,
  openProduct,
  scanAndPay,
  scanAndPaySuccessfully,
  withDevice,
} from './support/order-flow';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1920, height: 1080 } });

test('a paid product: scan to pay on the phone (declined, then paid), dispensed', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openProduct(page, 'pregnancy-test', 'Pregnancy Test');
  await expect(page).toHaveTitle('Product – HealthPoint');
  await expect(page.getByTestId('order-total')).toHaveText('Total: $8.99');
  await checkScreen(page, 'product-detail');

  await page.getByRole('button', { name: 'Start order' }).click();
  // No authorization step: the workflow manager routes the order straight to payment.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/payment$/);
  const orderId = /\/orders\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 2, name: 'Scan to pay' })).toBeVisible();
  await expect(page.getByTestId('payment-amount')).toHaveText('Amount to pay: $8.99');
  await expect(page.getByText('Waiting for your phone…')).toBeVisible();
  await checkScreen(page, 'payment-waiting');

  // The phone: a declined card. The kiosk says so and offers to try again.
  const firstUrl = await scanAndPay(page, browser, TEST_CARDS.declined);
  const declined = page.getByRole('alert').filter({ hasText: 'Payment declined' });
  await expect(declined).toContainText('Your card was declined.');
  await checkScreen(page, 'payment-declined');
  await declined.getByRole('button', { name: 'Try again' }).click();

  // A new code for a new checkout; this time the card pays.
  await expect(page.getByText('Waiting for your phone…')).toBeVisible();
  const secondUrl = await scanAndPaySuccessfully(page, browser, TEST_CARDS.pays);
  expect(secondUrl).not.toBe(firstUrl);
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/dispense$`));
  await expect(page).toHaveTitle('Dispensing – HealthPoint');
  await expectDispensed(page);
  await checkScreen(page, 'dispense-complete');

  // The order's status page.
  await page.goto(withDevice(`/orders/${orderId}/status`, ORDER_FLOW_DEVICE));
  await expect(page.getByTestId('order-status')).toHaveText('Status: Dispensed');
  await expect(page.getByText('Dispensed: 1 of 1')).toBeVisible();
  await expect(page.getByText('Total: $8.99')).toBeVisible();
  await checkScreen(page, 'order-status');
});
