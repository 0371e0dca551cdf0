import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, fetch } from 'undici';
import { freePort } from './server-process';

const FLEET_DEPLOY = fileURLToPath(new URL('../../../../deploy/fleet/', import.meta.url));
/** The name plain HTTP redirects to (KIOSK_PUBLIC_HOST). */
export const PROXY_PUBLIC_HOST = 'kiosk.test';

export interface LoadBalancer {
  /** https://127.0.0.1:<port>: the TLS frontend. */
  url: string;
  /** http://127.0.0.1:<port>: the frontend that only redirects to HTTPS. */
  plainUrl: string;
  /** 127.0.0.1:<port>: HAProxy's stats socket (`show stat`, `show table per_address`). */
  statsAddress: string;
  /** The local CA that signed the proxy's certificate (PEM): trust it to talk to `url`. */
  ca: string;
  /**
   * What HAProxy printed so far (in the foreground: its warnings, such as a server marked DOWN or UP, and
   * a line per request naming the instance that answered it, `instances/api1 GET /path`).
   */
  log(): string;
  /** `haproxy -c -f haproxy.cfg` with this proxy's settings: its exit status and what it printed. */
  check(): { status: number | null; output: string };
  stop(): Promise<void>;
}

/**
 * HAProxy (Debian's) running the shipped deploy/fleet/haproxy.cfg, its settings from the environment as
 * in a deployment: free loopback ports for its two frontends, the API instances' ports, and a certificate
 * from deploy/fleet/make-local-ca.sh. It runs in the foreground, owned by the test.
 */
export async function startHaproxy(
  backendPorts: [number, number],
  options: {
    /** Its frontends' ports, when the instances must know its address before it starts (PUBLIC_URL). */
    ports?: { https: number; http: number };
    /** More settings (a fleet behind one address raises the per-address budgets, KIOSK_ADDRESS_*). */
    env?: Record<string, string>;
  } = {},
): Promise<LoadBalancer> {
  const { ports, env = {} } = options;
  const [httpsPort, httpPort] = ports ? [ports.https, ports.http] : [await freePort(), await freePort()];
  const statsPort = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fleet-haproxy-'));
  const made = spawnSync('bash', [join(FLEET_DEPLOY, 'make-local-ca.sh'), dir], {
    encoding: 'utf8',
    // The CA's key in the test's own folder, not in a sibling of it.
    env: { ...process.env, CA_DIR: join(dir, 'ca') },
  });
  if (made.status !== 0) throw new Error(`make-local-ca.sh failed: ${made.stderr}`);
  const ca = readFileSync(join(dir, 'certs', 'ca.crt'), 'utf8');
  const config = join(FLEET_DEPLOY, 'haproxy.cfg');
  const settings = {
    PATH: process.env.PATH,
    KIOSK_HTTPS_BIND: `127.0.0.1:${httpsPort}`,
    KIOSK_HTTP_BIND: `127.0.0.1:${httpPort}`,
    KIOSK_TLS_CERT: join(dir, 'certs', 'proxy.pem'),
    KIOSK_API_1: `127.0.0.1:${backendPorts[0]}`,
    KIOSK_API_2: `127.0.0.1:${backendPorts[1]}`,
    KIOSK_STATS_BIND: `127.0.0.1:${statsPort}`,
    KIOSK_PUBLIC_HOST: PROXY_PUBLIC_HOST,
    ...env,
  };
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: settings,
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const url = `https://127.0.0.1:${httpsPort}`;
  const dispatcher = new Agent({ connect: { ca } });
  try {
    for (let i = 0; i < 100; i++) {
      if (child.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
      const isUp = await fetch(`${url}/healthz`, { dispatcher }).then(
        (r) => r.ok,
        () => false,
      );
      if (isUp) {
        return {
          url,
          plainUrl: `http://127.0.0.1:${httpPort}`,
          statsAddress: `127.0.0.1:${statsPort}`,
          ca,
          log: () => output,
          check: () => {
            const checked = spawnSync('haproxy', ['-c', '-f', config], { encoding: 'utf8', env: settings });
            return { status: checked.status, output: `${checked.stdout}${checked.stderr}` };
          },
          // Its folder (the run's CA key among it) goes with it.
          stop: () =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGKILL');
            }).then(() => rmSync(dir, { recursive: true, force: true })),
        };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await dispatcher.close();
  }
  child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`haproxy did not start: ${output}`);
}
