import type { Browser } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { OPERATOR_NAME, checkConsolePage, signInAsOperator } from './support/console';
import { expect, test } from './support/test';

/** A kiosk only this test makes (a new database per e2e server: the id is free). */
const KIOSK_ID = 'e2e-setup-kiosk';

/** A browser that has never been paired, at the kiosk's portrait size. */
const unpairedKiosk = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 } });
  return { context, page: await context.newPage() };
};

test.describe('kiosk set-up from the console', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an operator creates a kiosk, a browser pairs with its code, the operator edits it, issues a passkey and retires it; the audit log lists each change', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await page.goto('/operator/new-kiosk');
    await signInAsOperator(page);
    await expect(page).toHaveURL(/\/operator\/new-kiosk$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New kiosk' })).toBeVisible();

    // Bad input: the server names the field and nothing is made.
    await page.getByLabel('Kiosk ID').fill(KIOSK_ID);
    await page.getByRole('textbox', { name: /^Name\b/ }).fill('Riverside Library');
    await page.getByLabel('Address or location note').fill('12 River Rd, ground floor');
    await page.getByLabel('Time zone').selectOption('America/Chicago');
    await page.getByLabel('Currency').fill('XYZ');
    await page.getByLabel('Support phone number').fill('+1 (800) 555-0142');
    await page.getByLabel('Default language').selectOption('es');
    await checkConsolePage(page, 'new-kiosk');
    await page.getByRole('button', { name: 'Create kiosk' }).click();
    await expect(page.getByRole('alert')).toContainText('currency');

    // Created: the pairing code, shown once.
    await page.getByLabel('Currency').fill('USD');
    await page.getByRole('button', { name: 'Create kiosk' }).click();
    await expect(page.getByRole('heading', { name: 'Riverside Library was created' })).toBeVisible();
    const code = (await page.locator('[data-secret="Pairing code"]').textContent())!.trim();
    expect(code).toMatch(/^\S{10}$/);
    await expectNoAxeViolations(page);

    // A kiosk browser (in English) pairs with it and shows the kiosk in its default language, Spanish.
    let passkey = '';
    const kiosk = await unpairedKiosk(browser);
    try {
      await kiosk.page.goto(`/?deviceId=${KIOSK_ID}&pair=${code}`);
      await expect(kiosk.page.getByRole('button', { name: 'Toque para empezar' })).toBeVisible();
      await kiosk.page.goto('/idle-screen');
      await expect(kiosk.page.getByRole('heading', { level: 1, name: 'Toque para empezar' })).toBeVisible();

      // The operator renames it, by keys: Tab to the field, type, Enter submits.
      await page.getByRole('link', { name: 'Settings of Riverside Library' }).click();
      await expect(page).toHaveURL(new RegExp(`/operator/kiosk-setup/${KIOSK_ID}$`));
      const name = page.getByRole('textbox', { name: /^Name\b/ });
      await expect(name).toHaveValue('Riverside Library');
      await name.focus();
      await name.fill('Riverside Library (east)');
      await page.keyboard.press('Enter');
      await expect(page.getByText('The settings of Riverside Library (east) were saved.')).toBeVisible();
      await checkConsolePage(page, 'kiosk-settings');

      // A staff passkey, shown once: it opens the kiosk's staff calls.
      await page.getByRole('button', { name: 'Issue a staff passkey' }).click();
      passkey = (await page.locator('[data-secret="Staff passkey"]').textContent())!.trim();
      const staffCall = () =>
        request.get(`/devices/${KIOSK_ID}/kiosk-credentials`, {
          headers: { authorization: `Bearer ${passkey}` },
        });
      expect((await staffCall()).status()).toBe(200);

      // Retired: after confirming, the paired browser is refused on its next call and shows it is unpaired.
      await page.getByRole('button', { name: 'Retire kiosk' }).click();
      const dialog = page.getByRole('dialog', { name: 'Retire Riverside Library (east)?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Retire', exact: true }).click();
      await expect(page.getByText(/This kiosk was retired on/)).toBeVisible();
      expect((await staffCall()).status()).toBe(401);
      await kiosk.page.reload();
      await expect(
        kiosk.page.getByRole('heading', {
          level: 1,
          name: /^(This kiosk is not set up yet|Este quiosco aún no está configurado)$/,
        }),
      ).toBeVisible();
    } finally {
      await kiosk.context.close();
    }

    // The audit log lists each change with its author.
    await page.getByRole('link', { name: 'Changes to this kiosk' }).click();
    await expect(page).toHaveURL(new RegExp(`/operator/audit\\?deviceId=${KIOSK_ID}$`));
    const log = page.getByRole('table', { name: 'Changes' });
    const actions = [
      'kiosk.retired',
      'staff_passkey.set',
      'kiosk.edited',
      'pairing_code.created',
      'kiosk.created',
    ];
    for (const action of actions) {
      const row = log.locator(`tr[data-action="${action}"]`);
      await expect(row).toBeVisible();
      await expect(row.locator('[data-author]')).toHaveText(OPERATOR_NAME);
    }
    await expect(log.locator('tr[data-action="kiosk.edited"]')).toContainText('Riverside Library (east)');
    for (const secret of [code, passkey]) await expect(log).not.toContainText(secret);
    await checkConsolePage(page, 'audit');

    // Filtered by kind, then exported.
    await page.getByLabel('Kind').selectOption('staff_passkey');
    await expect(log.locator('tbody tr')).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('audit-log.csv');
  });
});
