import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { saveScreenshot } from './screenshot';
import { expect } from './test';

/** The staff passkey the e2e server seeds (DEMO_STAFF_PASSKEY in playwright.config.ts). */
export const STAFF_PASSKEY = process.env.E2E_STAFF_PASSKEY ?? 'e2e-staff-passkey';

/** The staff passkey as the bearer of a staff call (and of the dev tools: outbox, simulator faults). */
export const STAFF_AUTH = { authorization: `Bearer ${STAFF_PASSKEY}` };

/**
 * Each staff journey on a seeded kiosk of its own: the kiosk journeys use demo-kiosk-0001,
 * a11y-kiosk-0004 and a11y-kiosk-0005, and the throttle journey locks its kiosk's sign-in for 5 minutes.
 */
export const STAFF_DEVICES = {
  journey: 'a11y-kiosk-0002',
  concurrent: 'a11y-kiosk-0003',
  throttle: 'a11y-kiosk-0001',
} as const;

/** Staff use the kiosk's own screen (portrait) or a laptop. */
export const STAFF_VIEWPORTS = [
  { name: 'portrait', width: 1080, height: 1920 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

export const signInUrl = (deviceId: string): string =>
  `/stock-management/auth?deviceId=${encodeURIComponent(deviceId)}`;

/** Opens the sign-in page of the kiosk and signs in; lands on /stock-management. */
export async function signIn(page: Page, deviceId: string, passkey: string = STAFF_PASSKEY): Promise<void> {
  await page.goto(signInUrl(deviceId));
  await page.getByLabel('Passkey').fill(passkey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/stock-management$/);
  await expect(page.getByRole('table', { name: 'Product stock' })).toBeVisible();
}

/** axe (WCAG 2.2 A and AA) and a screenshot at each staff viewport; restores the viewport. */
export async function checkStaffScreen(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of STAFF_VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `staff-${name}-${viewport.name}`);
  }
  if (original) await page.setViewportSize(original);
}

type TStockRow = { skuId: string; onHand: number; held: number; version: number };

/** The kiosk's stock as the API has it (to check what the pages did). */
export async function stockOf(request: APIRequestContext, deviceId: string): Promise<Map<string, TStockRow>> {
  const res = await request.get(`/devices/${deviceId}/products/stock`, {
    headers: { authorization: `Bearer ${STAFF_PASSKEY}` },
  });
  expect(res.status()).toBe(200);
  const rows = ((await res.json()) as { data: TStockRow[] }).data;
  return new Map(rows.map((row) => [row.skuId, row]));
}

/** The stock table row of a product. */
export const rowOf = (page: Page, name: string | RegExp) =>
  page.getByRole('table', { name: 'Product stock' }).getByRole('row', { name });

/** The on-hand cell of a product's row (cells: slot, on hand, held, slot fault). */
export const onHandCell = (page: Page, name: string | RegExp) => rowOf(page, name).getByRole('cell').nth(1);
