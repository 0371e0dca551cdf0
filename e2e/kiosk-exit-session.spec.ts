import { readFileSync } from 'node:fs';
import {
  EXIT_DEVICE,
  beginSession,
  checkKioskScreen,
  createOrder,
  expectCancelledByTimeout,
  finishTransitions,
  getOrder,
  installFakeClock,
  pauseAndResetIdleTimer,
} from './support/session';
import { expect, test } from './support/test';

type TSessionTexts = { session: { endSession: string; keepGoing: string } };
const spanish = JSON.parse(
  readFileSync(new URL('../apps/web/src/i18n/locales/es.json', import.meta.url), 'utf8'),
) as TSessionTexts;

test.use({ viewport: { width: 1080, height: 1920 } });

test('exit session: warns that selections will be lost and counts down; confirming does what the timeout does', async ({
  page,
  request,
}) => {
  await installFakeClock(page);
  await beginSession(page, EXIT_DEVICE);
  const orderId = await createOrder(request, EXIT_DEVICE);
  await pauseAndResetIdleTimer(page);

  await page.getByRole('button', { name: 'End session' }).click();
  const dialog = page.getByRole('dialog', { name: 'End your session?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your selections will be lost.');
  await expect(dialog.getByRole('timer')).toHaveText('The session ends in 30 seconds.');
  await checkKioskScreen(page, 'exit-session-modal');
  await page.clock.runFor(1_000);
  await expect(dialog.getByRole('timer')).toHaveText('The session ends in 29 seconds.');

  // Keep going: the session and its order stay.
  await dialog.getByRole('button', { name: 'Keep going' }).click();
  await page.clock.runFor(1_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await getOrder(request, EXIT_DEVICE, orderId)).status).toBe('open');

  // In Spanish, then End session, confirmed.
  await page.getByRole('button', { name: 'English, change language' }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await page.clock.runFor(1_000);
  await page.getByRole('button', { name: spanish.session.endSession }).click();
  await page
    .locator('[data-modal="exit-session"]')
    .getByRole('button', { name: spanish.session.endSession })
    .click();
  await expect(page).toHaveURL(/\/idle-screen$/);
  await finishTransitions(page);
  await expectCancelledByTimeout(request, EXIT_DEVICE, orderId);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Tap to begin' })).toBeVisible();
});

test('exit session: the countdown ends the session at 0', async ({ page, request }) => {
  await installFakeClock(page);
  await beginSession(page, EXIT_DEVICE);
  const orderId = await createOrder(request, EXIT_DEVICE);
  await pauseAndResetIdleTimer(page);
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByRole('dialog', { name: 'End your session?' })).toBeVisible();
  await page.clock.runFor(29_999);
  await expect(page).toHaveURL(/\/products$/);
  await page.clock.runFor(1);
  await expect(page).toHaveURL(/\/idle-screen$/);
  await expectCancelledByTimeout(request, EXIT_DEVICE, orderId);
});
