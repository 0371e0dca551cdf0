import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { checkStaffScreen, signIn, STAFF_AUTH, STAFF_DEVICES } from './support/staff';

const DEVICE = STAFF_DEVICES.journey;
/** Free, and touched by no other staff journey of this kiosk (they count first aid kits and test strips). */
const SKU = 'hygiene-kit';

/** A visitor's order of one free hygiene kit, dispensed (the test's context is a paired kiosk). */
async function dispenseOneKit(request: APIRequestContext): Promise<void> {
  const created = await request.post(`/devices/${DEVICE}/orders?locale=en`, {
    data: { skus: [{ skuId: SKU, quantity: 1 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const orderId = ((await created.json()) as { data: { id: string } }).data.id;
  const dispensed = await request.post(`/devices/${DEVICE}/orders/${orderId}/dispense?locale=en`);
  expect(dispensed.status(), await dispensed.text()).toBe(200);
}

/** The kit's row of the report as the API gives it (the kiosk's calendar day it dropped on). */
async function kitRowOf(request: APIRequestContext) {
  const reply = await request.get(`/devices/${DEVICE}/reports/dispensing`, { headers: STAFF_AUTH });
  expect(reply.status()).toBe(200);
  const { rows } = (
    (await reply.json()) as {
      data: { rows: { date: string; skuId: string; itemName: string; unitsDispensed: number }[] };
    }
  ).data;
  return rows.filter((row) => row.skuId === SKU);
}

/** A day as a chart's axis names it in the staff's locale (en-US here). */
const shortDayOf = (isoDay: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

test.use({ viewport: { width: 1366, height: 768 } });

test('staff open the dispensing report on screen: a table with the day’s dispensed item, and a chart', async ({
  page,
}) => {
  await dispenseOneKit(page.request);
  const [kit] = await kitRowOf(page.request);
  // The item's one name, "Product — option", never the option alone.
  expect(kit).toMatchObject({ unitsDispensed: 1, itemName: 'Hygiene Kit — Kit' });
  // The kiosk's day as the staff's locale writes it (en-US here).
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${kit!.date}T00:00:00Z`),
  );

  await signIn(page, DEVICE);
  // Opened from the keyboard: the report's button takes focus and Enter opens the report.
  const show = page.getByRole('button', { name: 'Show report' });
  await show.focus();
  await expect(show).toBeFocused();
  await page.keyboard.press('Enter');

  const table = page.getByRole('table', { name: /^Per day and product, .+ to .+$/ });
  await expect(table).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Day',
    'Product',
    'Units dispensed',
    'Paid',
    'Free',
    'Emergency kits',
    'Failed',
    'Stock-outs',
    'Refunded',
  ]);
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Hygiene Kit — Kit', exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(day);
  await expect(row.getByRole('cell')).toHaveText([
    'Hygiene Kit — Kit',
    '1',
    '0',
    '1',
    '0',
    '0',
    '0',
    '$0.00',
  ]);

  const chart = page.getByRole('img', {
    name: 'Bar chart of the units dispensed per day and product. The table below has the same numbers.',
  });
  await expect(chart).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Units dispensed per day, / })).toBeVisible();
  // Drawn: a bar for the kit, and the item named in the legend.
  await expect(chart.locator('svg rect, svg path').first()).toBeAttached();
  await expect(chart.getByText('Hygiene Kit — Kit')).toBeVisible();
  // The axes in the staff's locale: days as 'Oct 30' (a label every few days where they would overlap),
  // counts in whole units, each once.
  const from = await page.locator('#report-from').inputValue();
  const labels = await chart.locator('svg text').allTextContents();
  const counts = labels.filter((label) => /^\d+$/.test(label));
  const days = labels.filter((label) => !counts.includes(label));
  expect(days).toContain(shortDayOf(from));
  expect(days.filter((label) => !/^[A-Z][a-z]{2} \d{1,2}$/.test(label))).toEqual([]);
  expect(counts).toEqual([...new Set(counts)]);
  expect(counts).toContain(String(kit!.unitsDispensed));

  // The table's scroll area is reached by Tab.
  const region = page.getByRole('region', { name: /^Per day and product, / });
  let isReached = false;
  for (let presses = 0; presses < 30 && !isReached; presses++) {
    await page.keyboard.press('Tab');
    isReached = await region.evaluate((element) => element === document.activeElement);
  }
  expect(isReached, 'the report table is reachable by Tab').toBe(true);

  await checkStaffScreen(page, 'stock-report');

  // Every control of the report is a touch target of at least 44 px.
  for (const height of await page
    .getByRole('main')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height))) {
    expect(height).toBeGreaterThanOrEqual(44);
  }
});
