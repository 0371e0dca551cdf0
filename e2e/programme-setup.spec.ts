import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { watchCsp } from './support/csp';
import { hasChromium, MISSING_CHROMIUM_MESSAGE } from './support/chromium';
import { consentToEmergency } from './support/emergency';
import { expectDispensed, scanAndPaySuccessfully, TEST_CARDS } from './support/order-flow';
import { productionServer } from './support/production-server';

/**
 * A programme from nothing, as docs/operations.md "Set up a programme" tells it: an empty database in
 * production mode, one admin made by the command line, then everything else in the browser — a kiosk, its
 * catalogue and prices (its own emergency kit among them), its staff passkey, its browser paired, its stock counted, a visitor's two orders and the emergency button's kit —
 * and the audit log naming the admin for each change. No SQL and no seed data on the way.
 */
const PORT = Number(process.env.E2E_PORT ?? 4710) + 9;
const server = productionServer(PORT);
const ADMIN = 'manager@county.example';
const ADMIN_PASSWORD = 'county-manager-first-password';
const KIOSK_ID = 'county-clinic-1';
const PRODUCT = { id: 'harm-reduction-kit', en: 'Harm Reduction Kit', es: 'Kit de reducción de daños' };
const FREE_SKU = { id: 'harm-reduction-kit-basic', en: 'Basic', es: 'Básico' };
const PRICED_SKU = { id: 'harm-reduction-kit-strips', en: 'With test strips', es: 'Con tiras de prueba' };
/** The programme's own emergency naloxone: any id, marked Emergency kit; the kiosk's button gives it. */
const NALOXONE = { id: 'county-naloxone', en: 'County Naloxone' };
const NALOXONE_SKU = { id: 'county-naloxone-nasal-kit', en: 'Nasal kit' };
/** The audit log's kinds of change the set-up makes, each by the admin. */
const AUDITED = [
  'kiosk.created',
  'pairing_code.created',
  'product.created',
  'sku.created',
  'kiosk.assortment.changed',
  'staff_passkey.set',
];
const PICTURE = new URL('./fixtures/catalog-product.png', import.meta.url).pathname;

test.use({ baseURL: server.base, viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  test.skip(!hasChromium(), `SKIPPED: ${MISSING_CHROMIUM_MESSAGE}`);
  // The first start makes the empty database; the command needs the server stopped (one process per folder).
  await server.start();
  await server.stop();
  const made = server.command(
    'operator:create',
    ['--name', ADMIN, '--role', 'admin', '--password-stdin'],
    ADMIN_PASSWORD,
  );
  expect(made.status, made.output).toBe(0);
  await server.start();
});

test.afterAll(async () => {
  await server.remove();
});

const signInAsAdmin = async (page: Page) => {
  await page.goto('/operator/sign-in');
  await page.getByLabel('Account name').fill(ADMIN);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console pages' })).toBeVisible();
};

/** New kiosk: returns its one-time pairing code. */
const createKiosk = async (page: Page): Promise<string> => {
  await page.goto('/operator/new-kiosk');
  await page.getByLabel('Kiosk ID').fill(KIOSK_ID);
  await page.getByRole('textbox', { name: /^Name\b/ }).fill('County Clinic');
  await page.getByLabel('Address or location note').fill('1 Main St, lobby');
  await page.getByLabel('Time zone').selectOption('America/Denver');
  await page.getByLabel('Currency').fill('USD');
  await page.getByLabel('Support phone number').fill('+1 (800) 555-0177');
  await page.getByRole('button', { name: 'Create kiosk' }).click();
  await expect(page.getByRole('heading', { name: 'County Clinic was created' })).toBeVisible();
  return (await page.locator('[data-secret="Pairing code"]').textContent())!.trim();
};

