import type { Page } from '@playwright/test';
import { DEMO_DEVICE, kioskUrl } from './support/session';
import { SpeechRecorder, plugHeadphones } from './support/speech';
import { expect, test } from './support/test';

/**
 * The emergency naloxone path by keypad with speech on: one press of the emergency key (F4) reaches
 * the emergency button from any screen, and the question, the consent and the steps are read in full.
 */
test.use({ viewport: { width: 1080, height: 1920 } });

const ASK =
  'Is someone nearby suspected of an opioid overdose? In a life-threatening situation, call 911. Signs of an overdose: the person will not wake up or respond, breathes slowly or not at all, or has blue or grey lips or fingertips.';
const CONSENT =
  'Do you agree to follow the naloxone instructions? In a life-threatening situation, call 911. The kiosk will give you a free naloxone kit and show you the steps to use it.';
const STEPS = [
  'Naloxone instructions, In a life-threatening situation, call 911. Your free naloxone kit is coming out of the kiosk. Start with step 1 now.',
  'Naloxone steps, Step 1, Call 911 now. Say that someone is not breathing or not responding.',
  'Step 2, Lay the person on their back.',
  'Step 3, Tilt their head back and support their neck with your hand.',
  'Step 4, Hold the nasal spray with your thumb on the plunger. Put the tip of the nozzle into one nostril until your fingers touch the bottom of the nose.',
  'Step 5, Press the plunger firmly to give the dose, then take the nozzle out of the nostril.',
  'Step 6, If you are trained, give rescue breathing. If not, turn the person on their side (the recovery position) so they do not choke.',
  'Step 7, Stay with the person until help arrives. A second dose may be given after 2 to 3 minutes if they do not wake up or breathe normally: use a new nasal spray in the other nostril.',
].join(' ');

/** From the emergency button (focused by the emergency key): the question, consent, and the steps. */
async function emergencyPath(page: Page, speech: SpeechRecorder): Promise<void> {
  expect(await speech.press('F4')).toMatch(/^Emergency naloxone, button, 2 of \d+$/);
  await page.keyboard.press('Enter');
  await speech.expectSaid(ASK);
  await speech.moveTo(/^Yes, button, \d of \d$/);
  await page.keyboard.press('Enter');
  await speech.expectSaid(CONSENT);
  await speech.moveTo(/^I agree, button, \d of \d$/);
  await page.keyboard.press('Enter');
  await speech.expectSaid(STEPS, 'Take your naloxone kit from the kiosk.');
}

test('from the product grid', async ({ page }) => {
  const speech = await SpeechRecorder.install(page);
  await page.goto(kioskUrl('/products', DEMO_DEVICE));
  await expect(page.getByTestId('product-price').first()).toBeVisible();
  await plugHeadphones(page, speech, /^Choose a product\. /);
  await speech.moveTo(/^Option \d+ of \d+, Fentanyl Test Strips/);
  await emergencyPath(page, speech);
  // Done closes the steps; focus returns to the emergency button.
  await speech.moveTo(/^Done, button/);
  expect(await speech.press('Enter')).toMatch(/^Emergency naloxone, button/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('from a product page', async ({ page }) => {
  const speech = await SpeechRecorder.install(page);
  await page.goto(kioskUrl('/products/condoms', DEMO_DEVICE));
  await expect(page.getByRole('heading', { level: 2, name: 'Condoms' })).toBeVisible();
  await plugHeadphones(page, speech, /^Product\. /);
  await emergencyPath(page, speech);
});

test('from the middle of the age step, which keeps its entry', async ({ page }) => {
  const speech = await SpeechRecorder.install(page);
  await page.goto(kioskUrl('/products/nicotine-gum', DEMO_DEVICE));
  await expect(page.getByRole('heading', { level: 2, name: 'Nicotine Gum' })).toBeVisible();
  await plugHeadphones(page, speech, /^Product\. /);
  await speech.moveTo(/^Start order, /);
  await page.keyboard.press('Enter');
  await speech.expectSaid(/^Verification\. Type your date of birth/);
  const field = page.getByRole('textbox', { name: 'Date of birth' });
  await expect(field).toBeVisible();
  await page.keyboard.type('1990');
  await speech.expectSaid('1 9 9 0 -');

  await emergencyPath(page, speech);
  // Escape closes the steps; the age step is as it was.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(field).toHaveValue('1990-');
});
