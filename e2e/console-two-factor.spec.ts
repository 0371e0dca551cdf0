import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { checkConsolePage, OPERATOR_NAME, OPERATOR_PASSWORD } from './support/console';
import { expectNoAxeViolations } from './support/axe';
import { totpCode } from './support/totp';

const WRITE = { 'x-console-request': '1' };
const PASSWORD = 'two-step-e2e-password-2468';

/**
 * An operator of its own for this test (the demo operator stays as the other tests need it): added by the
 * demo admin through the API, with a password of its own set after the one-time one. `request` shares the
 * page's cookies: the page is signed in as the new operator afterwards.
 */
async function newOperator(request: APIRequestContext): Promise<string> {
  const name = `two-step-${Date.now()}`;
  const admin = await request.post('/console/session', {
    data: { name: OPERATOR_NAME, password: OPERATOR_PASSWORD },
  });
  expect(admin.status(), await admin.text()).toBe(200);
  const added = await request.post('/console/operators', { headers: WRITE, data: { name, role: 'viewer' } });
  expect(added.status(), await added.text()).toBe(201);
  const { oneTimePassword } = (await added.json()).data as { oneTimePassword: string };
  const own = await request.post('/console/session', { data: { name, password: oneTimePassword } });
  expect(own.status(), await own.text()).toBe(200);
  const set = await request.put('/console/session/password', {
    headers: WRITE,
    data: { currentPassword: oneTimePassword, newPassword: PASSWORD },
  });
  expect(set.status(), await set.text()).toBe(200);
  return name;
}

/** Name and password on the sign-in page, by keys alone. */
async function givePassword(page: Page, name: string): Promise<void> {
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/operator\/sign-in/);
}

test.describe('two-step sign-in in the operator console', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an operator turns it on with a code of the shown key, then signs in with a code and with a recovery code', async ({
    page,
    request,
  }) => {
    test.slow();
    const name = await newOperator(request);

    await page.goto('/operator/two-factor');
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'off' })).toHaveText('Two-step sign-in is off.');
    await checkConsolePage(page, 'two-factor-off');

    // The key, as text in groups of four (and as a QR code): the test computes the app's code from it.
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code of the key for your authenticator app' }),
    ).toBeVisible();
    const key = (await page.getByTestId('two-factor-key').textContent())!.replaceAll(' ', '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await checkConsolePage(page, 'two-factor-enrol');
    const codeField = page.getByLabel('Code from the app');
    await codeField.fill('000000');
    await codeField.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'That code is not right. Enter the current code from the app.',
    );
    await codeField.fill(totpCode(key));
    await codeField.press('Enter');

    // Ten recovery codes, shown this once.
    await expect(page.getByRole('heading', { level: 2, name: 'Recovery codes' })).toBeVisible();
    const recoveryCodes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await checkConsolePage(page, 'two-factor-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'on' })).toHaveText(
      'Two-step sign-in is on. Recovery codes left: 10.',
    );

    // Sign-in: the password, then the code (of the next 30 seconds: the one just used is never taken again).
    await signOut(page);
    await givePassword(page, name);
    const code = page.getByRole('textbox', { name: 'Code', exact: true });
    await expect(code).toBeFocused();
    await expectNoAxeViolations(page);
    await code.fill('123456');
    await code.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Wrong code');
    await code.fill(totpCode(key, 30));
    await code.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Console pages' })).toBeVisible();

    // And with a recovery code, once.
    await signOut(page);
    await givePassword(page, name);
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(recoveryCodes[0]!);
    await page.getByRole('textbox', { name: 'Code', exact: true }).press('Enter');
    await expect(page.getByRole('navigation', { name: 'Console pages' })).toBeVisible();
    await page.goto('/operator/two-factor');
    await expect(page.getByRole('status').filter({ hasText: 'on' })).toHaveText(
      'Two-step sign-in is on. Recovery codes left: 9.',
    );
  });
});