/** The programme's emergency naloxone, a product of one pack marked Emergency kit under an id of its own. */
const addEmergencyKit = async (page: Page) => {
  await page.goto('/operator/catalog');
  await page.getByRole('link', { name: 'Add a product' }).click();
  await page.getByLabel(/^Product id/).fill(NALOXONE.id);
  await page.getByLabel(/^Name in English/).fill(NALOXONE.en);
  const pack = page.locator('fieldset[data-sku-index="0"]');
  await pack.getByLabel(/^Pack id/).fill(NALOXONE_SKU.id);
  await pack.getByLabel(/^Pack name in English/).fill(NALOXONE_SKU.en);
  await pack.getByRole('checkbox', { name: 'Free', exact: true }).check();
  await pack.getByRole('checkbox', { name: /^Emergency kit/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(`${NALOXONE.en} saved.`);
};

/** The product and its two packs in the catalogue, then both offered at the kiosk, the priced one at its own price. */
const setUpCatalogue = async (page: Page) => {
  await page.goto('/operator/catalog');
  await page.getByRole('link', { name: 'Add a product' }).click();
  await page.getByLabel(/^Product id/).fill(PRODUCT.id);
  await page.getByLabel(/^Name in English/).fill(PRODUCT.en);
  await page.getByLabel('Language to add').selectOption('es');
  await page.getByRole('button', { name: 'Add language' }).click();
  await page.getByLabel(/^Name in Español/).fill(PRODUCT.es);
  await page.getByLabel(/Add a picture/).setInputFiles(PICTURE);
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  for (const [index, sku] of [FREE_SKU, PRICED_SKU].entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add a pack' }).click();
    const pack = page.locator(`fieldset[data-sku-index="${index}"]`);
    await pack.getByLabel(/^Pack id/).fill(sku.id);
    await pack.getByLabel(/^Pack name in English/).fill(sku.en);
    await pack.getByLabel(/^Pack name in Español/).fill(sku.es);
    if (sku === FREE_SKU) await pack.getByRole('checkbox', { name: 'Free', exact: true }).check();
    else await pack.getByLabel(/^Price/).fill('4.00');
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(`${PRODUCT.en} saved.`);
  await addEmergencyKit(page);

  await page.goto(`/operator/kiosks/${KIOSK_ID}`);
  await page.getByRole('link', { name: 'Assortment' }).click();
  for (const sku of [FREE_SKU, PRICED_SKU, NALOXONE_SKU]) {
    await page.getByLabel('Pack to add').selectOption(sku.id);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await page.getByLabel(new RegExp(`of ${PRODUCT.en} — ${PRICED_SKU.en}`)).fill('3.50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText('Assortment saved.');
};

const issuePasskey = async (page: Page): Promise<string> => {
  await page.goto(`/operator/kiosk-setup/${KIOSK_ID}`);
  await page.getByRole('button', { name: 'Issue a staff passkey' }).click();
  return (await page.locator('[data-secret="Staff passkey"]').textContent())!.trim();
};

/** The kiosk's own browser, paired with the code from the console. */
const pairedKiosk = async (browser: Browser, code: string, violations: string[]) => {
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1080, height: 1920 } });
  await watchCsp(context, violations);
  const page = await context.newPage();
  await page.goto(`/?deviceId=${KIOSK_ID}&pair=${code}`);
  await expect(page.getByRole('button', { name: 'Tap to begin' })).toBeVisible();
  return { context, page };
};

/** Staff count the two skus on the kiosk's own screen, with the passkey the console gave. */
const stockBoth = async (page: Page, passkey: string) => {
  await page.goto(`/stock-management/auth?deviceId=${KIOSK_ID}`);
  await page.getByLabel('Passkey').fill(passkey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('table', { name: 'Product stock' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel(`New stock count, ${PRODUCT.en} — ${FREE_SKU.en}`).fill('6');
  await page.getByLabel(`New stock count, ${PRODUCT.en} — ${PRICED_SKU.en}`).fill('4');
  await page.getByLabel(`New stock count, ${NALOXONE.en} — ${NALOXONE_SKU.en}`).fill('3');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passkey entry' });
  await dialog.getByLabel('Passkey').fill(passkey);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The new stock counts were saved.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
};

/** The visitor: the priced sku at the kiosk's price, paid on the phone, then the free one. */
const buyAndTake = async (page: Page, browser: Browser) => {
  await page.goto(`/products/${PRODUCT.id}`);
  await expect(page.getByRole('heading', { level: 2, name: PRODUCT.en })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(PRICED_SKU.en) }).check();
  await expect(page.getByTestId('order-total')).toHaveText('Total: $3.50');
  await page.getByRole('button', { name: 'Start order' }).click();
  await expect(page.getByTestId('payment-amount')).toHaveText('Amount to pay: $3.50');
  await scanAndPaySuccessfully(page, browser, TEST_CARDS.pays);
  await expectDispensed(page);

  await page.goto(`/products/${PRODUCT.id}`);
  await page.getByRole('radio', { name: new RegExp(FREE_SKU.en) }).check();
  await expect(page.getByTestId('order-total')).toHaveText('Total: Free');
  await page.getByRole('button', { name: 'Start order' }).click();
  await expectDispensed(page);
};

/** The emergency button gives the programme's own kit, free, by its id. */
const takeEmergencyKit = async (page: Page) => {
  await page.goto('/products');
  const ordered = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === `/devices/${KIOSK_ID}/orders`,
  );
  await consentToEmergency(page);
  expect((await ordered).postDataJSON()).toEqual({ skus: [{ skuId: NALOXONE_SKU.id, quantity: 1 }] });
  const steps = page.getByRole('dialog', { name: 'Naloxone instructions' });
  await expect(steps.getByRole('status')).toHaveText('Take your naloxone kit from the kiosk.', {
    timeout: 15_000,
  });
  await steps.getByRole('button', { name: 'Done' }).click();
};

/** The audit log: each change of the set-up, by the admin, and no secret in it. */
const expectAudited = async (page: Page, secrets: string[]) => {
  await page.goto('/operator/audit');
  const log = page.getByRole('table', { name: 'Changes' });
  for (const action of AUDITED) {
    const row = log.locator(`tr[data-action="${action}"]`).first();
    await expect(row, action).toBeVisible();
    await expect(row.locator('[data-author]')).toHaveText(ADMIN);
  }
  for (const secret of secrets) await expect(log).not.toContainText(secret);
};

test('from an empty production database: an admin sets up a kiosk in the console, staff stock it, a visitor buys and takes; the audit log shows who did each', async ({
  page,
  browser,
  context,
}) => {
  test.slow();
  const violations: string[] = [];
  await watchCsp(context, violations);
  await signInAsAdmin(page);
  const code = await createKiosk(page);
  await setUpCatalogue(page);
  const passkey = await issuePasskey(page);
  const kiosk = await pairedKiosk(browser, code, violations);
  try {
    await stockBoth(kiosk.page, passkey);
    await buyAndTake(kiosk.page, browser);
    await takeEmergencyKit(kiosk.page);
    await expectNoAxeViolations(kiosk.page);
  } finally {
    await kiosk.context.close();
  }
  await expectAudited(page, [code, passkey]);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});
