import type { APIRequestContext } from '@playwright/test';
import { E2E_ACCESS_CODE } from './support/order-flow';
import { DEMO_DEVICE, kioskUrl } from './support/session';
import { SpeechRecorder, holdHelpKey, plugHeadphones } from './support/speech';
import { expect, test } from './support/test';

/**
 * Visits done with the keypad's keys alone and speech on; the speech synthesis is a recorder, so
 * what a visitor would hear is checked in order: the screen, the focused control, the result.
 */
test.use({ viewport: { width: 1080, height: 1920 } });

const SPEECH_ON = /^Speech is on\. Press up or down/;
const DISPENSED = 'Your items have been dispensed, Thank you. Please take all your items from the kiosk.';

test('a free item, from the welcome screen to dispensed', async ({ page }) => {
  const speech = await SpeechRecorder.install(page);
  await page.goto(kioskUrl('/', DEMO_DEVICE));
  await expect(page.getByRole('button', { name: 'Tap to begin' })).toBeVisible();
  await holdHelpKey(page, speech);
  await speech.expectSaid(
    SPEECH_ON,
    'Welcome. Select Tap to begin to choose a product, or pick up a reservation.',
  );

  await speech.moveTo(/^Tap to begin, button, \d of 6$/);
  await page.keyboard.press('Enter');
  await speech.expectSaid('Choose a product. Move through the products and select one to see it.');
  await expect(page.getByTestId('product-price').first()).toBeVisible();
  // The focused control: name, price (money with its currency's name), kind, place.
  await speech.moveTo(
    /^Option \d+ of \d+, Naloxone Nasal Spray 2-Pack, 22\.50 US dollars, .*button, \d+ of \d+$/,
  );
  await speech.moveTo(/^Option \d+ of \d+, Fentanyl Test Strips, Free, button, \d+ of \d+$/);
  await page.keyboard.press('Enter');

  await speech.expectSaid('Product. Choose an option if there are several, then select Start order.');
  await expect(page.getByRole('heading', { level: 2, name: 'Fentanyl Test Strips' })).toBeVisible();
  await speech.moveTo(/^Start order, Total: Free, button, \d of \d$/);
  await page.keyboard.press('Enter');

  await speech.expectSaid(
    'Dispensing. Your items are being dispensed. Take each item from the kiosk when it drops.',
    'Item 1 of 1',
  );
  await speech.expectSaid(DISPENSED);
  await expect(page.getByRole('heading', { level: 2, name: 'Your items have been dispensed' })).toBeVisible();
  // Speech mode is accessibility mode on any kiosk: this one is not allow-listed, yet has the long session.
  const utterances = await speech.all();
  expect(
    utterances.every((utterance) => utterance.lang === 'en-US' && utterance.voice === 'English (America)'),
  ).toBe(true);
});

