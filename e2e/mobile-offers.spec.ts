import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_DEVICE_ID } from './support/kiosk';
import { TEST_CARDS, checkScreen, expectDispensed, openProduct, qrValue } from './support/order-flow';
import {
  checkPhonePage,
  codeFromOutbox,
  expectTouchTargets,
  lastOutboxId,
  openPhone,
  payWithCard,
  phoneLink,
} from './support/phone';
import { expect, test } from './support/test';

/** The demo device's seeded offer: the naloxone 2-pack free for a verified phone, once per 30 days. */
const NALOXONE = {
  productId: 'naloxone-2-pack',
  title: 'Naloxone Nasal Spray 2-Pack',
  skuId: 'naloxone-2-pack',
};
const OFFER_QR = 'QR code that opens the eligibility check on your phone';
const NOT_ELIGIBLE = 'You are not eligible for an offer and payment is required. Would you like to continue?';

test.use({ viewport: { width: 1080, height: 1920 } });

/** On the kiosk: the naloxone 2-pack, two packages, Start order → the offer step before payment. */
async function startNaloxoneOrder(page: Page): Promise<string> {
  await openProduct(page, NALOXONE.productId, NALOXONE.title, DEMO_DEVICE_ID);
  await page.getByRole('button', { name: 'One package more' }).click();
  await page.getByRole('button', { name: 'Start order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/payment$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Offers for your order' })).toBeVisible();
  return /\/orders\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
}

/**
 * The phone's steps from the eligibility check to the code page, for one number. `resendAfter`: the
 * moment the server allows another code to this number (the 30 s resend wait); sending earlier shows
 * the server's wait, then the test waits it out and sends again.
 */
async function verifyOnPhone(
  phone: Page,
  request: APIRequestContext,
  phoneNumber: string,
  options: { shots?: boolean; resendAfter?: number } = {},
) {
  await expect(phone.getByRole('heading', { level: 1, name: 'Check eligibility' })).toBeVisible();
  if (options.shots) await checkPhonePage(phone, 'check-eligibility');
  await phone.getByRole('button', { name: 'Check eligibility' }).click();
  await expect(phone).toHaveURL(/\/discounts\/mfa-phone$/);
  if (options.shots) await checkPhonePage(phone, 'mfa-phone');
  const before = await lastOutboxId(request);
  await phone.getByLabel('Mobile phone number').fill(phoneNumber);
  await phone.getByRole('button', { name: 'Send code' }).click();
  if (options.resendAfter && Date.now() < options.resendAfter) {
    await expect(phone.getByText(/Please wait \d+ seconds before requesting another code\./)).toBeVisible();
    await phone.waitForTimeout(Math.max(0, options.resendAfter - Date.now()) + 500);
    await phone.getByRole('button', { name: 'Send code' }).click();
  }
  await expect(phone).toHaveURL(/\/discounts\/mfa-code$/);
  await expect(
    phone.getByText(`We sent a 6-digit code to the number ending in ${phoneNumber.slice(-4)}.`),
  ).toBeVisible();
  return codeFromOutbox(request, phoneNumber.slice(-4), before);
}

/** Redeems the offer for a number entirely through the API (the way the phone pages call it). */
async function redeemThroughApi(request: APIRequestContext, phoneNumber: string): Promise<void> {
  const base = `/devices/${DEMO_DEVICE_ID}/orders`;
  const created = await request.post(`${base}?locale=en`, {
    data: { skus: [{ skuId: NALOXONE.skuId, quantity: 1 }] },
  });
  const { data: order } = (await created.json()) as { data: { id: string } };
  const discounts = `${base}/${order.id}/discounts`;
  expect(
    (await request.post(`${discounts}/opt-in?locale=en`, { data: { skus: [NALOXONE.skuId] } })).status(),
  ).toBe(200);
  const before = await lastOutboxId(request);
  expect((await request.post(`${discounts}/mfa-phone?locale=en`, { data: { phoneNumber } })).status()).toBe(
    200,
  );
  const mfaCode = await codeFromOutbox(request, phoneNumber.slice(-4), before);
  expect(
    (await request.post(`${discounts}/mfa-code?locale=en`, { data: { phoneNumber, mfaCode } })).status(),
  ).toBe(200);
  expect((await request.post(`${discounts}/redeem?locale=en`)).status()).toBe(200);
  // The visitor took the free kit (a cancelled order would give the redemption back).
  expect((await request.post(`${base}/${order.id}/dispense?locale=en`)).status()).toBe(200);
}

