import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { KIOSK_VIEWPORTS } from './kiosk';
import { saveScreenshot } from './screenshot';
import { expect } from './test';

/** The demo access code of the e2e server (playwright.config.ts seeds it with DEMO_ACCESS_CODE). */
export const E2E_ACCESS_CODE = process.env.E2E_ACCESS_CODE ?? '246810';

/**
 * The order-flow journeys run on a seeded kiosk of their own, so another journey's "cancel every
 * order of the kiosk" (idle timeout, exit session) cannot cancel an order mid-payment here.
 */
export const ORDER_FLOW_DEVICE = 'a11y-kiosk-0004';
/** The dispense-failure journey jams a slot of this kiosk (a jammed slot stays flagged). */
export const FAILURE_DEVICE = 'a11y-kiosk-0005';

export const SUPPORT_PHONE = '+1 (800) 555-0199';

export const TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export const withDevice = (path: string, deviceId: string = ORDER_FLOW_DEVICE): string =>
  `${path}${path.includes('?') ? '&' : '?'}deviceId=${encodeURIComponent(deviceId)}`;

/**
 * Runs axe (WCAG 2.2 A and AA) on the screen as it is, at 1080×1920 and at 1920×1080, and
 * saves a screenshot of each as e2e/screenshots/<name>-portrait|landscape.png; then restores the
 * journey's own viewport.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of KIOSK_VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `${name}-${viewport.name}`);
  }
  if (original) await page.setViewportSize(original);
}

/** Opens a product's detail screen on the kiosk and waits for it. */
export async function openProduct(
  page: Page,
  productId: string,
  title: string,
  deviceId?: string,
): Promise<void> {
  await page.goto(withDevice(`/products/${productId}`, deviceId));
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
    .toBe(true);
}

/** Taps keys of an on-screen keypad (the group named `keypad`). */
export async function tapKeys(page: Page, keypad: string, keys: string): Promise<void> {
  const group = page.getByRole('group', { name: keypad });
  for (const key of keys) await group.getByRole('button', { name: key, exact: true }).click();
}

/** The value a QR code on the screen encodes. */
export async function qrValue(page: Page, name: string): Promise<string> {
  const qr = page.getByRole('img', { name });
  await expect(qr).toBeVisible();
  const value = await page.getByTestId('qr-code').filter({ has: qr }).getAttribute('data-value');
  if (!value) throw new Error(`the QR code "${name}" has no value`);
  return value;
}

/**
 * The visitor's phone: opens the QR code's payment URL in a phone-sized browser of its own, fills
 * the sandbox card form and pays.
 */
export async function payOnPhone(browser: Browser, paymentUrl: string, card: string): Promise<void> {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  try {
    const page = await phone.newPage();
    await page.goto(paymentUrl);
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByLabel('Card number').fill(card);
    await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForLoadState('domcontentloaded');
  } finally {
    await phone.close();
  }
}

/** On the payment screen: reads the QR code and pays it on the phone. */
export async function scanAndPay(page: Page, browser: Browser, card: string): Promise<string> {
  const url = await qrValue(page, 'QR code to pay on your phone');
  await payOnPhone(browser, url, card);
  return url;
}

/**
 * Pays on the phone with a card that pays, and sees the kiosk say 'Payment successful'. The kiosk shows it
 * for 2 s from the moment it sees the payment, which may come while the phone is still closing: it is
 * watched for from before the phone pays, so a slow machine cannot make the test miss it.
 */
export async function scanAndPaySuccessfully(page: Page, browser: Browser, card: string): Promise<string> {
  const success = page
    .getByRole('heading', { level: 2, name: 'Payment successful' })
    .waitFor({ timeout: 60_000 });
  success.catch(() => undefined);
  const url = await scanAndPay(page, browser, card);
  await success;
  return url;
}

/** Waits for the complete screen of a dispensed order. */
export async function expectDispensed(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Your items have been dispensed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Thank you. Please take all your items from the kiosk.')).toBeVisible();
}
