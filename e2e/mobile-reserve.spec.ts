import type { Page } from '@playwright/test';
import { DEMO_DEVICE_ID, kioskStartUrl } from './support/kiosk';
import { TEST_CARDS, checkScreen, expectDispensed, qrValue, tapKeys } from './support/order-flow';
import type { APIRequestContext } from '@playwright/test';
import { checkPhonePage, codeFromOutbox, expectTouchTargets, openPhone, payWithCard } from './support/phone';
import { expect, test } from './support/test';

const RESERVE_QR = 'QR code that opens the reservation pages on your phone';
const ORDER_PATH = /\/orders\/([0-9a-f-]{36})\//;

test.use({ viewport: { width: 1080, height: 1920 } });

/** On the kiosk: 'Reserve on your phone' shows the QR code of this device's reserve pages. */
async function reserveQr(page: Page, shots = false): Promise<string> {
  await page.goto(kioskStartUrl());
  await page.getByRole('button', { name: 'Reserve on your phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve on your phone' });
  await expect(dialog).toBeVisible();
  const url = await qrValue(page, RESERVE_QR);
  expect(new URL(url).pathname).toBe(`/devices/${DEMO_DEVICE_ID}/reserve-products`);
  if (shots) await checkScreen(page, 'welcome-reserve-qr');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  return url;
}

