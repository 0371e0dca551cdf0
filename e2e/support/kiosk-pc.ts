import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { startKioskProxy, type TKioskProxy } from './kiosk-proxy';
import { STAFF_PASSKEY } from './staff';
import { test } from './test';

/**
 * A fleet of one on this machine for the kiosk-PC journeys without the network: the built server with
 * DISPENSER=device-link and the real device agent (simulator driver) with its loopback emergency endpoint,
 * both on the broker of `startSecureBroker()` (TLS, their own accounts, as deployed).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const EMERGENCY_KIT = 'naloxone-emergency-kit';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Whether anything accepts connections on 127.0.0.1:port. */
export const isListening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export const until = async (check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> => {
  for (const end = Date.now() + ms; !(await check().catch(() => false));) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

export type TKioskPcFleet = {
  /** The server's own origin, http://127.0.0.1:{port} (the same across a restart): the test's staff calls. */
  base: string;
  /** The kiosk's origin: the proxy's with `behindProxy`, else `base`. */
  kioskOrigin: string;
  /** Chromium flags the kiosk browser needs for `kioskOrigin` (the proxy's certificate trusted). */
  kioskBrowserArgs: string[];
  /** Starts the server (again, on the same port and data folder) and waits until it answers. */
  startServer: () => Promise<void>;
  /** Stops the server: its process has exited and its port is closed when this resolves. */
  stopServer: () => Promise<void>;
  /** Stops every process it started. */
  stop: () => Promise<void>;
};

/**
 * The server and the agent of `deviceId`, the agent journalling to `journal` and offering every `offerEveryMs`.
 * `behindProxy`: the kiosk reaches the API through HAProxy with the shipped config (kiosk-proxy.ts), as in
 * the fleet of docs/operations.md; its second instance is never started (stopped throughout).
 */
export async function startKioskPcFleet(options: {
  broker: SecureTestBroker;
  deviceId: string;
  folder: string;
  journal: string;
  offerEveryMs?: number;
  behindProxy?: boolean;
}): Promise<TKioskPcFleet> {
  const { broker, deviceId, folder, journal } = options;
  const serverPort = await freePort();
  const agentPort = await freePort();
  const base = `http://127.0.0.1:${serverPort}`;
  const proxyPorts = options.behindProxy ? { https: await freePort(), http: await freePort() } : null;
  const kioskOrigin = proxyPorts ? `https://127.0.0.1:${proxyPorts.https}` : base;
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: kioskOrigin,
    DATA_DIR: join(folder, 'data'),
    DEMO_STAFF_PASSKEY: STAFF_PASSKEY,
    LOG_LEVEL: 'warn',
    DISPENSER: 'device-link',
    ...(await broker.apiEnv()),
    KIOSK_AGENT_ORIGIN: `http://127.0.0.1:${agentPort}`,
  };
  let server: ChildProcess | null = null;
  const startServer = async () => {
    server = spawn(process.execPath, [join(root, 'apps', 'server', 'dist', 'main.js')], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: serverEnv,
    });
    await until(async () => (await fetch(`${base}/healthz`)).ok, 'the server', 120_000);
  };
  const stopServer = async () => {
    const running = server;
    server = null;
    if (running && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    await until(async () => !(await isListening(serverPort)), 'the server’s port to close', 10_000);
  };
  await startServer();
  const proxy: TKioskProxy | null = proxyPorts
    ? await startKioskProxy([serverPort, await freePort()], proxyPorts)
    : null;
  const kiosk = await broker.kioskOptions(deviceId);
  const agent = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps', 'agent', 'src', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      AGENT_DEVICE_ID: deviceId,
      MQTT_URL: broker.url,
      MQTT_USERNAME: kiosk.username!,
      MQTT_PASSWORD: String(kiosk.password),
      MQTT_CA_FILE: broker.caFile,
      AGENT_JOURNAL: journal,
      AGENT_KIOSK_ORIGIN: kioskOrigin,
      AGENT_EMERGENCY_PORT: String(agentPort),
      AGENT_EMERGENCY_KITS: `${EMERGENCY_KIT}:A1`,
      DISPENSE_UNIT_MS: '500',
      ...(options.offerEveryMs ? { AGENT_OFFER_EVERY_MS: String(options.offerEveryMs) } : {}),
    },
  });
  await until(async () => (await fetch(`${base}/devices/${deviceId}/readyz`)).ok, 'the agent online');
  return {
    base,
    kioskOrigin,
    kioskBrowserArgs: proxy?.chromiumArgs ?? [],
    startServer,
    stopServer,
    stop: async () => {
      if (agent.exitCode === null) agent.kill('SIGKILL');
      server?.kill('SIGKILL');
      await proxy?.stop();
    },
  };
}

const hasCommand = (name: string): boolean =>
  spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/** One line of the agent's journal. */
export type TJournalEntry = { state: string; isOffline?: boolean; outcome?: string; skuId?: string };

export type TKioskPcSetUp = {
  /** The describe block's own temporary folder, made before its tests and removed after them. */
  readonly folder: string;
  /** The fleet's broker as deployed: TLS, no anonymous client, the kiosk's and the API's own accounts. */
  readonly broker: SecureTestBroker;
  readonly fleet: TKioskPcFleet;
  /** The agent's journal (in `folder`), line by line. */
  journalEntries: () => TJournalEntry[];
  /** Waits until the server has taken the journal in: one kit more reported, the journal marked so. */
  untilJournalTakenIn: (reportedBefore: number) => Promise<void>;
};

