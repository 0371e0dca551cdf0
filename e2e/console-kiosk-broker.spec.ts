import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mqtt from 'mqtt';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';
import { expectNoAxeViolations } from './support/axe';
import { OPERATOR_PASSWORD, signInAsOperator } from './support/console';
import { freePort, until } from './support/kiosk-pc';
import { STAFF_PASSKEY } from './support/staff';
import { expect, test } from './support/test';

/**
 * The console with the broker admin's settings: a server of this journey's own beside a real broker (TLS,
 * dynamic security, as deployed). Creating a kiosk gives its agent's environment file to download; a new
 * broker account replaces it; retiring the kiosk makes the broker refuse it.
 */
const KIOSK_ID = 'e2e-broker-kiosk';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

test.skip(!canStartBroker, 'needs Mosquitto');
test.use({ viewport: { width: 1280, height: 900 } });

let broker: SecureTestBroker | null = null;
let server: ChildProcess | null = null;
let base = '';
let folder = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = mkdtempSync(join(tmpdir(), 'kiosk-e2e-broker-'));
  broker = await startSecureBroker();
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
      DEMO_OPERATOR_PASSWORD: OPERATOR_PASSWORD,
      LOG_LEVEL: 'warn',
      MQTT_URL: broker.url,
      MQTT_CA_FILE: broker.caFile,
      MQTT_ADMIN_URL: broker.admin.url,
      MQTT_ADMIN_CERT: broker.admin.certFile,
      MQTT_ADMIN_KEY: broker.admin.keyFile,
    },
  });
  await until(async () => (await fetch(`${base}/healthz`)).ok, 'the server', 120_000);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await broker?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const parseEnv = (text: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

/** Whether the broker takes the agent's account from this file (as the agent connects). */
const brokerTakes = async (file: Record<string, string>): Promise<boolean> => {
  try {
    const client = await mqtt.connectAsync(file.MQTT_URL!, {
      ...broker!.clientOptions({ username: file.MQTT_USERNAME!, password: file.MQTT_PASSWORD! }),
      clientId: `agent-${file.AGENT_DEVICE_ID}`,
      reconnectPeriod: 0,
    });
    await client.endAsync();
    return true;
  } catch {
    return false;
  }
};

test('the console gives a new kiosk its agent file, a new broker account, and revokes it on retirement', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: base, acceptDownloads: true });
  const page = await context.newPage();
  try {
    await page.goto('/operator/new-kiosk');
    await signInAsOperator(page);
    await page.getByLabel('Kiosk ID').fill(KIOSK_ID);
    await page.getByRole('textbox', { name: /^Name\b/ }).fill('Harbour Clinic');
    await page.getByLabel('Address or location note').fill('3 Quay St');
    await page.getByLabel('Time zone').selectOption('America/Chicago');
    await page.getByLabel('Currency').fill('USD');
    await page.getByLabel('Support phone number').fill('+1 (800) 555-0142');
    await page.getByRole('button', { name: 'Create kiosk' }).click();
    await expect(page.getByRole('heading', { name: 'Harbour Clinic was created' })).toBeVisible();

    // The agent's file, shown once and downloaded: the broker takes its account.
    const shown = (await page.locator('[data-secret="The device agent\'s environment file"]').textContent())!;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download agent.env' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('agent.env');
    const first = parseEnv(readFileSync((await saved.path())!, 'utf8'));
    expect(parseEnv(shown)).toEqual(first);
    expect(first).toMatchObject({ AGENT_DEVICE_ID: KIOSK_ID, MQTT_USERNAME: `kiosk-${KIOSK_ID}` });
    expect(await brokerTakes(first)).toBe(true);
    await expectNoAxeViolations(page);

    // A new broker account: the old file is refused, the new one taken.
    await page.getByRole('link', { name: 'Settings of Harbour Clinic' }).click();
    await page.getByRole('button', { name: 'New broker account' }).click();
    const issued = page.locator('[data-secret="The device agent\'s environment file"]');
    await expect(issued).toContainText('MQTT_PASSWORD=');
    const second = parseEnv((await issued.textContent())!);
    expect(second.MQTT_PASSWORD).not.toBe(first.MQTT_PASSWORD);
    expect(await brokerTakes(first)).toBe(false);
    expect(await brokerTakes(second)).toBe(true);
    await expectNoAxeViolations(page);

    // Retired: the broker refuses the account from then on.
    await page.getByRole('button', { name: 'Retire kiosk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retire Harbour Clinic?' });
    await expect(dialog).toContainText('Its broker account is disabled');
    await dialog.getByRole('button', { name: 'Retire', exact: true }).click();
    await expect(page.getByText(/This kiosk was retired on/)).toBeVisible();
    expect(await brokerTakes(second)).toBe(false);
  } finally {
    await context.close();
  }
});