test('a paid item to the QR code; volume keys; back cancels the order', async ({ page }) => {
  const speech = await SpeechRecorder.install(page);
  await page.goto(kioskUrl('/products', DEMO_DEVICE));
  await expect(page.getByTestId('product-price').first()).toBeVisible();
  await plugHeadphones(page, speech, 'Choose a product. Move through the products and select one to see it.');

  await speech.moveTo(/^Option \d+ of \d+, Pregnancy Test, 8\.99 US dollars, button, \d+ of \d+$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Pregnancy Test' })).toBeVisible();
  await speech.moveTo(/^Start order, Total: 8\.99 US dollars, button, \d of \d$/);

  // Volume: a step up says the new volume, at that volume.
  expect(await speech.press('F3')).toBe('Volume 90 percent');
  expect((await speech.all()).at(-1)?.volume).toBeCloseTo(0.9);
  expect(await speech.press('F2')).toBe('Volume 80 percent');

  await page.keyboard.press('Enter');
  await speech.expectSaid(
    "Payment. Scan the QR code with your phone's camera and pay on your phone. Ask someone nearby if you need help to scan it.",
  );
  await speech.expectSaid('Amount to pay: 8.99 US dollars');
  await expect(page.getByRole('img', { name: 'QR code to pay on your phone' })).toBeVisible();
  await speech.expectSaid('Waiting for your phone…');

  // Back (Escape) takes the screen's way back: the order is cancelled, the grid shows again.
  await page.keyboard.press('Escape');
  await speech.expectSaid('Choose a product. Move through the products and select one to see it.');
  await expect(page).toHaveURL(/\/products$/);
});

test('the age step with the keypad digits', async ({ page }) => {
  const speech = await SpeechRecorder.install(page);
  await page.goto(kioskUrl('/products/nicotine-gum', DEMO_DEVICE));
  await expect(page.getByRole('heading', { level: 2, name: 'Nicotine Gum' })).toBeVisible();
  await plugHeadphones(
    page,
    speech,
    'Product. Choose an option if there are several, then select Start order.',
  );

  // The options are walked one by one; Enter chooses one and it says so.
  await speech.moveTo(
    /^Option 2 of 2, 4 mg, 20 pieces, 14\.99 US dollars, not selected, option, \d+ of \d+$/,
  );
  expect(await speech.press('Enter')).toMatch(
    /^Option 2 of 2, 4 mg, 20 pieces, 14\.99 US dollars, selected, option/,
  );
  await speech.moveTo(/^Start order, Total: 14\.99 US dollars, button/);
  await page.keyboard.press('Enter');

  await speech.expectSaid(
    'Verification. Type your date of birth with the number keys: the year, the month, then the day. Then select Submit.',
  );
  const field = page.getByRole('textbox', { name: 'Date of birth' });
  await expect(field).toBeVisible();
  // The hardware digits type on the keypad wherever focus is; each key says the entry so far.
  await page.keyboard.type('199001');
  await speech.expectSaid('1 9 9 0 - 0 1 -');
  await page.keyboard.press('Backspace');
  await speech.expectSaid('1 9 9 0 - 0');
  await page.keyboard.type('115');
  await speech.expectSaid('1 9 9 0 - 0 1 - 1 5');
  await expect(field).toHaveValue('1990-01-15');

  // Submit is the screen's last control: up from the top wraps to it.
  await speech.moveTo(/^Submit, button/, { key: 'ArrowUp' });
  await page.keyboard.press('Enter');
  await speech.expectSaid(/^Payment\. Scan the QR code/, 'Amount to pay: 14.99 US dollars');
});

test('an access-code item', async ({ page }) => {
  const speech = await SpeechRecorder.install(page);
  await page.goto(kioskUrl('/products/syringe-services-kit', DEMO_DEVICE));
  await expect(page.getByRole('heading', { level: 2, name: 'Syringe Services Kit' })).toBeVisible();
  await plugHeadphones(page, speech, /^Product\. /);
  await speech.moveTo(/^Start order, Total: Free, button/);
  await page.keyboard.press('Enter');

  await speech.expectSaid('Verification. Type your access code with the keys, then select Submit.');
  await expect(page.getByRole('textbox', { name: 'Access code' })).toBeVisible();
  // A secret code: only its length is said.
  await page.keyboard.type(E2E_ACCESS_CODE);
  await speech.expectSaid(`${E2E_ACCESS_CODE.length} characters entered`);
  const said = await speech.texts();
  expect(said.some((text) => text.includes(E2E_ACCESS_CODE.slice(0, 3)))).toBe(false);

  // Submit is the screen's last control: up from the top wraps to it.
  await speech.moveTo(/^Submit, button/, { key: 'ArrowUp' });
  await page.keyboard.press('Enter');
  await speech.expectSaid(/^Dispensing\. /, 'Item 1 of 1', DISPENSED);
});

/** Reserves the free test strips the way the phone pages do, and returns the pick-up code. */
async function reserveTestStrips(request: APIRequestContext): Promise<string> {
  const created = await request.post(`/devices/${DEMO_DEVICE}/orders?isReservable=true&locale=en`, {
    data: { skus: [{ skuId: 'fentanyl-test-strips-5', quantity: 1 }] },
  });
  const { data: order } = (await created.json()) as { data: { id: string } };
  const reserved = await request.post(`/devices/${DEMO_DEVICE}/orders/${order.id}/reserve?locale=en`);
  expect(reserved.status()).toBe(201);
  return ((await reserved.json()) as { data: { code: string } }).data.code;
}

test('a reservation picked up by its code', async ({ page, request }) => {
  const code = await reserveTestStrips(request);
  const speech = await SpeechRecorder.install(page);
  await page.goto(kioskUrl('/', DEMO_DEVICE));
  await expect(page.getByRole('button', { name: 'Tap to begin' })).toBeVisible();
  await plugHeadphones(page, speech, /^Welcome\. /);
  await speech.moveTo(/^Pick up a reservation, button/);
  await page.keyboard.press('Enter');

  await speech.expectSaid(
    'Pick up a reservation. Type the 6-digit code of your reservation with the number keys, then select Pick up.',
  );
  await expect(page.getByRole('textbox', { name: '6-digit code' })).toBeVisible();
  await page.keyboard.type(code);
  await speech.expectSaid([...code].join(' '));
  await speech.moveTo(/^Pick up, button/, { key: 'ArrowUp' });
  await page.keyboard.press('Enter');
  await speech.expectSaid(/^Dispensing\. /, 'Item 1 of 1', DISPENSED);
});