/**
 * Called in a describe block: skips it where mosquitto (or haproxy, `behindProxy`) is missing (outside CI,
 * which has them), starts a
 * kiosk-PC fleet of `deviceId` (startKioskPcFleet) on a broker of its own in a temporary folder before its
 * tests, and stops it and removes the folder after them. Playwright runs a block's afterAll hooks in the
 * order they are declared: one that must run before the folder goes (a browser profile in it) is declared
 * before this call.
 */
export function setUpKioskPcFleet(options: {
  deviceId: string;
  folderPrefix: string;
  offerEveryMs?: number;
  behindProxy?: boolean;
}): TKioskPcSetUp {
  const { deviceId, folderPrefix, offerEveryMs, behindProxy } = options;
  const missing = ['mosquitto', ...(behindProxy ? ['haproxy'] : [])].filter((name) => !hasCommand(name));
  test.skip(
    missing.length > 0 && process.env.CI !== 'true',
    `SKIPPED: needs ${missing.join(' and ')} (apt-get install -y ${missing.join(' ')})`,
  );
  let folder: string | null = null;
  let broker: SecureTestBroker | null = null;
  let fleet: TKioskPcFleet | null = null;
  const started = <T>(part: T | null, what: string): T => {
    if (!part) throw new Error(`the kiosk-PC fleet's ${what} is not started (beforeAll)`);
    return part;
  };
  const journalOf = (dir: string) => join(dir, 'agent.journal.jsonl');
  const readJournal = () => readFileSync(journalOf(started(folder, 'folder')), 'utf8');

  // Made here, not when the file is loaded: Playwright loads it in processes that never run the block.
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    folder = mkdtempSync(join(tmpdir(), folderPrefix));
    broker = await startSecureBroker();
    fleet = await startKioskPcFleet({
      broker,
      deviceId,
      folder,
      journal: journalOf(folder),
      offerEveryMs,
      behindProxy,
    });
  });

  test.afterAll(async () => {
    await fleet?.stop();
    await broker?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  return {
    get folder() {
      return started(folder, 'folder');
    },
    get broker() {
      return started(broker, 'broker');
    },
    get fleet() {
      return started(fleet, 'server and agent');
    },
    journalEntries: () =>
      readJournal()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as TJournalEntry),
    untilJournalTakenIn: async (reportedBefore) => {
      const { base } = started(fleet, 'server and agent');
      await until(
        async () => (await emergencyKitsReported(base, deviceId)) === reportedBefore + 1,
        'the kit in the report',
        // The restarted server's broker connection and the agent's next offer, on a machine busy with the
        // other e2e worker: 30 s was once not enough in a full run.
        60_000,
      );
      await until(
        async () => readJournal().includes('"state":"reported"'),
        'the agent’s journal marked taken in',
      );
    },
  };
}

const staff = { authorization: `Bearer ${STAFF_PASSKEY}` };

/** The kiosk's emergency kit row of its stock (staff API). */
export const kitStock = async (base: string, deviceId: string) => {
  const res = await fetch(`${base}/devices/${deviceId}/products/stock`, { headers: staff });
  const rows = ((await res.json()) as { data: { skuId: string; onHand: number; held: number }[] }).data;
  return rows.find((r) => r.skuId === EMERGENCY_KIT)!;
};

/** Emergency kits in the kiosk's dispensing report, yesterday to tomorrow. */
export const emergencyKitsReported = async (base: string, deviceId: string) => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const res = await fetch(`${base}/devices/${deviceId}/reports/dispensing?from=${day(-1)}&to=${day(1)}`, {
    headers: staff,
  });
  const rows = ((await res.json()) as { data: { rows: { skuId: string; emergencyKits: number }[] } }).data
    .rows;
  return rows.filter((r) => r.skuId === EMERGENCY_KIT).reduce((n, r) => n + r.emergencyKits, 0);
};

/** Makes the browser context of `request` the paired kiosk of this fleet's server, as a real kiosk is (docs/security.md). */
export const pairKiosk = async (
  request: APIRequestContext,
  base: string,
  deviceId: string,
): Promise<void> => {
  const paired = await request.post(`${base}/devices/${deviceId}/kiosk-credential`, {
    headers: staff,
    data: {},
  });
  if (paired.status() !== 201) throw new Error(`pairing failed: ${paired.status()} ${await paired.text()}`);
};

/**
 * Pairs the browser of `page` (open on the kiosk's origin) as the kiosk, from the page itself: behind the
 * proxy the credential cookie is a Secure one of the proxy's origin, which only the browser reaches.
 */
export const pairKioskInPage = async (page: Page, deviceId: string): Promise<void> => {
  const status = await page.evaluate(
    async ({ path, bearer }) =>
      (
        await fetch(path, {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    { path: `/devices/${encodeURIComponent(deviceId)}/kiosk-credential`, bearer: STAFF_PASSKEY },
  );
  if (status !== 201) throw new Error(`pairing failed: ${status}`);
};
