import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { checkConsolePage, setStaffStock, signInAsOperator } from './support/console';

/** Seeded by the demo fleet: demo-kiosk-0003 runs low on naloxone. */
const LOW_KIOSK = 'demo-kiosk-0003';
/** A demo fleet kiosk no other test changes: its naloxone is made to run low here. */
const ALERT_KIOSK = 'demo-kiosk-0004';
/** A demo fleet kiosk no other test changes: its naloxone threshold is set and reset here. */
const THRESHOLD_KIOSK = 'demo-kiosk-0007';
/** A demo fleet kiosk no other test changes: the every-kiosk threshold puts it under. */
const FLEET_THRESHOLD_KIOSK = 'demo-kiosk-0006';
const NALOXONE = 'naloxone-emergency-kit';
/** The sku's English title, as the console shows it. */
const NALOXONE_TITLE = 'Naloxone Nasal Spray (Emergency Kit) — Emergency kit';
/**
 * Over the default threshold of 5. The seeded counts come from a simulated history that ends at the
 * server's start, so they differ from one day to the next: the tests set the count they start from.
 */
const KITS_ON_HAND = 12;

test.describe('operator console', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an operator signs in, filters the fleet to low stock, opens a kiosk, reads a chart and its table, exports the CSV', async ({
    page,
  }) => {
    // Seven pages, each scanned and photographed at two sizes and checked for sideways scroll at two more.
    test.slow();
    await page.goto('/operator');
    await expect(page).toHaveURL(/\/operator\/sign-in\?returnTo=%2Foperator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
    await checkConsolePage(page, 'sign-in');
    await signInAsOperator(page);

    // The seeded fleet, one row per kiosk.
    await expect(page).toHaveURL(/\/operator$/);
    const fleet = page.getByRole('table', { name: 'Kiosks' });
    for (const id of ['demo-kiosk-0002', LOW_KIOSK, 'demo-kiosk-0005', 'demo-kiosk-0008'])
      await expect(fleet.locator(`tr[data-device="${id}"]`)).toBeVisible();
    await expect(fleet.locator('tr[data-device="demo-kiosk-0008"]')).toContainText('Never seen');
    await checkConsolePage(page, 'fleet');

    // Low stock only: the kiosk low on naloxone is there, each row says so.
    await page.getByRole('button', { name: /^Low stock \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/filter=low_stock/);
    await expect(page.getByRole('button', { name: /^Low stock \(\d+\)$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const lowRows = fleet.locator('tbody tr');
    await expect(fleet.locator(`tr[data-device="${LOW_KIOSK}"]`)).toBeVisible();
    await expect(fleet.locator('tr[data-device="demo-kiosk-0008"]')).toHaveCount(0);
    for (const row of await lowRows.all()) await expect(row).toContainText('Low stock');

    // The kiosk, by keys alone: its link takes Enter.
    const link = fleet.locator(`tr[data-device="${LOW_KIOSK}"]`).getByRole('link');
    const kioskName = (await link.textContent()) ?? '';
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/operator/kiosks/${LOW_KIOSK}$`));
    await expect(page.getByRole('heading', { level: 2, name: kioskName })).toBeVisible();
    const stock = page.getByRole('table', { name: 'Stock' });
    await expect(stock.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Failures and refunds' }).getByRole('row')).toHaveCount(3);
    await checkConsolePage(page, 'kiosk');

    // Its charts: units per day as a chart, then as a table, then as a CSV file.
    await page.getByRole('link', { name: 'Charts of this kiosk' }).click();
    await expect(page).toHaveURL(new RegExp(`/operator/charts\\?deviceId=${LOW_KIOSK}$`));
    const units = page.getByRole('region', { name: 'Units dispensed per day, by product' });
    await expect(
      units.getByRole('img', { name: /Units dispensed per day, by product: chart/ }),
    ).toBeVisible();
    await expect(units.locator('svg').first()).toBeVisible();
    // The x-axis names the kiosk's days in the operator's locale (en-US: "Nov 23").
    const ticks = units.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    await expect(ticks.first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
    expect((await ticks.allTextContents()).filter((text) => text.trim()).length).toBeGreaterThan(3);
    await checkConsolePage(page, 'charts');

    await units.getByRole('button', { name: 'Table' }).click();
    const table = units.getByRole('table', { name: 'Units dispensed per day, by product' });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(30);
    const tableTotal = (await rows.locator('td:last-child').allTextContents()).reduce(
      (sum, text) => sum + Number(text.replace(/\D/g, '')),
      0,
    );
    expect(tableTotal).toBeGreaterThan(0);
    await checkConsolePage(page, 'charts-table');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      units.getByRole('button', { name: 'Export CSV: Units dispensed per day, by product' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(csv[0]).toMatch(/^period,/);
    expect(csv).toHaveLength(31);
    const csvTotal = csv
      .slice(1)
      .flatMap((line) => line.split(',').slice(1))
      .reduce((sum, cell) => sum + Number(cell), 0);
    expect(csvTotal).toBe(tableTotal);
    await expect(units.getByRole('status').filter({ hasText: /^Saved .+\.csv\.$/ })).toBeVisible();

    // The alerts, and the demo outbox.
    await page.getByRole('link', { name: 'Alerts', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await checkConsolePage(page, 'alerts');
    await page.getByRole('link', { name: 'Alert outbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alert outbox' })).toBeVisible();
    await checkConsolePage(page, 'alert-outbox');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/operator\/sign-in/);
  });

  test('an operator stays signed in through a reload of a deep link and a new tab; sign-out ends it everywhere', async ({
    page,
    context,
  }) => {
    await page.goto(`/operator/kiosks/${LOW_KIOSK}`);
    await expect(page).toHaveURL(/\/operator\/sign-in\?returnTo=/);
    await signInAsOperator(page);
    await expect(page).toHaveURL(new RegExp(`/operator/kiosks/${LOW_KIOSK}$`));
    const stock = page.getByRole('table', { name: 'Stock' });
    await expect(stock.locator('tbody tr').first()).toBeVisible();

    // The session is an HttpOnly, SameSite=Strict cookie of the console's calls: no page script sees it.
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'operator_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/console' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('operator_session');

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/operator/kiosks/${LOW_KIOSK}$`));
    await expect(stock.locator('tbody tr').first()).toBeVisible();
    const tab = await context.newPage();
    await tab.goto('/operator/alerts');
    await expect(tab.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/operator\/sign-in/);
    await page.goto(`/operator/kiosks/${LOW_KIOSK}`);
    await expect(page).toHaveURL(/\/operator\/sign-in\?returnTo=/);
    await tab.reload();
    await expect(tab).toHaveURL(/\/operator\/sign-in\?returnTo=%2Foperator%2Falerts$/);
    await tab.close();
  });

  test("an alert is raised when a kiosk's naloxone falls under its threshold, and clears when it is raised", async ({
    page,
    request,
  }) => {
    await setStaffStock(request, ALERT_KIOSK, NALOXONE, KITS_ON_HAND);
    await page.goto('/operator/alerts?kind=low_stock');
    await signInAsOperator(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    const alertRow = page.locator(`tr[data-alert-kind="low_stock"][data-device="${ALERT_KIOSK}"]`, {
      hasText: `${NALOXONE_TITLE}: `,
    });
    const shown = page.getByLabel('Alerts to show');
    /** Shows the open alerts again, fetched anew (the page itself refetches once a minute). */
    const refetchOpen = async () => {
      await shown.selectOption('all');
      await shown.selectOption('open');
    };
    await expect(page.getByRole('table', { name: 'Alerts' })).toBeVisible();
    // An alert the seeded count may have raised clears with the count just set.
    await expect(async () => {
      await refetchOpen();
      await expect(alertRow).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // The kiosk's staff take stock: 2 kits left, under the default threshold of 5. The sweeper (every
    // second on the e2e server) raises the alert.
    await setStaffStock(request, ALERT_KIOSK, NALOXONE, 2);
    await expect(async () => {
      await refetchOpen();
      await expect(alertRow).toContainText('2 left, threshold 5', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(alertRow).toContainText('Open');
    const alertId = await alertRow.getAttribute('data-alert');
    expect(alertId).toBeTruthy();
    const thisAlert = page.locator(`tr[data-alert="${alertId}"]`);
    await checkConsolePage(page, 'alert-raised');

    // Raised once, and sent once (the demo keeps the message in its outbox).
    await page.getByRole('link', { name: 'Alert outbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alert outbox' })).toBeVisible();
    await expect(thisAlert).toHaveCount(1);
    await expect(thisAlert).toContainText('Raised');
    await expect(thisAlert).toContainText(`(${ALERT_KIOSK}), ${NALOXONE_TITLE}`);

    // Restocked: the alert clears, and is listed with the cleared ones.
    await setStaffStock(request, ALERT_KIOSK, NALOXONE, KITS_ON_HAND);
    await page.getByRole('link', { name: 'Alerts', exact: true }).click();
    await expect(async () => {
      await refetchOpen();
      await expect(alertRow).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await shown.selectOption('cleared');
    await expect(thisAlert).toHaveCount(1);
    await expect(thisAlert).not.toContainText('Open');
    await checkConsolePage(page, 'alert-cleared');
  });

  test("an operator sets a kiosk's naloxone low-stock threshold, sees it in effect, and goes back to the default", async ({
    page,
    request,
  }) => {
    await setStaffStock(request, THRESHOLD_KIOSK, NALOXONE, KITS_ON_HAND);
    await page.goto(`/operator/kiosks/${THRESHOLD_KIOSK}`);
    await signInAsOperator(page);
    const row = page.getByRole('table', { name: 'Stock' }).locator(`tr[data-sku="${NALOXONE}"]`);
    const threshold = row.locator('td').nth(2);
    const source = row.locator('[data-threshold-source]');
    await expect(source).toHaveAttribute('data-threshold-source', 'default');
    await expect(threshold).toContainText('5Default');
    await expect(row.locator('th')).not.toContainText('Low stock');

    // By keys alone: the row's button opens the dialog, the field has focus, Enter saves.
    const change = row.getByRole('button', { name: `Change the low-stock threshold of ${NALOXONE_TITLE}` });
    await change.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Low-stock threshold: ${NALOXONE_TITLE}` });
    await expect(dialog).toContainText('In effect now: 5 (Default)');
    const field = dialog.getByRole('spinbutton', { name: 'Alert at or under (units)' });
    await expect(field).toBeFocused();
    await checkConsolePage(page, 'threshold-dialog');

    // As many kits as it holds: at the threshold, so low now.
    await field.fill(String(KITS_ON_HAND));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'low-stock threshold' })).toHaveText(
      `${NALOXONE_TITLE}: low-stock threshold ${KITS_ON_HAND} set for this kiosk.`,
    );
    await expect(source).toHaveAttribute('data-threshold-source', 'kiosk');
    await expect(threshold).toContainText(`${KITS_ON_HAND}Set for this kiosk`);
    await expect(row.locator('th')).toContainText('Low stock');

    // The fleet overview says so too.
    await page.getByRole('link', { name: 'All kiosks' }).click();
    const fleetRow = page
      .getByRole('table', { name: 'Kiosks' })
      .locator(`tr[data-device="${THRESHOLD_KIOSK}"]`);
    await expect(fleetRow).toContainText('Low stock');

    // Back to the default: the kiosk is as it was.
    await fleetRow.getByRole('link').click();
    await change.click();
    await expect(dialog).toContainText(`In effect now: ${KITS_ON_HAND} (Set for this kiosk)`);
    await dialog.getByRole('button', { name: 'Use the default' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'uses the default low-stock threshold again' }),
    ).toBeVisible();
    await expect(source).toHaveAttribute('data-threshold-source', 'default');
    await expect(threshold).toContainText('5Default');
    await expect(row.locator('th')).not.toContainText('Low stock');
    await expect(change).toBeFocused();
  });

  test('an operator sets the naloxone threshold of every kiosk on the thresholds page: a kiosk under it raises an alert', async ({
    page,
    request,
  }) => {
    // 8 kits: over the default of 5, under the 10 set below.
    await setStaffStock(request, FLEET_THRESHOLD_KIOSK, NALOXONE, 8);
    await page.goto('/operator/thresholds');
    await signInAsOperator(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Low-stock thresholds' })).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Thresholds by product' })
      .locator(`tr[data-sku="${NALOXONE}"]`);
    await expect(row.locator('[data-threshold-source]')).toHaveText('5 (Default)');
    await checkConsolePage(page, 'thresholds');

    // By keys alone: the row's button opens the dialog, the field has focus, Enter saves.
    await row
      .getByRole('button', { name: `Change the low-stock threshold of ${NALOXONE_TITLE} for every kiosk` })
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Low-stock threshold: ${NALOXONE_TITLE}` });
    const field = dialog.getByRole('spinbutton', { name: 'Alert at or under (units)' });
    await expect(field).toBeFocused();
    await field.fill('10');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'low-stock threshold' })).toHaveText(
      `${NALOXONE_TITLE}: low-stock threshold 10 set for all kiosks.`,
    );
    await expect(row.locator('[data-threshold-source]')).toHaveText('10 (Set for all kiosks)');

    // The kiosk with 8 kits is under it now: its alert is raised.
    await page.getByRole('link', { name: 'Alerts', exact: true }).click();
    const shown = page.getByLabel('Alerts to show');
    const alertRow = page.locator(`tr[data-alert-kind="low_stock"][data-device="${FLEET_THRESHOLD_KIOSK}"]`, {
      hasText: `${NALOXONE_TITLE}: `,
    });
    await expect(async () => {
      await shown.selectOption('all');
      await shown.selectOption('open');
      await expect(alertRow).toContainText('8 left, threshold 10', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // Back to the default for every kiosk.
    await page.getByRole('link', { name: 'Thresholds', exact: true }).click();
    await row.getByRole('button', { name: /for every kiosk$/ }).click();
    await dialog.getByRole('button', { name: 'Use the default' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.locator('[data-threshold-source]')).toHaveText('5 (Default)');
  });
});
