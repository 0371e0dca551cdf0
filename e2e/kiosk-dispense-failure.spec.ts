import { STAFF_AUTH } from './support/staff';
import {
  FAILURE_DEVICE,
  SUPPORT_PHONE,
  TEST_CARDS,
  checkScreen,
  openProduct,
  scanAndPay,
} from './support/order-flow';
import { expect, test } from './support/test';

const FAULTS = `/dev/dispenser/${FAILURE_DEVICE}/faults`;

test.use({ viewport: { width: 1920, height: 1080 } });

test.afterEach(async ({ request }) => {
  await request.delete(FAULTS, { headers: STAFF_AUTH });
});

test('a dispense failure: the first unit drops, the next jams; refund guidance and support phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // The simulator: one more unit drops from slot A5 (large condoms), then it jams.
  const injected = await request.post(FAULTS, {
    headers: STAFF_AUTH,
    data: { slot: 'A5', kind: 'jam', after: 1 },
  });
  expect(injected.status()).toBe(200);

  await openProduct(page, 'condoms', 'Condoms', FAILURE_DEVICE);
  await page.getByRole('radio', { name: /Large, 3-pack/ }).check();
  await page.getByRole('button', { name: 'One package more' }).click();
  await expect(page.getByTestId('order-total')).toHaveText('Total: $2.50');
  await page.getByRole('button', { name: 'Start order' }).click();
  await expect(page.getByTestId('payment-amount')).toHaveText('Amount to pay: $2.50');
  await scanAndPay(page, browser, TEST_CARDS.pays);

  await expect(page).toHaveURL(/\/dispense$/, { timeout: 15_000 });
  await expect(page.getByTestId('dispense-progress')).toHaveText('Item 1 of 2');
  const failure = page.getByRole('alert');
  await expect(failure.getByRole('heading', { level: 2, name: 'Dispense failure' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(failure).toContainText('1 of 2 items were dispensed.');
  await expect(failure).toContainText('Please contact support for a refund.');
  await expect(page.getByTestId('support-phone')).toHaveText(`Support phone: ${SUPPORT_PHONE}`);
  await checkScreen(page, 'dispense-failure');
});