/** On the kiosk: 'Pick up a reservation', the code on the keypad, then the items are dispensed. */
async function pickUpAtKiosk(page: Page, code: string): Promise<void> {
  await page.goto(kioskStartUrl());
  await page.getByRole('link', { name: 'Pick up a reservation' }).click();
  await expect(page).toHaveURL(/\/reserve-authorization$/);
  await tapKeys(page, 'Code keypad', code);
  await page.getByRole('button', { name: 'Pick up' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/dispense$/);
  await expectDispensed(page);
}

/**
 * The reservation order holds nothing until the phone confirms it: the number, the code texted to it (read
 * from the dev outbox), Verify; then the page itself. Both calls carry the number in E.164.
 */
async function confirmWithPhone(
  phone: Page,
  request: APIRequestContext,
  phoneNumber: string,
  shots: string | null,
): Promise<void> {
  await expect(phone.getByRole('heading', { level: 2, name: 'Confirm with your phone' })).toBeVisible();
  await phone.getByLabel('Mobile phone number').fill(phoneNumber);
  if (shots) await checkPhonePage(phone, `${shots}-phone`);
  const e164 = `+1${phoneNumber.replace(/\D/g, '')}`;
  const sent = phone.waitForRequest((r) => r.url().includes('/reserve/mfa-phone'));
  await phone.getByRole('button', { name: 'Send code' }).click();
  expect((await sent).postDataJSON()).toEqual({ phoneNumber: e164 });
  await expect(
    phone.getByText(`We sent a 6-digit code to the number ending in ${phoneNumber.slice(-4)}.`),
  ).toBeVisible();
  const code = await codeFromOutbox(request, phoneNumber.slice(-4));
  await phone.getByLabel('6-digit code').fill(code);
  if (shots) await checkPhonePage(phone, `${shots}-code`);
  const checked = phone.waitForRequest((r) => r.url().includes('/reserve/mfa-code'));
  await phone.getByRole('button', { name: 'Verify' }).click();
  expect((await checked).postDataJSON()).toEqual({ phoneNumber: e164, mfaCode: code });
}

/** The confirmation page's code: 6 digits, with the way to pick up. */
async function confirmationCode(phone: Page, shots: string | null): Promise<string> {
  await expect(phone).toHaveURL(/\/orders\/[0-9a-f-]{36}\/reserve-confirmation$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Reservation confirmed' })).toBeVisible();
  const code = (await phone.getByTestId('pickup-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(phone.getByText("Go to the kiosk and tap 'Pick up a reservation'.")).toBeVisible();
  await expect(
    phone.getByText(
      'Write this code down or take a screenshot. You can open this page again until you pick up.',
    ),
  ).toBeVisible();
  if (shots) await checkPhonePage(phone, shots);
  return code;
}

test('a free item reserved on the phone, confirmed by its texted code, picked up at the kiosk', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const url = await reserveQr(page, true);
  const { context, phone } = await openPhone(browser);
  let code = '';
  try {
    await phone.goto(url);
    const list = phone.getByRole('list', { name: 'Items you can reserve' });
    await expect(list.getByRole('link', { name: /Fentanyl Test Strips/ })).toContainText('Free');
    await expect(list.getByRole('link', { name: /Prenatal Vitamins/ })).toContainText('$9.99');
    await expectTouchTargets(phone);
    await checkPhonePage(phone, 'reserve-products');

    await list.getByRole('link', { name: /Fentanyl Test Strips/ }).click();
    await expect(phone.getByRole('heading', { level: 2, name: 'Fentanyl Test Strips' })).toBeVisible();
    await checkPhonePage(phone, 'reserve-product');
    await phone.getByRole('button', { name: 'Reserve' }).click();

    // No form and no total: place-order.
    await expect(phone).toHaveURL(
      /\/reserve-products\/fentanyl-test-strips\/orders\/[0-9a-f-]{36}\/place-order$/,
    );
    await confirmWithPhone(phone, request, '(415) 555-0161', 'reserve-confirm');
    await expect(phone.getByText('1 × Fentanyl Test Strips — Pack of 5')).toBeVisible();
    await checkPhonePage(phone, 'place-order');
    await phone.getByRole('button', { name: 'Place order' }).click();
    code = await confirmationCode(phone, 'reserve-confirmation');

    // A reload keeps the code hidden from the address; the code was shown once.
    expect(phone.url()).not.toContain(code);
  } finally {
    await context.close();
  }
  await pickUpAtKiosk(page, code);
});

test('a paid item reserved on the phone through the sandbox pay page, picked up with its code', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { context, phone } = await openPhone(browser);
  let code = '';
  try {
    await phone.goto(`/devices/${DEMO_DEVICE_ID}/reserve-products`);
    await phone.getByRole('link', { name: /Prenatal Vitamins/ }).click();
    await expect(phone.getByText('$9.99')).toBeVisible();
    await phone.getByRole('button', { name: 'Reserve' }).click();

    // A total and no form: reserve-payment.
    await expect(phone).toHaveURL(/\/devices\/demo-kiosk-0001\/orders\/[0-9a-f-]{36}\/reserve-payment$/);
    const orderId = ORDER_PATH.exec(phone.url())?.[1] ?? '';
    await confirmWithPhone(phone, request, '(415) 555-0162', null);
    await expect(phone.getByText('Total: $9.99')).toBeVisible();
    await checkPhonePage(phone, 'reserve-payment');

    // The form page, by its address (no seeded reservable item has a form): Continue goes on to pay.
    await phone.goto(
      `/devices/${DEMO_DEVICE_ID}/reserve-products/prenatal-vitamins/orders/${orderId}/reserve-form`,
    );
    await expect(phone.getByRole('heading', { level: 2, name: 'Please fill in this form' })).toBeVisible();
    await checkPhonePage(phone, 'reserve-form');
    await phone.getByRole('link', { name: 'Continue' }).click();
    await expect(phone).toHaveURL(/\/reserve-payment$/);

    await phone.getByRole('button', { name: 'Pay $9.99' }).click();
    await payWithCard(phone, TEST_CARDS.pays);
    // The payment placed the reservation: the status page goes straight on to the pick-up code.
    code = await confirmationCode(phone, 'reserve-confirmation-paid');
    await expect(phone.getByText('Payment successful')).toBeVisible();
    // The page is closed and opened again from the browser's history: the same code.
    const confirmationUrl = phone.url();
    await phone.goto('about:blank');
    await phone.goto(confirmationUrl);
    expect(await confirmationCode(phone, null)).toBe(code);
  } finally {
    await context.close();
  }
  await pickUpAtKiosk(page, code);
});
