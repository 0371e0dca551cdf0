import { expect, test } from './support/test';
import { checkStaffScreen, onHandCell, signIn, STAFF_DEVICES, STAFF_PASSKEY, stockOf } from './support/staff';

const DEVICE = STAFF_DEVICES.concurrent;
const ROW = /First Aid Kit/;
const FIELD = 'New stock count, First Aid Kit — Kit';

test('two staff pages edit the same count: the second save gets 409, reloads, and no update is lost', async ({
  browser,
}) => {
  const first = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  const second = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signIn(first, DEVICE);
  await signIn(second, DEVICE);
  const start = (await stockOf(first.request, DEVICE)).get('first-aid-kit')!.onHand;
  await expect(onHandCell(second, ROW)).toHaveText(String(start));

  const save = async (page: typeof first, value: number) => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel(FIELD).fill(String(value));
    await page.getByRole('button', { name: 'Review changes' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passkey entry' });
    await dialog.getByLabel('Passkey').fill(STAFF_PASSKEY);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  };

  // Both loaded the same count; the first saves.
  await save(first, start + 10);
  await expect(
    first.getByRole('status').filter({ hasText: 'The new stock counts were saved.' }),
  ).toBeVisible();

  // The second still shows the count it loaded; its save is stale.
  await expect(onHandCell(second, ROW)).toHaveText(String(start));
  const errors: string[] = [];
  second.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await save(second, start + 5);
  await expect(second.getByRole('alert')).toHaveText(
    'The stock counts changed since you loaded them. They have been reloaded.',
  );
  await expect
    .poll(() => errors.some((text) => text.includes('Error saving stock update changes.')))
    .toBe(true);
  // Reloaded: the first page's count, not overwritten; the typed count waits for a new review.
  await expect(onHandCell(second, ROW)).toHaveText(String(start + 10));
  await expect(second.getByLabel(FIELD)).toHaveValue(String(start + 5));
  expect((await stockOf(second.request, DEVICE)).get('first-aid-kit')!.onHand).toBe(start + 10);
  await checkStaffScreen(second, 'stock-conflict');

  // The review now says what the save would really change.
  await second.getByRole('button', { name: 'Review changes' }).click();
  await expect(second.getByRole('list', { name: 'Review the changes' })).toHaveText(
    `First Aid Kit — Kit${start + 10} → ${start + 5}`,
  );

  // The audit keeps the first page's change.
  await expect(
    first.getByRole('table', { name: 'Recent stock changes' }).getByRole('row', { name: ROW }).first(),
  ).toContainText(`${start} → ${start + 10}`);
  await first.context().close();
  await second.context().close();
});
