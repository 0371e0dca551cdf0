import { ORDER_FLOW_DEVICE, TEST_CARDS, openProduct, qrValue } from './support/order-flow';
import { checkPhonePage, openPhone } from './support/phone';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1920, height: 1080 } });

test('the kiosk cancelled the order while the phone was paying: the phone says it ended and refunds', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await openProduct(page, 'pregnancy-test', 'Pregnancy Test');
  await page.getByRole('button', { name: 'Start order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/payment$/);
  const orderId = /\/orders\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
  const paymentUrl = await qrValue(page, 'QR code to pay on your phone');

  // The visitor scans and fills the card form, and meanwhile the order is cancelled at the kiosk.
  const { context, phone } = await openPhone(browser);
  try {
    await phone.goto(paymentUrl);
    await expect(phone).toHaveURL(/\/sandbox\/pay\//);
    await phone.getByLabel('Card number').fill(TEST_CARDS.pays);
    await phone.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await phone.getByLabel('Security code (CVC)').fill('123');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const orderUrl = `/devices/${ORDER_FLOW_DEVICE}/orders/${orderId}`;
    await expect
      .poll(async () => (await (await request.get(`${orderUrl}?locale=en`)).json()).data.status)
      .toBe('cancelled');

    // The payment goes through after all: the server refunds it and the phone says so.
    await phone.getByRole('button', { name: /^Pay / }).click();
    await expect(phone).toHaveURL(/\/mobile\/payment\/status\?/);
    await expect(phone.getByRole('heading', { name: 'This order has ended' })).toBeVisible();
    await expect(
      phone.getByText('Your money is being refunded to your card. You do not need to do anything.'),
    ).toBeVisible();
    await expect(phone.getByText('Payment successful')).toHaveCount(0);
    await checkPhonePage(phone, 'payment-ended');

    const transactions = (await (await request.get(`${orderUrl}/transactions`)).json()).data;
    expect(transactions.map((t: { status: string }) => t.status)).toEqual(['refunded']);
  } finally {
    await context.close();
  }
});
