import { STAFF_AUTH } from './support/staff';
import type { Page, Request } from '@playwright/test';
import {
  DEMO_DEVICE,
  EMERGENCY_FAILURE_DEVICE,
  SUPPORT_PHONE,
  checkKioskScreen,
  getOrder,
  kioskUrl,
} from './support/session';
import { consentToEmergency } from './support/emergency';
import { waitForKioskShell } from './support/kiosk-shell';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1080, height: 1920 } });

const BANNER = 'In a life-threatening situation, call 911.';

/** The API calls the page makes from now on (method and path with query). */
const recordApiCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    // The product grid under the dialog may refresh its list (a background refetch): not the emergency path's.
    const isGridRefresh = request.method() === 'GET' && /\/products$/.test(url.pathname);
    if (url.pathname.startsWith('/devices/') && !isGridRefresh) {
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  return calls;
};

test('the emergency button is on every kiosk screen', async ({ page }) => {
  for (const path of [
    '/',
    '/idle-screen',
    '/help',
    '/products',
    '/products/naloxone-nasal-spray',
    '/reserve-authorization',
  ]) {
    await page.goto(kioskUrl(path, DEMO_DEVICE));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Emergency naloxone' })).toBeVisible();
  }
});

test('emergency naloxone: the question, consent, the free kit dispensed while numbered steps show, the 911 banner', async ({
  page,
  request,
}) => {
  // Payments and offers are down: the emergency path does not need them.
  await page.route(/\/(transactions|discounts)(\/|\?|$)/, (route) => route.abort());
  await page.goto(kioskUrl('/products', DEMO_DEVICE));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a product' })).toBeVisible();
  // The shell's one fetch of the device config on taking control is not the emergency path's.
  await waitForKioskShell(page);

  // No: nothing happens.
  const calls = recordApiCalls(page);
  await page.getByRole('button', { name: 'Emergency naloxone' }).click();
  const ask = page.getByRole('dialog', { name: 'Is someone nearby suspected of an opioid overdose?' });
  await expect(ask.getByTestId('emergency-911-banner')).toHaveText(BANNER);
  await checkKioskScreen(page, 'emergency-question');
  await ask.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Yes, then consent.
  await page.getByRole('button', { name: 'Emergency naloxone' }).click();
  await ask.getByRole('button', { name: 'Yes' }).click();
  const consent = page.getByRole('dialog', { name: 'Do you agree to follow the naloxone instructions?' });
  await expect(consent.getByTestId('emergency-911-banner')).toHaveText(BANNER);
  await checkKioskScreen(page, 'emergency-consent');
  expect(calls).toEqual([]);

  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/orders\?locale=en$/.test(response.url()),
  );
  await consent.getByRole('button', { name: 'I agree' }).click();
  const steps = page.getByRole('dialog', { name: 'Naloxone instructions' });
  await expect(steps.getByTestId('emergency-911-banner')).toHaveText(BANNER);
  const items = steps.getByRole('list', { name: 'Naloxone steps' }).getByRole('listitem');
  await expect(items).toHaveCount(7);
  await expect(items.nth(0)).toContainText('Call 911 now.');
  await expect(items.nth(1)).toContainText('Lay the person on their back.');
  await expect(items.nth(2)).toContainText('Tilt their head back');
  await expect(items.nth(3)).toContainText('nozzle into one nostril');
  await expect(items.nth(4)).toContainText('Press the plunger firmly');
  await expect(items.nth(5)).toContainText('recovery position');
  await expect(items.nth(6)).toContainText('A second dose may be given after 2 to 3 minutes');

  const order = ((await (await created).json()) as { data: { id: string; total: number } }).data;
  expect(order.total).toBe(0);
  await expect(steps.getByRole('status')).toHaveText('Take your naloxone kit from the kiosk.', {
    timeout: 15_000,
  });
  const view = await getOrder(request, DEMO_DEVICE, order.id);
  expect(view).toMatchObject({ status: 'dispensed', metadata: { isEmergency: true } });
  // Two calls and nothing else: the order, then its dispense.
  expect(calls).toEqual([
    `POST /devices/${DEMO_DEVICE}/orders?locale=en`,
    `POST /devices/${DEMO_DEVICE}/orders/${order.id}/dispense?locale=en`,
  ]);
  await checkKioskScreen(page, 'emergency-steps');

  await steps.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/products(\?|$)/);
});

test('emergency dispense failure: call 911 now, and the support phone', async ({ page, request }) => {
  const faults = `/dev/dispenser/${EMERGENCY_FAILURE_DEVICE}/faults`;
  // The next unit of slot A1 (the emergency kit) jams.
  expect(
    (
      await request.post(faults, { headers: STAFF_AUTH, data: { slot: 'A1', kind: 'jam', after: 0 } })
    ).status(),
  ).toBe(200);
  try {
    await page.goto(kioskUrl('/products', EMERGENCY_FAILURE_DEVICE));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a product' })).toBeVisible();
    await consentToEmergency(page);
    const steps = page.getByRole('dialog', { name: 'Naloxone instructions' });
    const failure = steps.getByTestId('emergency-dispense-failure');
    await expect(failure).toContainText('Dispense failure', { timeout: 15_000 });
    await expect(failure).toContainText('The kit could not be given out. Call 911 now.');
    await expect(failure).toContainText(`For help with this kiosk, call ${SUPPORT_PHONE}.`);
    await expect(steps.getByTestId('emergency-911-banner')).toHaveText(BANNER);
    await expect(steps.getByRole('list', { name: 'Naloxone steps' }).getByRole('listitem')).toHaveCount(7);
    await checkKioskScreen(page, 'emergency-dispense-failure');
  } finally {
    await request.delete(`${faults}?slot=A1`, { headers: STAFF_AUTH });
  }
});
