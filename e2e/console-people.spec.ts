import type { Locator, Page } from '@playwright/test';
import { OPERATOR_NAME, checkConsolePage, signInAsOperator } from './support/console';
import { expect, test } from './support/test';

/** Names only this run uses (the e2e server's database is new, but a rerun against it must not clash). */
const STAMP = Date.now().toString(36);
const VIEWER = `e2e-viewer-${STAMP}`;
const OPERATOR = `e2e-operator-${STAMP}`;
const OWN_PASSWORD = 'three words of my own';

const rowOf = (page: Page, name: string): Locator =>
  page.getByRole('table', { name: 'People' }).locator(`tr[data-operator="${name}"]`);

const secretOf = async (page: Page): Promise<string> =>
  (await page.locator('[data-secret="One-time password"]').textContent())!.trim();

/** Every control on the page is a touch target of at least 44 px high. */
async function expectTargets(page: Page): Promise<void> {
  const controls = page.locator('main button:visible, main select:visible, main a:visible');
  for (const control of await controls.all()) {
    const box = (await control.boundingBox())!;
    expect(box.height, await control.evaluate((node) => node.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(
      44,
    );
  }
}

/** Signs in on the sign-in page the browser shows now with the given account. */
async function signInAs(page: Page, name: string, password: string): Promise<void> {
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('people in the operator console', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin adds, changes, resets, disables and removes people; the last admin stays', async ({
    page,
    browser,
  }) => {
    // Two pages scanned and photographed at two sizes, and a second browser.
    test.slow();
    await page.goto('/operator/people');
    await signInAsOperator(page);
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    await expect(nav.getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
    await expect(rowOf(page, OPERATOR_NAME)).toContainText('Admin');

    // A viewer, by keys alone: the name, then Enter; the one-time password is shown once.
    await page.getByLabel(/Account name/).focus();
    await page.keyboard.type(VIEWER);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `${VIEWER} added` })).toBeVisible();
    expect(await secretOf(page)).toMatch(/^\S{20}$/);
    await expect(rowOf(page, VIEWER)).toContainText('Must set a password at the next sign-in');

    // An operator.
    await page.getByLabel(/Account name/).fill(OPERATOR);
    await page.getByLabel('Role', { exact: true }).selectOption('operator');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('heading', { name: `${OPERATOR} added` })).toBeVisible();
    await expect(rowOf(page, OPERATOR).getByLabel(`Role of ${OPERATOR}`)).toHaveValue('operator');
    await checkConsolePage(page, 'people');
    await expectTargets(page);

    // Nobody new has two-step sign-in on, so there is nothing to clear.
    await expect(rowOf(page, VIEWER).getByTestId('person-two-factor')).toHaveText('Off');
    await expect(rowOf(page, VIEWER).getByRole('button', { name: 'Clear two-step sign-in' })).toHaveCount(0);

    // The viewer becomes an operator.
    await rowOf(page, VIEWER).getByLabel(`Role of ${VIEWER}`).selectOption('operator');
    await rowOf(page, VIEWER).getByRole('button', { name: 'Change role' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is now' })).toHaveText(
      `${VIEWER} is now: Operator.`,
    );

    // The operator's password is reset: a new one-time password, shown once.
    await rowOf(page, OPERATOR).getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { name: `New one-time password for ${OPERATOR}` })).toBeVisible();
    const resetPassword = await secretOf(page);

    // The operator signs in with it elsewhere and is kept on the account page until a password is set.
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const op = await other.newPage();
      await op.goto('/operator/alerts');
      await signInAs(op, OPERATOR, resetPassword);
      await expect(op).toHaveURL(/\/operator\/account$/);
      await expect(op.getByText('You signed in with a one-time password.', { exact: false })).toBeVisible();
      const opNav = op.getByRole('navigation', { name: 'Console pages' });
      await expect(opNav.getByRole('link')).toHaveText(['Your account']);
      // A fresh page load asks the server who is signed in first: slow on a busy machine.
      await op.goto('/operator/alerts');
      await expect(op).toHaveURL(/\/operator\/account$/, { timeout: 30_000 });
      await checkConsolePage(op, 'account');
      await expectTargets(op);

      // By keys: the three fields, then Enter.
      await op.getByLabel(/Current password/).focus();
      await op.keyboard.type(resetPassword);
      await op.keyboard.press('Tab');
      await op.keyboard.type(OWN_PASSWORD);
      await op.keyboard.press('Tab');
      await op.keyboard.type(OWN_PASSWORD);
      await op.keyboard.press('Enter');
      await expect(op.getByText('Your password is changed.')).toBeVisible();
      await op.getByRole('link', { name: 'Go to the console' }).click();
      await expect(op.getByRole('heading', { level: 1, name: 'Fleet overview' })).toBeVisible();
      await expect(opNav.getByRole('link', { name: 'Alerts' })).toBeVisible();
      // The admin's list, fetched again, no longer says so.
      await page.reload();
      await expect(rowOf(page, OPERATOR)).toBeVisible({ timeout: 30_000 });
      await expect(rowOf(page, OPERATOR)).not.toContainText('Must set a password');

      // Disabled: the operator's open page ends at its next call.
      await rowOf(page, OPERATOR).getByRole('button', { name: 'Disable' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'disabled' })).toHaveText(
        `${OPERATOR} is disabled: their sessions have ended.`,
      );
      await expect(rowOf(page, OPERATOR).getByTestId('person-state')).toContainText('Disabled');
      await opNav.getByRole('link', { name: 'Alerts' }).click();
      await expect(op).toHaveURL(/\/operator\/sign-in\?returnTo=/);
      await expect(op.getByRole('status')).toHaveText('Your session has ended. Sign in again.');
      await signInAs(op, OPERATOR, OWN_PASSWORD);
      await expect(op.getByText('Wrong account name or password.')).toBeVisible();
    } finally {
      await other.close();
    }

    // The viewer is removed, by keys: the dialog opens on Cancel; Tab to Remove, Enter.
    await rowOf(page, VIEWER).getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Remove ${VIEWER}?` });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Remove' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'removed' })).toHaveText(
      `${VIEWER} was removed.`,
    );
    await expect(rowOf(page, VIEWER)).toHaveCount(0);

    // The last admin cannot be removed: the server's 409, in words.
    await rowOf(page, OPERATOR_NAME).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This would leave no admin who can sign in. Make another person an admin first.',
    );
    await expect(rowOf(page, OPERATOR_NAME)).toHaveCount(1);
  });
});
