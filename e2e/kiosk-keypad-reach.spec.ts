import type { Page } from '@playwright/test';
import { ACCESSIBILITY_DEVICE, DEMO_DEVICE, kioskUrl } from './support/session';
import { expect, test } from './support/test';

/**
 * No control is out of the keypad's reach: on every kiosk screen and dialog, the keypad's Down key
 * walks focus around the whole screen (back to where it started), and every clickable control the
 * accessibility tree reports (enabled and shown) has been reached.
 */
test.use({ viewport: { width: 1080, height: 1920 } });

/** Roles a visitor can press or type in. */
const CONTROL_ROLES = [
  'button',
  'link',
  'textbox',
  'radio',
  'checkbox',
  'combobox',
  'switch',
  'tab',
  'option',
] as const;
const REACHED = 'data-keypad-reached';

/** Presses Down from the top until focus comes back to a control it reached before; marks each one. */
async function walkWithDownKey(page: Page): Promise<number> {
  await page.evaluate((mark) => {
    document.querySelectorAll(`[${mark}]`).forEach((element) => element.removeAttribute(mark));
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  }, REACHED);
  for (let press = 1; press <= 120; press++) {
    await page.keyboard.press('ArrowDown');
    const isAround = await page.evaluate((mark) => {
      const active = document.activeElement;
      if (!active || active === document.body || active.hasAttribute(mark)) return true;
      active.setAttribute(mark, '');
      return false;
    }, REACHED);
    if (isAround) return press - 1;
  }
  throw new Error('focus never came back around');
}

/** The enabled, shown controls of the accessibility tree that the walk did not reach. */
async function unreachedControls(page: Page): Promise<string[]> {
  const missed: string[] = [];
  for (const role of CONTROL_ROLES) {
    const names = await page
      .getByRole(role)
      .evaluateAll(
        (elements, mark) =>
          elements
            .filter(
              (element) =>
                element.checkVisibility() &&
                !element.matches(':disabled, [aria-disabled="true"]') &&
                !element.hasAttribute(mark),
            )
            .map(
              (element) =>
                element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
            ),
        REACHED,
      );
    missed.push(...names.map((name) => `${role} "${name}"`));
  }
  return missed;
}

async function expectAllReachable(page: Page, screen: string): Promise<void> {
  // The keypad's key handler, and parts of the screen, load beside it: walk again until the walk reaches
  // every control (a control the keys never reach still fails here, when the poll times out, naming it).
  // A walk takes seconds on a busy 2-core machine with every e2e worker running, so the poll has longer
  // than expect's default 10 s.
  await expect
    .poll(
      async () => ((await walkWithDownKey(page)) > 0 ? unreachedControls(page) : ['(no key answered yet)']),
      { message: `${screen}: unreachable by keys`, timeout: 30_000 },
    )
    .toEqual([]);
  // With a dialog open, focus never left it.
  const outside = await page.evaluate((mark) => {
    const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
    const dialog = dialogs.item(dialogs.length - 1);
    return dialog
      ? Array.from(document.querySelectorAll(`[${mark}]`)).filter((element) => !dialog.contains(element))
          .length
      : 0;
  }, REACHED);
  expect(outside, `${screen}: controls reached outside the dialog`).toBe(0);
}

async function openKioskScreen(page: Page, path: string, ready: () => Promise<void>, deviceId = DEMO_DEVICE) {
  await page.goto(kioskUrl(path, deviceId));
  await ready();
}

const headingOf =
  (page: Page, name: string, level = 2) =>
  () =>
    expect(page.getByRole('heading', { level, name })).toBeVisible();

test('kiosk screens without an order: each control is reached by the keypad', async ({ page }) => {
  await openKioskScreen(page, '/', () =>
    expect(page.getByRole('button', { name: 'Tap to begin' })).toBeVisible(),
  );
  await expectAllReachable(page, 'welcome');
  await openKioskScreen(page, '/idle-screen', () =>
    expect(page.getByRole('button', { name: 'Start' })).toBeVisible(),
  );
  await expectAllReachable(page, 'idle screen');
  await openKioskScreen(page, '/help', headingOf(page, 'Help', 1));
  await expectAllReachable(page, 'help');
  await openKioskScreen(page, '/reserve-authorization', headingOf(page, 'Pick up your reservation'));
  await expectAllReachable(page, 'reservation pick-up');
  await openKioskScreen(page, '/no-such-screen', () =>
    expect(page.getByRole('link', { name: 'Start Over' })).toBeVisible(),
  );
  await expectAllReachable(page, 'not found');
});

