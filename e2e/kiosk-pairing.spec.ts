import type { Browser } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { pairingCodeFor } from './support/pairing';
import { STAFF_PASSKEY, checkStaffScreen } from './support/staff';
import { expect, test } from './support/test';

/** A browser that has never been paired (each test's own context is a paired kiosk). */
const unpairedKiosk = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 } });
  return { context, page: await context.newPage() };
};

test('the printed kiosk address pairs the browser and takes the code out of the address bar', async ({
  browser,
  request,
}) => {
  const deviceId = 'a11y-kiosk-0004';
  const { context, page } = await unpairedKiosk(browser);
  try {
    // Unpaired: what is wrong and how staff pair it, instead of screens whose calls would be refused.
    await page.goto(`/?deviceId=${deviceId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This kiosk is not set up yet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Emergency naloxone' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The address `npm start` prints (and staff get with a code) has the one-time code in it.
    const code = await pairingCodeFor(request, deviceId);
    await page.goto(`/?deviceId=${deviceId}&pair=${code}`);
    await expect(page.getByRole('button', { name: 'Tap to begin' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/\\?deviceId=${deviceId}$`));
    expect(await page.evaluate(() => window.location.href)).not.toContain(code);
    const state = await page.request.get(`/devices/${deviceId}/kiosk-credential`);
    expect((await state.json()).data).toEqual({ isPaired: true });
    // The credential is out of reach of page scripts.
    expect(await page.evaluate(() => document.cookie)).toBe('');

    // The code was for one use: another browser with it stays unpaired.
    const other = await unpairedKiosk(browser);
    try {
      await other.page.goto(`/?deviceId=${deviceId}&pair=${code}`);
      await expect(
        other.page.getByRole('heading', { level: 1, name: 'This kiosk is not set up yet' }),
      ).toBeVisible();
      await expect(other.page).not.toHaveURL(/pair=/);
    } finally {
      await other.context.close();
    }
  } finally {
    await context.close();
  }
});

test('staff pair an unpaired kiosk browser from its own screen with the passkey', async ({ browser }) => {
  const deviceId = 'a11y-kiosk-0005';
  const { context, page } = await unpairedKiosk(browser);
  try {
    await page.goto(`/?deviceId=${deviceId}`);
    await page.getByRole('link', { name: 'Staff sign-in' }).click();
    await page.getByLabel('Passkey').fill(STAFF_PASSKEY);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/kiosk-pairing\?deviceId=a11y-kiosk-0005$/);
    await expect(page.getByRole('table', { name: 'Paired kiosk browsers' })).toBeVisible();
    await checkStaffScreen(page, 'kiosk-pairing');
    await page.getByRole('button', { name: 'Pair this browser' }).click();
    await expect(page.getByText('This browser is now paired as the kiosk.')).toBeVisible();
    await page.getByRole('link', { name: 'Open the kiosk' }).click();
    await expect(page.getByRole('button', { name: 'Tap to begin' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This kiosk is not set up yet' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
