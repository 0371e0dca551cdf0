import {
  SESSION_DEVICE,
  beginSession,
  checkKioskScreen,
  createOrder,
  expectCancelledByTimeout,
  getOrder,
  installFakeClock,
  pauseAndResetIdleTimer,
} from './support/session';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1080, height: 1920 } });

test('idle timeout: the warning at 30 s left, then the orders cancelled, English again, the idle screen', async ({
  page,
  request,
}) => {
  await installFakeClock(page);
  await beginSession(page, SESSION_DEVICE);
  const orderId = await createOrder(request, SESSION_DEVICE);

  // The visitor chose Español.
  await page.getByRole('button', { name: 'English, change language' }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');

  await pauseAndResetIdleTimer(page);
  const idleDialog = page.locator('[data-modal="idle"] [role="dialog"]');
  await page.clock.runFor(59_999);
  await expect(idleDialog).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(idleDialog).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/\b30\b/);
  await page.clock.runFor(1_000);
  await expect(page.getByRole('timer')).toHaveText(/\b29\b/);

  // Activity does not reset the timer while the warning shows.
  await page.mouse.move(400, 400);
  await page.clock.runFor(28_999);
  await expect(page.getByRole('timer')).toHaveText(/\b1\b/);
  expect((await getOrder(request, SESSION_DEVICE, orderId)).status).toBe('open');

  await page.clock.runFor(1);
  await expect(page).toHaveURL(/\/idle-screen$/);
  await expectCancelledByTimeout(request, SESSION_DEVICE, orderId);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.clock.runFor(1_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Tap to begin' })).toBeVisible();
  await expect(page).toHaveTitle('Tap to begin – HealthPoint');
  await checkKioskScreen(page, 'idle-screen');

  // The idle screen does not time out; a tap goes to the welcome screen.
  await page.clock.runFor(200_000);
  await expect(page).toHaveURL(/\/idle-screen$/);
  await page.getByRole('heading', { level: 1, name: 'Tap to begin' }).click();
  await expect(page).toHaveURL(/\/$|\/\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
});

test("the idle modal: axe-clean, and I'm still here keeps the session and its order", async ({
  page,
  request,
}) => {
  await installFakeClock(page);
  await beginSession(page, SESSION_DEVICE);
  await pauseAndResetIdleTimer(page);
  await page.clock.runFor(60_000);
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your session will end in 30 seconds.');
  await expect(dialog.getByRole('button', { name: 'End session' })).toBeVisible();
  await checkKioskScreen(page, 'idle-modal');

  const orderId = await createOrder(request, SESSION_DEVICE);
  await dialog.getByRole('button', { name: "I'm still here" }).click();
  await page.clock.runFor(1_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/products$/);
  expect((await getOrder(request, SESSION_DEVICE, orderId)).status).toBe('open');
  await request.post(`/devices/${SESSION_DEVICE}/orders/${orderId}/cancel`);
});
