import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

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

/**
 * A Mosquitto of a test's own on a free loopback port (the machine's shared broker is never restarted).
 * Without a configuration file Mosquitto 2 listens on loopback only and allows anonymous clients.
 */
export async function startBroker(): Promise<TestBroker> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  // A test process that dies without its after-hooks (a timeout) takes its broker with it.
  const onExit = () => child?.kill('SIGKILL');
  process.once('exit', onExit);
  const launch = async () => {
    child = spawn('mosquitto', ['-p', String(port)], { stdio: 'ignore' });
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
  return { url: `mqtt://127.0.0.1:${port}`, port, kill, restart: launch, stop: kill };
}
