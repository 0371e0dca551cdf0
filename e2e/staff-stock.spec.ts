import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import {
  checkStaffScreen,
  onHandCell,
  signIn,
  signInUrl,
  STAFF_DEVICES,
  STAFF_PASSKEY,
  stockOf,
} from './support/staff';

const DEVICE = STAFF_DEVICES.journey;

test.describe('staff: stock management', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('sign in, edit two counts, review, save with the passkey, see the new counts and the audit entries', async ({
    page,
  }) => {
    await page.goto(signInUrl(DEVICE));
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page).toHaveTitle('Staff sign-in – HealthPoint');
    await checkStaffScreen(page, 'sign-in');

    await signIn(page, DEVICE);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock management' })).toBeVisible();
    const before = await stockOf(page.request, DEVICE);
    const aid = before.get('first-aid-kit')!.onHand;
    const strips = before.get('fentanyl-test-strips-5')!.onHand;
    await expect(onHandCell(page, /First Aid Kit/)).toHaveText(String(aid));
    await checkStaffScreen(page, 'stock-management');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('New stock count, First Aid Kit — Kit').fill(String(aid + 4));
    await page.getByLabel('New stock count, Fentanyl Test Strips — Pack of 5').fill(String(strips + 7));
    await checkStaffScreen(page, 'stock-edit');

    await page.getByRole('button', { name: 'Review changes' }).click();
    const review = page.getByRole('list', { name: 'Review the changes' });
    await expect(review.getByRole('listitem')).toHaveText([
      `Fentanyl Test Strips — Pack of 5${strips} → ${strips + 7}`,
      `First Aid Kit — Kit${aid} → ${aid + 4}`,
    ]);
    await checkStaffScreen(page, 'stock-review');

    await page.getByRole('button', { name: 'Save changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passkey entry' });
    await expect(dialog).toContainText('A passkey is required to save stock changes.');
    await dialog.getByLabel('Passkey').fill(STAFF_PASSKEY);
    await checkStaffScreen(page, 'stock-passkey');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'The new stock counts were saved.' }),
    ).toBeVisible();

    await expect(onHandCell(page, /First Aid Kit/)).toHaveText(String(aid + 4));
    await expect(onHandCell(page, /Fentanyl Test Strips/)).toHaveText(String(strips + 7));
    const audit = page.getByRole('table', { name: 'Recent stock changes' });
    await expect(audit.getByRole('row', { name: /First Aid Kit/ }).first()).toContainText(
      `${aid} → ${aid + 4}Stock count`,
    );
    await expect(audit.getByRole('row', { name: /Fentanyl Test Strips/ }).first()).toContainText(
      `${strips} → ${strips + 7}Stock count`,
    );
    const after = await stockOf(page.request, DEVICE);
    expect(after.get('first-aid-kit')!.onHand).toBe(aid + 4);
    expect(after.get('fentanyl-test-strips-5')!.onHand).toBe(strips + 7);
    await checkStaffScreen(page, 'stock-saved');

    // The public-health report as CSV: a header row, counts only.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^dispensing-${DEVICE}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'date,deviceId,productId,skuId,itemName,unitsDispensed,paidUnits,freeUnits,emergencyKits,failedDispenses,' +
        'jams,emptySlots,motorFaults,interrupted,refundedOrders,refundedAmount,currency,stockOuts',
    );
    await expect(
      page.getByRole('status').filter({ hasText: `Saved ${file.suggestedFilename()}.` }),
    ).toBeVisible();

    // Every staff control is a touch target of at least 44 px.
    for (const height of await page
      .getByRole('main')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height))) {
      expect(height).toBeGreaterThanOrEqual(44);
    }
  });

  test('a wrong passkey when saving says Invalid credentials and saves nothing', async ({ page }) => {
    await signIn(page, DEVICE);
    const before = await stockOf(page.request, DEVICE);
    const count = before.get('first-aid-kit')!.onHand;
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('New stock count, First Aid Kit — Kit').fill(String(count + 1));
    await page.getByRole('button', { name: 'Review changes' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passkey entry' });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await dialog.getByLabel('Passkey').fill('not-the-passkey');
    await dialog.getByLabel('Passkey').press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Invalid credentials');
    await expect
      .poll(() => logged.some((text) => text.includes('Error saving stock update changes.')))
      .toBe(true);
    expect(logged.join('\n')).not.toContain('not-the-passkey');
    await checkStaffScreen(page, 'stock-passkey-invalid');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await stockOf(page.request, DEVICE)).get('first-aid-kit')!.onHand).toBe(count);
  });

  test('quick adjust on /adjust-stock', async ({ page }) => {
    await signIn(page, DEVICE);
    await page
      .getByRole('navigation', { name: 'Staff pages' })
      .getByRole('link', { name: 'Adjust stock' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adjust stock' })).toBeVisible();
    const count = (await stockOf(page.request, DEVICE)).get('first-aid-kit')!.onHand;
    const row = page.getByRole('listitem').filter({ hasText: 'First Aid Kit — Kit' });
    await row.getByLabel('Units to add or remove, First Aid Kit — Kit').fill('3');
    await expect(row).toContainText(`${count} → ${count + 3}`);
    await checkStaffScreen(page, 'adjust-stock');
    await row.getByRole('button', { name: 'Apply, First Aid Kit — Kit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `First Aid Kit — Kit: ${count} → ${count + 3}` }),
    ).toBeVisible();
    expect((await stockOf(page.request, DEVICE)).get('first-aid-kit')!.onHand).toBe(count + 3);
    await checkStaffScreen(page, 'adjust-stock-saved');
  });
  test('sets one slot’s count in the slots table: the slot and its sku’s stock follow, axe clean', async ({
    page,
  }) => {
    await signIn(page, DEVICE);
    const slots = page.getByRole('table', { name: 'Slots' });
    const row = slots
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'C3', exact: true }) });
    await expect(row).toContainText('First Aid Kit — Kit');
    const before = (await stockOf(page.request, DEVICE)).get('first-aid-kit')!.onHand;
    const count = Math.max(before - 1, 0);
    await checkStaffScreen(page, 'slots');
    await row.getByLabel('New count, slot C3').fill(String(count));
    await row.getByRole('button', { name: 'Set count, slot C3' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Slot C3 now holds ${count}.` })).toBeVisible();
    await expect(row.locator('[data-column="count"]')).toHaveText(String(count));
    await expect(onHandCell(page, /First Aid Kit/)).toHaveText(String(count));
    expect((await stockOf(page.request, DEVICE)).get('first-aid-kit')!.onHand).toBe(count);
    const audit = page.getByRole('table', { name: 'Recent stock changes' });
    await expect(audit.getByRole('row', { name: /First Aid Kit/ }).first()).toContainText('Slot count');
    await checkStaffScreen(page, 'slots-saved');
  });
});