test('product screens: each control is reached by the keypad', async ({ page }) => {
  await openKioskScreen(page, '/products', () =>
    expect(page.getByTestId('product-price').first()).toBeVisible(),
  );
  await expectAllReachable(page, 'product grid');
  await openKioskScreen(page, '/products/naloxone-2-pack', headingOf(page, 'Naloxone Nasal Spray 2-Pack'));
  await expectAllReachable(page, 'multi-pack product');
  await openKioskScreen(page, '/products/nicotine-gum', headingOf(page, 'Nicotine Gum'));
  await expectAllReachable(page, 'product with options');
});

test('verification steps: each control is reached by the keypad', async ({ page }) => {
  await openKioskScreen(page, '/products/nicotine-gum', headingOf(page, 'Nicotine Gum'));
  await page.getByRole('button', { name: 'Start order' }).click();
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toBeVisible();
  await expectAllReachable(page, 'age step');
  await openKioskScreen(page, '/products/syringe-services-kit', headingOf(page, 'Syringe Services Kit'));
  await page.getByRole('button', { name: 'Start order' }).click();
  await expect(page.getByRole('textbox', { name: 'Access code' })).toBeVisible();
  await expectAllReachable(page, 'access code step');
});

test('payment and dispensed: each control is reached by the keypad', async ({ page }) => {
  await openKioskScreen(page, '/products/pregnancy-test', headingOf(page, 'Pregnancy Test'));
  await page.getByRole('button', { name: 'Start order' }).click();
  await expect(page.getByRole('img', { name: 'QR code to pay on your phone' })).toBeVisible();
  await expectAllReachable(page, 'payment');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await openKioskScreen(page, '/products/fentanyl-test-strips', headingOf(page, 'Fentanyl Test Strips'));
  await page.getByRole('button', { name: 'Start order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your items have been dispensed' })).toBeVisible({
    timeout: 20_000,
  });
  await expectAllReachable(page, 'dispensed');
});

test('every kiosk dialog: each control is reached, and focus stays in the dialog', async ({ page }) => {
  await openKioskScreen(page, '/products', () =>
    expect(page.getByTestId('product-price').first()).toBeVisible(),
  );
  await page.getByRole('button', { name: 'Emergency naloxone' }).click();
  await expect(page.getByRole('dialog', { name: /opioid overdose/ })).toBeVisible();
  await expectAllReachable(page, 'emergency question');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: /naloxone instructions\?/ })).toBeVisible();
  await expectAllReachable(page, 'emergency consent');
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page.getByRole('dialog', { name: 'Naloxone instructions' })).toBeVisible();
  await expectAllReachable(page, 'emergency steps');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'English, change language' }).click();
  await expect(page.getByRole('dialog', { name: 'Change language' })).toBeVisible();
  await expectAllReachable(page, 'change language');
  await page.keyboard.press('Escape');

  // The accessibility and exit dialogs, on a kiosk whose orders a session end may cancel.
  await openKioskScreen(
    page,
    '/',
    () => expect(page.getByRole('button', { name: 'More time' })).toBeVisible(),
    ACCESSIBILITY_DEVICE,
  );
  await page.getByRole('button', { name: 'Reserve on your phone' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAllReachable(page, 'reserve on your phone');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'More time' }).click();
  await expect(page.getByRole('dialog', { name: 'Would you like more time?' })).toBeVisible();
  await expectAllReachable(page, 'accessibility');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Tap to begin' }).click();
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByRole('dialog', { name: 'End your session?' })).toBeVisible();
  await expectAllReachable(page, 'exit session');
  await page.getByRole('button', { name: 'Keep going' }).click();
});
