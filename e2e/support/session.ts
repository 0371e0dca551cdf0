import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations, keepRealTimersForAxe } from './axe';
import { KIOSK_VIEWPORTS } from './kiosk';
import { saveScreenshot } from './screenshot';
import { expect } from './test';

/**
 * Kiosks of the session-chrome journeys. Idle timeout and exit session cancel every order of
 * their kiosk, so each runs where no other journey has an order in progress: the idle timeout on
 * a11y-kiosk-0003 (otherwise only reservations, which a cancel leaves alone, and staff stock
 * edits), exit session on a11y-kiosk-0001 (otherwise the staff sign-in throttle, and the
 * accessibility journey, which never lets its session run out).
 */
export const SESSION_DEVICE = 'a11y-kiosk-0003';
export const EXIT_DEVICE = 'a11y-kiosk-0001';
/** Allowed the accessibility extension (one of the five allow-listed kiosks). */
export const ACCESSIBILITY_DEVICE = 'a11y-kiosk-0001';
/** Not allowed the accessibility extension; no journey cancels its orders. */
export const DEMO_DEVICE = 'demo-kiosk-0001';
/** The dispense-failure kiosk (whose slot A5 the order-flow journey jams); the emergency journey jams A1. */
export const EMERGENCY_FAILURE_DEVICE = 'a11y-kiosk-0005';

export const SUPPORT_PHONE = '+1 (800) 555-0199';

export const kioskUrl = (path: string, deviceId: string): string =>
  `${path}${path.includes('?') ? '&' : '?'}deviceId=${encodeURIComponent(deviceId)}`;

/**
 * Installs Playwright's fake clock on the page (before navigation), after keeping the browser's own
 * timers for axe: a scan then needs no clock time, so it never moves the session timers.
 */
export async function installFakeClock(page: Page): Promise<void> {
  await keepRealTimersForAxe(page);
  await page.clock.install();
}

/**
 * Runs axe (WCAG 2.2 A and AA) at 1080×1920 and 1920×1080 on the screen or modal as it is
 * and saves e2e/screenshots/<name>-portrait|landscape.png; then restores the viewport. On a fake
 * clock (installFakeClock), paused or not, the clock is left alone.
 */
export async function checkKioskScreen(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of KIOSK_VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `${name}-${viewport.name}`);
  }
  if (original) await page.setViewportSize(original);
}

/** The welcome screen of a kiosk, then 'Tap to begin': the session starts on the product grid. */
export async function beginSession(page: Page, deviceId: string): Promise<void> {
  await page.goto(kioskUrl('/', deviceId));
  await page.getByRole('button', { name: 'Tap to begin' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a product' })).toBeVisible();
}

/**
 * Stops the page's fake clock (installed before navigation) and lines the idle timer up with it:
 * a mouse move resets the timer, so from here `runFor(n)` is exactly n ms of idle time.
 */
export async function pauseAndResetIdleTimer(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.mouse.move(5, 300);
  await page.mouse.move(6, 301);
}

/** Lets a closing modal's fade-out (timers of the paused page clock) finish. */
export async function finishTransitions(page: Page): Promise<void> {
  await page.clock.runFor(500);
}

type TOrderView = { id: string; status: string; metadata: { isTimeout: boolean; isEmergency: boolean } };

/** An order of the visitor, made the way the product screen makes it (holds a pregnancy test). */
export async function createOrder(request: APIRequestContext, deviceId: string): Promise<string> {
  const created = await request.post(`/devices/${deviceId}/orders?locale=en`, {
    data: { skus: [{ skuId: 'pregnancy-test', quantity: 1 }] },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: TOrderView };
  expect(data.status).toBe('open');
  return data.id;
}

export async function getOrder(
  request: APIRequestContext,
  deviceId: string,
  orderId: string,
): Promise<TOrderView> {
  const reply = await request.get(`/devices/${deviceId}/orders/${orderId}?locale=en`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: TOrderView }).data;
}

/** Waits until the order has been cancelled by a session timeout (isTimeout). */
export async function expectCancelledByTimeout(
  request: APIRequestContext,
  deviceId: string,
  orderId: string,
): Promise<void> {
  await expect
    .poll(async () => {
      const order = await getOrder(request, deviceId, orderId);
      return { status: order.status, isTimeout: order.metadata.isTimeout };
    })
    .toEqual({ status: 'cancelled', isTimeout: true });
}
