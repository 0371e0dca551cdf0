import { randomBytes } from 'node:crypto';
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

const FLEET_DEPLOY = fileURLToPath(new URL('../../../../deploy/fleet/', import.meta.url));

/**
 * The broker's file descriptors as the shipped unit gives them (deploy/fleet/mosquitto.service.d, systemd's
 * soft default of 1,024 without it), capped by this process's own hard limit.
 */
function unitFileLimit(): number {
  let limit = 1024;
  try {
    const dropIn = readFileSync(join(FLEET_DEPLOY, 'mosquitto.service.d', 'fleet.conf'), 'utf8');
    limit = Number(/^LimitNOFILE=(\d+)$/m.exec(dropIn)?.[1] ?? limit);
  } catch {
    // No drop-in: systemd's default.
  }
  // Raising the hard limit takes CAP_SYS_RESOURCE, which a container's root may lack.
  const hard = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  return hard === 'unlimited' ? limit : Math.min(limit, Number(hard));
}

/** A Mosquitto of a test's own on a free loopback port (the machine's shared broker is never restarted). */
async function launchBroker(
  port: number,
  args: string[],
  spawnOptions: { cwd?: string },
  url: string,
): Promise<TestBroker> {
  const files = unitFileLimit();
  let child: ChildProcess | null = null;
  // A test process that dies without its after-hooks (a timeout) takes its broker with it.
  const onExit = () => child?.kill('SIGKILL');
  process.once('exit', onExit);
  const launch = async () => {
    child = spawn('prlimit', [`--nofile=${files}:${files}`, 'mosquitto', ...args], {
      stdio: 'ignore',
      ...spawnOptions,
    });
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

export interface SecureTestBroker extends TestBroker {
  /** The local CA that signed the broker's certificate (MQTT_CA_FILE), in the broker's folder. */
  caFile: string;
  /** The folder the broker runs in, and the CA's (its key, the admin's certificate), outside it. */
  dirs: { broker: string; ca: string };
  /** The admin's loopback listener and its client certificate (MQTT_ADMIN_URL, _CERT, _KEY). */
  admin: { url: string; certFile: string; keyFile: string };
  /** TLS options trusting the CA, with an account's credentials (none: an anonymous client). */
  clientOptions(account?: { username: string; password: string }): IClientOptions;
  /** The admin account's connection, for the time of `use` (accounts made with it persist). */
  withAccounts<T>(use: (accounts: BrokerAccounts) => Promise<T>): Promise<T>;
  /** The kiosk's account (made on first use) as its agent's MQTT options. */
  kioskOptions(deviceId: string): Promise<IClientOptions>;
  /** An API instance's account (made on first use; default `api`) as its MQTT_* environment. */
  apiEnv(
    username?: string,
  ): Promise<Record<'MQTT_URL' | 'MQTT_USERNAME' | 'MQTT_PASSWORD' | 'MQTT_CA_FILE', string>>;
  /** An API account as MQTT options with its bound client id (for a test that plays the API's side). */
  apiOptions(username?: string): Promise<IClientOptions>;
}

/** The shipped mosquitto.conf with its two listeners moved to free loopback ports. */
function fleetConfig(port: number, adminPort: number): string {
  const config = readFileSync(join(FLEET_DEPLOY, 'mosquitto.conf'), 'utf8');
  for (const listener of [/^listener 8883$/m, /^listener 8884 127\.0\.0\.1$/m])
    if (!listener.test(config)) throw new Error(`deploy/fleet/mosquitto.conf: no ${String(listener)}`);
  return config
    .replace(/^listener 8883$/m, `listener ${port} 127.0.0.1`)
    .replace(/^listener 8884 127\.0\.0\.1$/m, `listener ${adminPort} 127.0.0.1`);
}

/**
 * The fleet's broker as deployed (docs/device-agent.md, the broker): Mosquitto with the shipped
 * deploy/fleet/mosquitto.conf (TLS only, no anonymous client, the dynamic-security plugin, the admin on a
 * loopback listener by its certificate) and the file descriptors of the shipped unit, its listeners moved
 * to free loopback ports; certificates from deploy/fleet/make-local-ca.sh and the admin account from
 * `mosquitto_ctrl dynsec init` with a password thrown away, as the docs set it up. Provision accounts with
 * `withAccounts` (kiosks, the API).
 */
export async function startSecureBroker(): Promise<SecureTestBroker> {
  const [port, adminPort] = [await freePort(), await freePort()];
  const root = mkdtempSync(join(tmpdir(), 'fleet-broker-'));
  const dirs = { broker: join(root, 'broker'), ca: join(root, 'ca') };
  const run = (command: string, args: string[], env: Record<string, string> = {}) => {
    const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  run('bash', [join(FLEET_DEPLOY, 'make-local-ca.sh'), dirs.broker], { CA_DIR: dirs.ca });
  const accountsFile = join(dirs.broker, 'dynamic-security.json');
  run('mosquitto_ctrl', ['dynsec', 'init', accountsFile, 'admin', randomBytes(32).toString('base64url')]);
  writeFileSync(join(dirs.broker, 'mosquitto.conf'), fleetConfig(port, adminPort));
  // As root, Mosquitto drops to its own user, which must read the key and write the accounts file.
  if (process.getuid?.() === 0) run('chown', ['-R', 'mosquitto:', dirs.broker]);
  const url = `mqtts://127.0.0.1:${port}`;
  const broker = await launchBroker(port, ['-c', 'mosquitto.conf'], { cwd: dirs.broker }, url);
  const caFile = join(dirs.broker, 'certs', 'ca.crt');
  const ca = readFileSync(caFile);
  const admin = {
    url: `mqtts://127.0.0.1:${adminPort}`,
    certFile: join(dirs.ca, 'admin.crt'),
    keyFile: join(dirs.ca, 'admin.key'),
  };
  const clientOptions = (account?: { username: string; password: string }): IClientOptions => ({
    ca,
    ...(account ?? {}),
  });
  // One admin connection at a time: the plugin answers on one topic that every admin connection hears.
  let turn: Promise<unknown> = Promise.resolve();
  const withAccounts = <T>(use: (accounts: BrokerAccounts) => Promise<T>): Promise<T> => {
    const mine = turn.then(async () => {
      const accounts = await connectBrokerAccounts(admin.url, {
        ca,
        cert: readFileSync(admin.certFile),
        key: readFileSync(admin.keyFile),
      });
      try {
        return await use(accounts);
      } finally {
        await accounts.close();
      }
    });
    turn = mine.catch(() => undefined);
    return mine;
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
  const api = (username = 'api') => account(`api:${username}`, (accounts) => accounts.createApi(username));
  return {
    ...broker,
    caFile,
    dirs,
    admin,
    clientOptions,
    withAccounts,
    kioskOptions: async (deviceId) =>
      clientOptions(await account(`kiosk:${deviceId}`, (accounts) => accounts.createKiosk(deviceId))),
    apiEnv: async (username) => {
      const account = await api(username);
      return {
        MQTT_URL: url,
        MQTT_USERNAME: account.username,
        MQTT_PASSWORD: account.password,
        MQTT_CA_FILE: caFile,
      };
    },
    apiOptions: async (username) => {
      const account = await api(username);
      return { ...clientOptions(account), clientId: account.username };
    },
    // The test CA's key and the accounts file go with the broker.
    stop: () => broker.stop().then(() => rmSync(root, { recursive: true, force: true })),
  };
}
