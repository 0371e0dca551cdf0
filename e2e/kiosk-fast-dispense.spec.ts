import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';
import { expectNoAxeViolations } from './support/axe';
import { freePort, until } from './support/kiosk-pc';
import { DEMO_DEVICE_ID } from './support/kiosk';
import { TEST_CARDS, expectDispensed, openProduct, qrValue } from './support/order-flow';
import { pairingCodeFor } from './support/pairing';
import { PHONE_VIEWPORT } from './support/phone';
import { recordShownTexts } from './support/shown-texts';
import { STAFF_PASSKEY } from './support/staff';
import { expect, test } from './support/test';

/**
 * Units that drop faster than a poll could see them: a server of this journey's own with the simulator at
 * 100 ms a unit (the shared e2e server drops one a second). The kiosk and the phone follow the order by
 * its event stream, and show each unit in turn.
 */
const UNIT_MS = 100;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

test.use({ viewport: { width: 1080, height: 1920 } });

let server: ChildProcess | null = null;
let base = '';
let folder = '';

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'kiosk-e2e-fast-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps', 'server', 'dist', 'main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: join(folder, 'data'),
      DEMO_STAFF_PASSKEY: STAFF_PASSKEY,
      LOG_LEVEL: 'warn',
      DISPENSE_UNIT_MS: String(UNIT_MS),
    },
  });
  await until(async () => (await fetch(`${base}/healthz`)).ok, 'the server', 120_000);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

test('at 100 ms a unit, the kiosk shows every item of 3 and the phone counts all 3', async ({ browser }) => {
  test.setTimeout(120_000);
  const kioskContext = await browser.newContext({ baseURL: base, viewport: { width: 1080, height: 1920 } });
  const phoneContext = await browser.newContext({
    baseURL: base,
    viewport: PHONE_VIEWPORT,
    locale: 'en-US',
    hasTouch: true,
    isMobile: true,
  });
  try {
    const code = await pairingCodeFor(kioskContext.request, DEMO_DEVICE_ID);
    const paired = await kioskContext.request.post(`/devices/${DEMO_DEVICE_ID}/kiosk-credential`, {
      data: { code },
    });
    expect(paired.status()).toBe(201);

    const kiosk = await kioskContext.newPage();
    await openProduct(kiosk, 'condoms', 'Condoms', DEMO_DEVICE_ID);
    const more = kiosk.getByRole('button', { name: 'One package more' });
    await more.click();
    await more.click();
    await expect(kiosk.getByTestId('pack-count')).toHaveText('3 packages');
    await kiosk.getByRole('button', { name: 'Start order' }).click();
    await expect(kiosk.getByTestId('payment-amount')).toHaveText('Amount to pay: $3.00');
    const kioskShown = await recordShownTexts(kiosk, '[data-testid="dispense-progress"]');

    // The phone pays, then stays on its payment status page, which follows the order.
    const phone = await phoneContext.newPage();
    await phone.goto(await qrValue(kiosk, 'QR code to pay on your phone'));
    await phone.getByLabel('Card number').fill(TEST_CARDS.pays);
    await phone.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await phone.getByLabel('Security code (CVC)').fill('123');
    await phone.getByRole('button', { name: /^Pay / }).click();
    await expect(phone.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
    const phoneShown = await recordShownTexts(phone, 'main');

    await expect(kiosk).toHaveURL(/\/dispense$/, { timeout: 30_000 });
    await expectDispensed(kiosk);
    expect(await kioskShown()).toEqual(['Item 1 of 3', 'Item 2 of 3', 'Item 3 of 3']);

    await expect(phone.getByText('Dispensed: 3 of 3')).toBeVisible({ timeout: 10_000 });
    const counts = (await phoneShown()).flatMap((text) => /Dispensed: \d of 3/.exec(text) ?? []);
    expect(counts).toContain('Dispensed: 3 of 3');
    await expectNoAxeViolations(phone);
  } finally {
    await kioskContext.close();
    await phoneContext.close();
  }
});
