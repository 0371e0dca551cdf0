import {
  ACCESSIBILITY_DEVICE,
  DEMO_DEVICE,
  beginSession,
  checkKioskScreen,
  kioskUrl,
  finishTransitions,
  installFakeClock,
  pauseAndResetIdleTimer,
} from './support/session';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1080, height: 1920 } });

const idleDialog = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: 'Are you still there?' });

test('accessibility mode on an allow-listed kiosk: 300 s with the warning at 60 s left; No returns to 90 and 30', async ({
  page,
}) => {
  await installFakeClock(page);
  await page.goto(kioskUrl('/', ACCESSIBILITY_DEVICE));
  await checkKioskScreen(page, 'welcome-accessibility');

  // Chosen on the welcome screen.
  const moreTime = page.getByRole('button', { name: 'More time' });
  await moreTime.click();
  const dialog = page.getByRole('dialog', { name: 'Would you like more time?' });
  await expect(dialog).toContainText(
    'your session lasts 5 minutes, and a warning shows 60 seconds before it ends',
  );
  await checkKioskScreen(page, 'accessibility-modal');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(moreTime).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Tap to begin' }).click();
  await expect(page).toHaveURL(/\/products$/);
  // Still on in the session; choosing it again restarts the 300 s, lined up with the paused clock.
  const headerMoreTime = page.getByRole('button', { name: 'More time' });
  await expect(headerMoreTime).toHaveAttribute('aria-pressed', 'true');
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await headerMoreTime.click();
  await page
    .getByRole('dialog', { name: 'Would you like more time?' })
    .getByRole('button', { name: 'Yes' })
    .click();

  // Activity does not reset the extended time.
  await page.clock.runFor(200_000);
  await page.mouse.move(300, 700);
  await page.clock.runFor(39_999);
  await expect(idleDialog(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(idleDialog(page)).toBeVisible();
  await expect(idleDialog(page)).toContainText('Your session will end in 60 seconds.');
  await checkKioskScreen(page, 'idle-modal-accessibility');
  await page.clock.runFor(59_000);
  await expect(idleDialog(page)).toContainText('Your session will end in 1 second.');
  await idleDialog(page).getByRole('button', { name: "I'm still here" }).click();
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(/\/products$/);

  // Declined: back to 90 s with the warning at 30 s left.
  await headerMoreTime.click();
  await page
    .getByRole('dialog', { name: 'Would you like more time?' })
    .getByRole('button', { name: 'No' })
    .click();
  await finishTransitions(page);
  await expect(headerMoreTime).toHaveAttribute('aria-pressed', 'false');
  await pauseAndResetIdleTimer(page);
  await page.clock.runFor(59_999);
  await expect(idleDialog(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(idleDialog(page)).toContainText('Your session will end in 30 seconds.');
  await idleDialog(page).getByRole('button', { name: "I'm still here" }).click();
});

test('accessibility mode is refused on demo-kiosk-0001: no button, the standard 90 s', async ({
  page,
  request,
}) => {
  const config = await request.get(`/devices/${DEMO_DEVICE}/config`);
  expect(
    ((await config.json()) as { data: { isAccessibilityExtensionAllowed: boolean } }).data,
  ).toMatchObject({
    isAccessibilityExtensionAllowed: false,
  });
  await installFakeClock(page);
  await page.goto(kioskUrl('/', DEMO_DEVICE));
  await expect(page.getByRole('button', { name: 'Tap to begin' })).toBeVisible();
  // The config has arrived (the language button shows the device's languages) and no button shows.
  await page.getByRole('button', { name: 'English, change language' }).click();
  await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'More time' })).toHaveCount(0);

  await beginSession(page, DEMO_DEVICE);
  await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More time' })).toHaveCount(0);
  await pauseAndResetIdleTimer(page);
  await page.clock.runFor(60_000);
  await expect(idleDialog(page)).toContainText('Your session will end in 30 seconds.');
  await idleDialog(page).getByRole('button', { name: "I'm still here" }).click();
});
