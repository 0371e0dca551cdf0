import { expectNoAxeViolations } from './support/axe';
import { DEMO_DEVICE_ID } from './support/kiosk';
import { expect, test } from './support/test';

const MISSING_ORDER = '00000000-0000-0000-0000-000000000000';

/** docs/product.md §2/§8 error screen: 'Something went wrong.' with Start Over, never developer text. */
const expectErrorPage = async (page: import('@playwright/test').Page, message: string) => {
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeVisible();
  await expect(alert).toContainText(message);
  await expect(page.getByRole('link', { name: 'Start Over' })).toHaveAttribute(
    'href',
    `/?deviceId=${DEMO_DEVICE_ID}`,
  );
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('invalid_type');
  await expectNoAxeViolations(page);
};

test('an order reply off the contract shows the error page on its first reply, without parser text', async ({
  page,
}) => {
  // At once means without the 3 retries (1, 2 and 4 s apart) for an answer that would come back the same:
  // with them the page would show only after the 4th reply. Counted, not timed, so a busy machine cannot fail
  // it (the screen's own polling may ask once more before the page shows).
  let asked = 0;
  await page.route(`**/devices/${DEMO_DEVICE_ID}/orders/${MISSING_ORDER}?**`, (route) => {
    asked += 1;
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":"not-an-order"}' });
  });
  await page.goto(`/orders/${MISSING_ORDER}/status?deviceId=${DEMO_DEVICE_ID}`);
  await expectErrorPage(page, 'An unexpected error occurred.');
  expect(asked, 'order replies asked for before the error page').toBeLessThan(4);
});

test('an order that does not exist leads from its payment page to the error page', async ({ page }) => {
  await page.goto(`/orders/${MISSING_ORDER}/payment?deviceId=${DEMO_DEVICE_ID}`);
  await expectErrorPage(page, 'This order was not found.');
  await expect(page.getByRole('heading', { name: 'Scan to pay' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Start Over' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
});