test('an offer redeemed end to end: code from the outbox, the kiosk follows the phone and dispenses', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const orderId = await startNaloxoneOrder(page);
  const list = page.getByRole('list', { name: 'Offers for your order' });
  await expect(list.getByText('Free naloxone 2-pack')).toBeVisible();
  await expect(list.getByText('Check eligibility')).toBeVisible();
  await checkScreen(page, 'kiosk-offer-check');
  const url = await qrValue(page, OFFER_QR);
  // The QR code carries the order capability; the server keeps it in the phone's cookie and opens the page.
  expect(url).toMatch(
    new RegExp(
      `^http://127\\.0\\.0\\.1:${new URL(page.url()).port}/devices/${DEMO_DEVICE_ID}/orders/${orderId}/phone\\?capability=\\d+\\.[0-9a-f]{64}$`,
    ),
  );

  const { context, phone } = await openPhone(browser);
  try {
    await phone.goto(url);
    await expect(phone).toHaveURL(
      new RegExp(`/mobile/${DEMO_DEVICE_ID}/orders/${orderId}/discounts/check-eligibility$`),
    );
    // From the moment the phone opens the QR code, the kiosk shows that the phone is working on it.
    const progress = page.getByTestId('kiosk-phone-progress');
    await expect(progress).toHaveText(
      'Your phone is checking your eligibility. Enter your mobile number there to get a code.',
    );
    // The number goes to the server in E.164 in both calls, whatever way it was typed.
    const sent = phone.waitForRequest((r) => r.url().includes('/discounts/mfa-phone'));
    const code = await verifyOnPhone(phone, request, '(415) 555-0141', { shots: true });
    expect((await sent).postDataJSON()).toEqual({ phoneNumber: '+14155550141' });
    await expect(progress).toHaveText('A code was texted to your phone. Enter it there to finish the check.');
    await expect(phone.getByText(/^You can resend the code in \d+ s\.$/)).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expectTouchTargets(phone);
    await checkPhonePage(phone, 'mfa-code');
    await phone.getByLabel('6-digit code').fill(code);
    const checked = phone.waitForRequest((r) => r.url().includes('/discounts/mfa-code'));
    await phone.getByRole('button', { name: 'Verify' }).click();
    expect((await checked).postDataJSON()).toEqual({ phoneNumber: '+14155550141', mfaCode: code });

    await expect(phone).toHaveURL(/\/discounts\/offer-availability$/);
    await expect(phone.getByRole('heading', { level: 2, name: 'You are eligible' })).toBeVisible();
    await checkPhonePage(phone, 'offer-availability-eligible');
    // The kiosk follows: the phone is verified and eligible.
    await expect(page.getByText('You are eligible for this offer.')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Offers for your order' }).getByText('Available'),
    ).toBeVisible();

    const redeemed = phone.waitForResponse(
      (r) => r.url().includes('/discounts/redeem') && r.status() === 200,
    );
    await phone.getByRole('button', { name: 'Redeem offer' }).click();
    await redeemed;
    // Within 2 s of the phone redeeming, the kiosk has moved on to dispense the free order.
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/dispense$`), { timeout: 2000 });
    await expect(phone).toHaveURL(/\/discounts\/status$/);
    await expect(phone.getByRole('heading', { level: 2, name: 'Offer redeemed' })).toBeVisible();
    await expect(phone.getByText('Go back to the kiosk: your items will be dispensed there.')).toBeVisible();
    await checkPhonePage(phone, 'offer-status-redeemed');
  } finally {
    await context.close();
  }
  await expectDispensed(page);
  const order = await (await request.get(`/devices/${DEMO_DEVICE_ID}/orders/${orderId}?locale=en`)).json();
  expect(order.data).toMatchObject({ total: 0, status: 'dispensed', quantityDispensed: 2 });
});

test('a wrong code five times locks it, with a clear message', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const created = await request.post(`/devices/${DEMO_DEVICE_ID}/orders?locale=en`, {
    data: { skus: [{ skuId: NALOXONE.skuId, quantity: 1 }] },
  });
  const { data: order } = (await created.json()) as { data: { id: string; capability: string } };
  const { context, phone } = await openPhone(browser);
  try {
    await phone.goto(phoneLink(DEMO_DEVICE_ID, order));
    const code = await verifyOnPhone(phone, request, '(415) 555-0142');
    const wrong = code === '000000' ? '111111' : '000000';
    const field = phone.getByLabel('6-digit code');
    for (let left = 4; left >= 1; left--) {
      await field.fill(wrong);
      await phone.getByRole('button', { name: 'Verify' }).click();
      await expect(phone.getByRole('alert')).toContainText(`The code is not correct. Tries left: ${left}.`);
    }
    await field.fill(wrong);
    await phone.getByRole('button', { name: 'Verify' }).click();
    const locked = phone.getByRole('alert');
    await expect(locked).toContainText('Too many attempts');
    await expect(locked).toContainText(
      /Too many wrong codes\. This code is locked\. You can request a new code in \d+ seconds\./,
    );
    await expect(phone.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect(phone.getByLabel('6-digit code')).toBeDisabled();
    await checkPhonePage(phone, 'mfa-code-locked');
    // Even the right code is refused now.
    const reply = await request.post(
      `/devices/${DEMO_DEVICE_ID}/orders/${order.id}/discounts/mfa-code?locale=en`,
      {
        data: { phoneNumber: '+14155550142', mfaCode: code },
      },
    );
    expect(reply.status()).toBe(429);
  } finally {
    await context.close();
    await request.post(`/devices/${DEMO_DEVICE_ID}/orders/${order.id}/cancel`);
  }
});

test('not eligible: the kiosk asks whether to continue, then payment (declined, then paid) on the phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const phoneNumber = '+1 415 555 0143';
  // This phone took the offer already in the last 30 days.
  await redeemThroughApi(request, phoneNumber);
  const resendAfter = Date.now() + 30_000;

  const orderId = await startNaloxoneOrder(page);
  const url = await qrValue(page, OFFER_QR);
  const { context, phone } = await openPhone(browser);
  try {
    await phone.goto(url);
    const code = await verifyOnPhone(phone, request, phoneNumber, { resendAfter });
    await phone.getByLabel('6-digit code').fill(code);
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(phone).toHaveURL(/\/discounts\/offer-availability$/);
    await expect(
      phone.getByRole('heading', {
        level: 2,
        name: 'You are not eligible for an offer and payment is required.',
      }),
    ).toBeVisible();
    await expect(
      phone.getByText('This phone has already used this offer in the last 30 days.'),
    ).toBeVisible();
    await checkPhonePage(phone, 'offer-availability-not-eligible');

    // The kiosk asks the question of docs/product.md §4 / §8.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(NOT_ELIGIBLE)).toBeVisible();
    await checkScreen(page, 'kiosk-offer-not-eligible');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Scan to pay' })).toBeVisible();
    await expect(page.getByTestId('payment-amount')).toHaveText('Amount to pay: $45.00');

    // The phone's status page: the offer step is over, back to the kiosk.
    await phone.goto(`/mobile/${DEMO_DEVICE_ID}/orders/${orderId}/discounts/status`);
    await expect(phone.getByRole('heading', { level: 2, name: 'No offer taken' })).toBeVisible();
    await expect(phone.getByText('Go back to the kiosk to continue.')).toBeVisible();
    await checkPhonePage(phone, 'offer-status-not-eligible');

    // A declined card first: the phone's status page asks the server and says why.
    await phone.goto(await qrValue(page, 'QR code to pay on your phone'));
    await payWithCard(phone, TEST_CARDS.declined);
    await expect(phone).toHaveURL(/\/mobile\/payment\/status\?/);
    await expect(phone.getByRole('heading', { level: 2, name: 'Payment declined' })).toBeVisible();
    await expect(phone.getByText('Your card was declined.')).toBeVisible();
    await expect(phone.getByText('Go back to the kiosk to try again.')).toBeVisible();
    await checkPhonePage(phone, 'payment-status-declined');

    // A new checkout on the kiosk; this card pays.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Payment declined' })
      .getByRole('button', { name: 'Try again' })
      .click();
    await expect(page.getByText('Waiting for your phone…')).toBeVisible();
    await phone.goto(await qrValue(page, 'QR code to pay on your phone'));
    await payWithCard(phone, TEST_CARDS.pays);
    await expect(phone).toHaveURL(/\/mobile\/payment\/status\?/);
    await expect(phone.getByRole('heading', { level: 2, name: 'Payment successful' })).toBeVisible();
    await expect(phone.getByText('Go back to the kiosk to collect your items.')).toBeVisible();
    await checkPhonePage(phone, 'payment-status-paid');
  } finally {
    await context.close();
  }
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/dispense$`));
  await expectDispensed(page);
});

test('the offer pages say so when an order has no offer', async ({ browser, request }) => {
  const created = await request.post(`/devices/${DEMO_DEVICE_ID}/orders?locale=en`, {
    data: { skus: [{ skuId: 'pregnancy-test', quantity: 1 }] },
  });
  const { data: order } = (await created.json()) as { data: { id: string; capability: string } };
  const { context, phone } = await openPhone(browser);
  try {
    await phone.goto(phoneLink(DEMO_DEVICE_ID, order));
    await expect(phone.getByRole('heading', { level: 2, name: 'Offer not available' })).toBeVisible();
    await checkPhonePage(phone, 'check-eligibility-no-offer');
  } finally {
    await context.close();
    await request.post(`/devices/${DEMO_DEVICE_ID}/orders/${order.id}/cancel`);
  }
});
