import type { APIRequestContext } from '@playwright/test';
import { ORDER_FLOW_DEVICE, checkScreen, expectDispensed, tapKeys, withDevice } from './support/order-flow';
import { expect, test } from './support/test';

const KEYPAD = 'Code keypad';
/** A kiosk of its own: the lock-out test locks its reservation codes for ten minutes. */
const LOCKOUT_DEVICE = 'a11y-kiosk-0003';

test.use({ viewport: { width: 1080, height: 1920 } });

/** Reserves the free test strips the way the phone pages do, and returns the pick-up code. */
async function reserveTestStrips(request: APIRequestContext, deviceId: string): Promise<string> {
  const created = await request.post(`/devices/${deviceId}/orders?isReservable=true&locale=en`, {
    data: { skus: [{ skuId: 'fentanyl-test-strips-5', quantity: 1 }] },
  });
  expect(created.status()).toBe(201);
  const { data: order } = (await created.json()) as { data: { id: string } };
  const reserved = await request.post(`/devices/${deviceId}/orders/${order.id}/reserve?locale=en`);
  expect(reserved.status()).toBe(201);
  const { data: reservation } = (await reserved.json()) as { data: { code: string } };
  return reservation.code;
}

const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('a reservation picked up by its 6-digit code', async ({ page, request }) => {
  const code = await reserveTestStrips(request, ORDER_FLOW_DEVICE);
  await page.goto(withDevice('/reserve-authorization'));
  await expect(page).toHaveTitle('Pick up a reservation – HealthPoint');
  await expect(page.getByRole('heading', { level: 2, name: 'Pick up your reservation' })).toBeVisible();
  const pickUp = page.getByRole('button', { name: 'Pick up' });

  await pickUp.click();
  await expect(page.getByRole('alert')).toHaveText('code required');
  await checkScreen(page, 'reserve-authorization');

  await tapKeys(page, KEYPAD, otherCode(code));
  await pickUp.click();
  await expect(page.getByRole('alert')).toHaveText(
    'This code does not match a reservation. Check the code and try again.',
  );

  await tapKeys(page, KEYPAD, code);
  await expect(page.getByRole('textbox', { name: '6-digit code' })).toHaveValue(code);
  await pickUp.click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/dispense$/);
  await expectDispensed(page);
});

test('too many wrong codes lock the pick-up for a while', async ({ page, request }) => {
  const code = await reserveTestStrips(request, LOCKOUT_DEVICE);
  // Five wrong codes from elsewhere on this kiosk…
  for (let attempt = 0; attempt < 5; attempt++) {
    const reply = await request.post(
      `/devices/${LOCKOUT_DEVICE}/orders/reservation-authorization?locale=en`,
      {
        data: { code: otherCode(code) },
      },
    );
    expect(reply.status()).toBe(401);
  }
  // …and the sixth, typed on the kiosk, is locked out.
  await page.goto(withDevice('/reserve-authorization', LOCKOUT_DEVICE));
  await tapKeys(page, KEYPAD, otherCode(code));
  await page.getByRole('button', { name: 'Pick up' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many wrong codes\. Please wait \d+ seconds and try again\.$/,
  );
});
