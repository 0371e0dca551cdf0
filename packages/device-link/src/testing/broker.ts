import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IClientOptions } from 'mqtt';
import { connectBrokerAccounts, type BrokerAccounts } from '../broker-accounts';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const isListening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Whether a test may start its own Mosquitto: always in CI (which installs it, so a missing one fails
 * there), elsewhere only where the binary exists; tests skip otherwise and say so.
 */
export const canStartBroker =
  process.env.CI === 'true' ||
  spawnSync('sh', ['-c', 'command -v mosquitto'], { stdio: 'ignore' }).status === 0;
if (!canStartBroker) console.warn('SKIPPED: the MQTT tests need Mosquitto (apt-get install -y mosquitto).');

export interface TestBroker {
  url: string;
  port: number;
  /** Kills the broker hard (no clean shutdown): every client loses its connection and session. */
  kill(): Promise<void>;
  /** Starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A Mosquitto of a test's own on a free loopback port (the machine's shared broker is never restarted). */
async function launchBroker(
  port: number,
  args: string[],
  spawnOptions: { cwd?: string },
  url: string,
): Promise<TestBroker> {
  let child: ChildProcess | null = null;
  // A test process that dies without its after-hooks (a timeout) takes its broker with it.
  const onExit = () => child?.kill('SIGKILL');
  process.once('exit', onExit);
  const launch = async () => {
    child = spawn('mosquitto', args, { stdio: 'ignore', ...spawnOptions });
    for (let i = 0; i < 100; i++) {
      if (await isListening(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`mosquitto did not start on port ${port}`);
  };
  const kill = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  await launch();
  return { url, port, kill, restart: launch, stop: kill };
}

const FLEET_DEPLOY = fileURLToPath(new URL('../../../../deploy/fleet/', import.meta.url));

export interface SecureTestBroker extends TestBroker {
  /** The local CA that signed the broker's certificate (MQTT_CA_FILE). */
  caFile: string;
  /** The broker's admin account (the dynamic-security control topic only). */
  admin: { username: string; password: string };
  /** TLS options trusting the CA, with an account's credentials (none: an anonymous client). */
  clientOptions(account?: { username: string; password: string }): IClientOptions;
  /** The admin account's connection, for the time of `use` (accounts made with it persist). */
  withAccounts<T>(use: (accounts: BrokerAccounts) => Promise<T>): Promise<T>;
  /** The kiosk's account (made on first use) as its agent's MQTT options. */
  kioskOptions(deviceId: string): Promise<IClientOptions>;
  /** The API's account (made on first use) as an API instance's MQTT_* environment. */
  apiEnv(): Promise<Record<'MQTT_URL' | 'MQTT_USERNAME' | 'MQTT_PASSWORD' | 'MQTT_CA_FILE', string>>;
  /** The API's account as MQTT options (for a test that plays the API's side). */
  apiOptions(): Promise<IClientOptions>;
}

/**
 * The fleet's broker as deployed (docs/device-agent.md, the broker): Mosquitto with the shipped
 * deploy/fleet/mosquitto.conf (TLS only, no anonymous client, the dynamic-security plugin), its listener
 * moved to a free loopback port; certificates from deploy/fleet/make-local-ca.sh and an admin account from
 * `mosquitto_ctrl dynsec init`. Provision accounts with `withAccounts` (kiosks, the API).
 */
export async function startSecureBroker(): Promise<SecureTestBroker> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fleet-broker-'));
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  run('bash', [join(FLEET_DEPLOY, 'make-local-ca.sh'), dir]);
  const admin = { username: 'admin', password: `admin-${port}-${Date.now()}` };
  run('mosquitto_ctrl', ['dynsec', 'init', 'dynamic-security.json', admin.username, admin.password]);
  const config = readFileSync(join(FLEET_DEPLOY, 'mosquitto.conf'), 'utf8');
  if (!/^listener 8883$/m.test(config)) throw new Error('deploy/fleet/mosquitto.conf: no "listener 8883"');
  writeFileSync(
    join(dir, 'mosquitto.conf'),
    config.replace(/^listener 8883$/m, `listener ${port} 127.0.0.1`),
  );
  // As root, Mosquitto drops to its own user, which must read the key and write the accounts file.
  if (process.getuid?.() === 0) run('chown', ['-R', 'mosquitto:', dir]);
  const url = `mqtts://127.0.0.1:${port}`;
  const broker = await launchBroker(port, ['-c', 'mosquitto.conf'], { cwd: dir }, url);
  const caFile = join(dir, 'certs', 'ca.crt');
  const ca = readFileSync(caFile);
  const clientOptions = (account?: { username: string; password: string }): IClientOptions => ({
    ca,
    ...(account ?? {}),
  });
  const withAccounts = async <T>(use: (accounts: BrokerAccounts) => Promise<T>): Promise<T> => {
    const accounts = await connectBrokerAccounts(url, clientOptions(admin));
    try {
      return await use(accounts);
    } finally {
      await accounts.close();
    }
  };
  const made = new Map<string, Promise<{ username: string; password: string }>>();
  const account = (
    key: string,
    make: (accounts: BrokerAccounts) => Promise<{ username: string; password: string }>,
  ) => {
    let found = made.get(key);
    if (!found) made.set(key, (found = withAccounts(make)));
    return found;
  };
  const api = () => account('api', (accounts) => accounts.createApi('api'));
  return {
    ...broker,
    caFile,
    admin,
    clientOptions,
    withAccounts,
    kioskOptions: async (deviceId) =>
      clientOptions(await account(`kiosk:${deviceId}`, (accounts) => accounts.createKiosk(deviceId))),
    apiEnv: async () => {
      const { username, password } = await api();
      return { MQTT_URL: url, MQTT_USERNAME: username, MQTT_PASSWORD: password, MQTT_CA_FILE: caFile };
    },
    apiOptions: async () => clientOptions(await api()),
    // The test CA's key and the accounts file go with the broker.
    stop: () => broker.stop().then(() => rmSync(dir, { recursive: true, force: true })),
  };
}
