import { expect, test } from './support/test';
import { checkStaffScreen, signIn, STAFF_AUTH } from './support/staff';

/** A kiosk no other staff journey uses (the console journey only lists it). */
const DEVICE = 'demo-kiosk-0002';
const ITEM = 'Pregnancy Test — Single test';

test.use({ viewport: { width: 1366, height: 768 } });

/** Units in a slot, as the API has them. */
async function slotCount(request: import('@playwright/test').APIRequestContext, slotId: string) {
  const res = await request.get(`/devices/${DEVICE}/products/stock`, { headers: STAFF_AUTH });
  expect(res.status()).toBe(200);
  const items = ((await res.json()) as { data: { slots: { slotId: string; count: number }[] }[] }).data;
  return items.flatMap((item) => item.slots).find((slot) => slot.slotId === slotId)?.count;
}

test('hardware check: one unit from a chosen slot, by keys, and a jam shown in plain words', async ({
  page,
}) => {
  await signIn(page, DEVICE);
  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: 'Hardware check' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hardware check' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Hardware check' });
  const row = table.locator('tr[data-slot="B1"]');
  await expect(row).toContainText(ITEM);
  await expect(row).toContainText('In service');
  await checkStaffScreen(page, 'hardware-check');

  // By keys alone: the slot's button takes Enter; it is a touch target of 44 px or more.
  const before = await slotCount(page.request, 'B1');
  expect(before).toBeGreaterThan(1);
  const give = row.getByRole('button', { name: `Give one unit from slot B1, ${ITEM}` });
  expect((await give.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await give.focus();
  await page.keyboard.press('Enter');
  const result = page.getByTestId('hardware-check-result');
  await expect(result).toContainText(`Slot B1: the unit came out`, { timeout: 15_000 });
  await expect(result).toContainText(`${before! - 1} left in the slot.`);
  expect(await slotCount(page.request, 'B1')).toBe(before! - 1);
  await expect(row).toContainText(`${before! - 1} of`);

  // A jam (the simulator's dev fault API): said in plain words, and only that slot goes out of service.
  const fault = await page.request.post(`/dev/dispenser/${DEVICE}/faults`, {
    headers: STAFF_AUTH,
    data: { slot: 'B1', kind: 'jam' },
  });
  test.skip(fault.status() === 404, 'the e2e server runs without the simulator dev API');
  expect(fault.status()).toBe(200);
  await give.click();
  await expect(result).toContainText('Slot B1: jammed. The unit did not come out.', { timeout: 15_000 });
  await expect(row).toContainText('Out of service');
  await expect(table.locator('tr[data-slot="A2"]')).toContainText('In service');
  await checkStaffScreen(page, 'hardware-check-jammed');

  // Put back in service from the same page.
  await row.getByRole('button', { name: 'Back in service, slot B1' }).click();
  await expect(result).toContainText('Slot B1 is back in service.');
  await expect(row).toContainText('In service');
  await expect(row.getByRole('button', { name: `Give one unit from slot B1, ${ITEM}` })).toBeEnabled();
});
