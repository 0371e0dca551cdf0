import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { saveScreenshot } from './screenshot';
import { STAFF_PASSKEY } from './staff';
import { expect } from './test';

/** The demo operator the e2e server seeds (DEMO_OPERATOR_PASSWORD in playwright.config.ts). */
export const OPERATOR_NAME = 'demo-operator';
export const OPERATOR_PASSWORD = process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-operator-password';

/** An operator's office screen, and a phone. */
export const CONSOLE_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Signs in on the operator sign-in page the browser shows now; lands where the page was sent from. */
export async function signInAsOperator(page: Page): Promise<void> {
  await page.getByLabel('Account name').fill(OPERATOR_NAME);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console pages' })).toBeVisible();
}

/** The page scrolls sideways: its content is wider than the window. */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Office windows from 1280 px wide up: no console page may scroll sideways in them. */
export const OFFICE_WIDTHS = [1280, 1440] as const;

/**
 * axe (WCAG 2.2 A and AA) and a screenshot at 1280×900 and 390×844, and no sideways scroll at 1280
 * and 1440 px; ends at 1280×900.
 */
export async function checkConsolePage(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: OFFICE_WIDTHS[1], height: 900 });
  await expect.poll(() => horizontalOverflow(page), { message: `${name} at 1440 px` }).toBe(0);
  for (const viewport of [...CONSOLE_VIEWPORTS].reverse()) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `console-${name}-${viewport.name}`);
  }
  // Ends at the desktop's 1280 px.
  await expect.poll(() => horizontalOverflow(page), { message: `${name} at 1280 px` }).toBe(0);
}

/** Sets one sku's count through the staff API (as a kiosk's staff member would). */
export async function setStaffStock(
  request: APIRequestContext,
  deviceId: string,
  skuId: string,
  stock: number,
): Promise<void> {
  const res = await request.put(`/devices/${deviceId}/products/stock`, {
    headers: { authorization: `Bearer ${STAFF_PASSKEY}` },
    data: { skus: [{ skuId, stock }] },
  });
  expect(res.status(), await res.text()).toBe(200);
}
