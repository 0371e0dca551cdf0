import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSecureBroker, type SecureTestBroker } from '@kiosk/agent/testing';
import { DEMO_DEVICE, checkKioskScreen, kioskUrl } from './support/session';
import { STAFF_PASSKEY } from './support/staff';
import { expect, test } from './support/test';

/**
 * Emergency naloxone without the network (docs/device-agent.md): a fleet of one on this machine, the
 * server with DISPENSER=device-link, a Mosquitto of its own (TLS, the kiosk's and the API's own accounts, as
 * deployed) and the real device agent (simulator driver) with its loopback emergency endpoint. The kiosk loads, then its PC is cut off (the API origin aborted in
 * the browser, the broker gone for the agent): the kit still comes out of the agent, with the steps and
 * the 911 banner. Back in touch, the server takes the agent's journal in: one emergency kit in the
 * report, stock one lower.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const hasMosquitto = spawnSync('sh', ['-c', 'command -v mosquitto'], { stdio: 'ignore' }).status === 0;
const BANNER = 'In a life-threatening situation, call 911.';
const KIT = 'naloxone-emergency-kit';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const until = async (check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> => {
  for (const end = Date.now() + ms; !(await check().catch(() => false));) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

test.describe('emergency naloxone with the API unreachable', () => {
  test.skip(
    !hasMosquitto && process.env.CI !== 'true',
    'SKIPPED: needs mosquitto (apt-get install -y mosquitto)',
  );

  const children: ChildProcess[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'kiosk-offline-e2e-'));
  const journal = join(folder, 'agent.journal.jsonl');
  // The fleet's broker as deployed: TLS, no anonymous client, the kiosk's and the API's own accounts.
  let broker: SecureTestBroker | null = null;
  let base = '';

  const staff = { authorization: `Bearer ${STAFF_PASSKEY}` };
  const kitStock = async () => {
    const res = await fetch(`${base}/devices/${DEMO_DEVICE}/products/stock`, { headers: staff });
    const rows = ((await res.json()) as { data: { skuId: string; onHand: number; held: number }[] }).data;
    return rows.find((r) => r.skuId === KIT)!;
  };
  const emergencyKitsReported = async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await fetch(
      `${base}/devices/${DEMO_DEVICE}/reports/dispensing?from=${day(-1)}&to=${day(1)}`,
      { headers: staff },
    );
    const rows = ((await res.json()) as { data: { rows: { skuId: string; emergencyKits: number }[] } }).data
      .rows;
    return rows.filter((r) => r.skuId === KIT).reduce((n, r) => n + r.emergencyKits, 0);
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const serverPort = await freePort();
    const agentPort = await freePort();
    base = `http://127.0.0.1:${serverPort}`;
    broker = await startSecureBroker();
    const kiosk = await broker.kioskOptions(DEMO_DEVICE);
    const server = spawn(process.execPath, [join(root, 'apps', 'server', 'dist', 'main.js')], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: join(folder, 'data'),
        DEMO_STAFF_PASSKEY: STAFF_PASSKEY,
        LOG_LEVEL: 'warn',
        DISPENSER: 'device-link',
        ...(await broker.apiEnv()),
        KIOSK_AGENT_ORIGIN: `http://127.0.0.1:${agentPort}`,
      },
    });
    children.push(server);
    await until(async () => (await fetch(`${base}/healthz`)).ok, 'the server', 120_000);
    const agent = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'apps', 'agent', 'src', 'main.ts')],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          AGENT_DEVICE_ID: DEMO_DEVICE,
          MQTT_URL: broker.url,
          MQTT_USERNAME: kiosk.username!,
          MQTT_PASSWORD: String(kiosk.password),
          MQTT_CA_FILE: broker.caFile,
          AGENT_JOURNAL: journal,
          AGENT_KIOSK_ORIGIN: base,
          AGENT_EMERGENCY_PORT: String(agentPort),
          AGENT_EMERGENCY_KITS: `${KIT}:A1`,
          DISPENSE_UNIT_MS: '500',
        },
      },
    );
    children.push(agent);
    await until(async () => (await fetch(`${base}/devices/${DEMO_DEVICE}/readyz`)).ok, 'the agent online');
  });

  test.afterAll(async () => {
    for (const child of children.reverse()) if (child.exitCode === null) child.kill('SIGKILL');
    await broker?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('the kit comes from the agent on the kiosk PC; back online, the report counts it once and stock is one lower', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const before = await kitStock();
    const reportedBefore = await emergencyKitsReported();
    await page.setViewportSize({ width: 1080, height: 1920 });
    // This browser is the paired kiosk of this fleet's server, as a real kiosk is (docs/security.md).
    const paired = await page.request.post(`${base}/devices/${DEMO_DEVICE}/kiosk-credential`, {
      headers: staff,
      data: {},
    });
    expect(paired.status(), await paired.text()).toBe(201);
    await page.goto(`${base}${kioskUrl('/products', DEMO_DEVICE)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a product' })).toBeVisible();

    // The kiosk PC loses the network: the browser cannot reach the API, the agent cannot reach the broker.
    const apiCalls: string[] = [];
    await page.route(`${base}/**`, (route) => {
      apiCalls.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      return route.abort('internetdisconnected');
    });
    await broker!.kill();

    await page.getByRole('button', { name: 'Emergency naloxone' }).click();
    await page
      .getByRole('dialog', { name: 'Is someone nearby suspected of an opioid overdose?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await page
      .getByRole('dialog', { name: 'Do you agree to follow the naloxone instructions?' })
      .getByRole('button', { name: 'I agree' })
      .click();
    const steps = page.getByRole('dialog', { name: 'Naloxone instructions' });
    await expect(steps.getByTestId('emergency-911-banner')).toHaveText(BANNER);
    await expect(steps.getByRole('list', { name: 'Naloxone steps' }).getByRole('listitem')).toHaveCount(7);
    await expect(steps.getByTestId('emergency-dispense-status')).toHaveText(
      'Take your naloxone kit from the kiosk.',
      { timeout: 20_000 },
    );
    await checkKioskScreen(page, 'emergency-offline-steps');
    expect(apiCalls).toContain(`POST /devices/${DEMO_DEVICE}/orders`);

    // The agent journalled one offline kit: started before the motor, done after the drop sensor.
    const lines = readFileSync(journal, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { state: string; isOffline?: boolean; outcome?: string; skuId?: string });
    expect(lines).toEqual([
      expect.objectContaining({ state: 'started', isOffline: true, skuId: KIT }),
      expect.objectContaining({ state: 'done', outcome: 'dropped' }),
    ]);
    expect(await kitStock()).toMatchObject({ onHand: before.onHand });

    // Back in touch: the agent offers its journal, the server records the kit once and acknowledges it.
    await broker!.restart();
    await page.unroute(`${base}/**`);
    await until(async () => (await emergencyKitsReported()) === reportedBefore + 1, 'the kit in the report');
    await until(
      async () => readFileSync(journal, 'utf8').includes('"state":"reported"'),
      'the agent’s journal marked taken in',
    );
    expect(await kitStock()).toMatchObject({ onHand: before.onHand - 1, held: before.held });
    expect(await emergencyKitsReported()).toBe(reportedBefore + 1);
  });
});
