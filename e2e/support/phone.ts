import { DEMO_DEVICE_ID } from './kiosk';
import { STAFF_AUTH } from './staff';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { saveScreenshot } from './screenshot';
import { expect } from './test';

/** What the kiosk's offer QR code holds for an order: the server keeps its capability, opens the page. */
export const phoneLink = (deviceId: string, order: { id: string; capability: string }): string =>
  `/devices/${deviceId}/orders/${order.id}/phone?capability=${encodeURIComponent(order.capability)}`;

/** The visitor's phone: 390×844. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

export async function openPhone(browser: Browser): Promise<{ context: BrowserContext; phone: Page }> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
    hasTouch: true,
    isMobile: true,
  });
  return { context, phone: await context.newPage() };
}

/** Axe (WCAG 2.2 A and AA) on a phone page as it is, and its screenshot e2e/screenshots/phone-<name>.png. */
export async function checkPhonePage(phone: Page, name: string): Promise<void> {
  await expect(phone.locator('[data-layout]')).toHaveAttribute('data-layout', 'mobile');
  await expectNoAxeViolations(phone);
  await saveScreenshot(phone, `phone-${name}`);
}

/** Every control a visitor touches on the page is at least 44 px high (WCAG 2.5.5 as the spec asks). */
export async function expectTouchTargets(phone: Page): Promise<void> {
  const heights = await phone
    .locator('main button:visible, main a:visible, main input:visible')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({
        label: node.textContent?.trim() || node.getAttribute('aria-label') || node.tagName,
        height: Math.round(node.getBoundingClientRect().height),
      })),
    );
  for (const { label, height } of heights)
    expect(height, `${label} is ${height} px high`).toBeGreaterThanOrEqual(44);
}

type TOutboxMessage = { id: number; to: string; body: string; createdAt: string };

/**
 * The one-time code texted last to the number ending in `lastFour`, read from the dev outbox
 * (`GET /dev/outbox`, JSON, with the staff passkey); waits for it to arrive after `afterId`.
 */
export async function codeFromOutbox(
  request: APIRequestContext,
  lastFour: string,
  afterId = 0,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const reply = await request.get(`/dev/outbox?deviceId=${DEMO_DEVICE_ID}&limit=50`, {
        headers: STAFF_AUTH,
      });
      expect(reply.status()).toBe(200);
      const { data } = (await reply.json()) as { data: TOutboxMessage[] };
      const message = data.find((m) => m.id > afterId && m.to.endsWith(lastFour));
      code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The newest outbox message id (to tell a new code from an old one). */
export async function lastOutboxId(request: APIRequestContext): Promise<number> {
  const reply = await request.get(`/dev/outbox?deviceId=${DEMO_DEVICE_ID}&limit=1`, { headers: STAFF_AUTH });
  const { data } = (await reply.json()) as { data: TOutboxMessage[] };
  return data[0]?.id ?? 0;
}

/** On the sandbox pay page: a test card, a future expiry, a CVC, then Pay. */
export async function payWithCard(phone: Page, card: string): Promise<void> {
  await expect(phone).toHaveURL(/\/sandbox\/pay\//);
  await phone.getByLabel('Card number').fill(card);
  await phone
    .getByLabel('Expiry date (MM/YY)')
    .fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await phone.getByLabel('Security code (CVC)').fill('123');
  await phone.getByRole('button', { name: /^Pay / }).click();
}
