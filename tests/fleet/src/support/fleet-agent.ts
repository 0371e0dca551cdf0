import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAgent } from '@kiosk/agent';
import { type Dispenser, type UnitInput } from '@kiosk/device-link';
import { DispenserSimulator } from '@kiosk/device-link/simulator';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The fleet suite's device agent, with knobs to keep a dispense running while a test acts. */
export interface FleetAgent {
  /** Units wait in the machine until release(). */
  hold(): void;
  release(): void;
  /** Extra time per unit. */
  setExtraMs(ms: number): void;
  /** Cuts the agent's broker connection; it connects again by itself. */
  dropConnection(): void;
  close(): Promise<void>;
  /** What runs, for the figures. */
  description: string;
}

export interface FleetAgentOptions {
  deviceId: string;
  brokerUrl: string;
  journalPath: string;
  unitMs: number;
  /** The kiosk's own broker account and the CA of the broker's TLS listener. */
  account: { username: string; password: string };
  caFile: string;
  /** How often unacknowledged outcomes and offline kits are offered again. */
  offerEveryMs: number;
}

/** The simulator with knobs: extra time, or a gate. */
class SlowableDispenser implements Dispenser {
  extraMs = 0;
  private gate: Promise<void> | null = null;
  private open: () => void = () => undefined;
  constructor(private readonly inner: DispenserSimulator) {}
  hold() {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release() {
    this.gate = null;
    this.open();
  }
  async dispenseUnit(unit: UnitInput) {
    if (this.gate) await this.gate;
    if (this.extraMs) await sleep(this.extraMs);
    return this.inner.dispenseUnit(unit);
  }
  unitOutcome = (unit: UnitInput) => this.inner.unitOutcome(unit);
  status = (deviceId: string) => this.inner.status(deviceId);
}

/**
 * The agent in this process (from the sources), or, when KIOSK_PC_TARBALL names a kiosk PC release, the
 * agent as a kiosk PC runs it: unpacked, its own Node and bundle, in a process of its own.
 */
export function startFleetAgent(options: FleetAgentOptions): FleetAgent {
  const tarball = process.env.KIOSK_PC_TARBALL;
  return tarball ? startReleaseAgent(tarball, options) : startSourceAgent(options);
}

function startSourceAgent(options: FleetAgentOptions): FleetAgent {
  const dispenser = new SlowableDispenser(new DispenserSimulator({ unitMs: options.unitMs }));
  const { account, caFile, unitMs: _unitMs, ...rest } = options;
  const agent = startAgent({
    ...rest,
    dispenser,
    mqtt: { ...account, ca: readFileSync(caFile) },
  });
  return {
    hold: () => dispenser.hold(),
    release: () => dispenser.release(),
    setExtraMs: (ms) => (dispenser.extraMs = ms),
    dropConnection: () => agent.client.stream.destroy(),
    close: () => agent.close(),
    description: `one device agent (in the suite's process, simulator, ${options.unitMs} ms per unit)`,
  };
}

/**
 * A driver module (AGENT_DRIVER) for the released agent: one motor, every unit drops after unitMs, and
 * the knobs read from a control file at each unit (the agent runs in another process). Also the kiosk PCs'
 * driver in rollout.fleet.ts.
 */
export const CONTROLLED_DRIVER = `import { readFileSync } from 'node:fs';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export default ({ env }) => {
  const control = () => JSON.parse(readFileSync(env.FLEET_DRIVER_CONTROL, 'utf8'));
  const units = new Map();
  let tail = Promise.resolve();
  return {
    dispenseUnit(unit) {
      const id = unit.orderId + ':' + unit.unitIndex;
      if (!units.has(id)) {
        const run = tail.then(async () => {
          while (control().hold) await sleep(20);
          await sleep(Number(env.DISPENSE_UNIT_MS) + control().extraMs);
          return 'dropped';
        });
        units.set(id, run);
        tail = run;
      }
      return units.get(id);
    },
    async unitOutcome(unit) {
      return units.get(unit.orderId + ':' + unit.unitIndex) ?? 'unknown';
    },
    async status() {
      return { isOnline: true, faultedSlots: [] };
    },
  };
};
`;

function startReleaseAgent(tarball: string, options: FleetAgentOptions): FleetAgent {
  const work = mkdtempSync(join(tmpdir(), 'fleet-release-agent-'));
  execFileSync('tar', ['-xzf', tarball, '-C', work]);
  const release = join(
    work,
    readdirSync(work).find((name) => name.startsWith('kiosk-pc-'))!,
  );
  const driver = join(work, 'fleet-driver.mjs');
  const controlFile = join(work, 'control.json');
  writeFileSync(driver, CONTROLLED_DRIVER);
  let control = { hold: false, extraMs: 0 };
  const setControl = (change: Partial<typeof control>) => {
    control = { ...control, ...change };
    // Written whole, then renamed into place: the driver never reads half a file.
    writeFileSync(`${controlFile}.new`, JSON.stringify(control));
    renameSync(`${controlFile}.new`, controlFile);
  };
  setControl({});
  const child = spawn(join(release, 'node/bin/node'), [join(release, 'agent/kiosk-agent.mjs')], {
    cwd: work,
    env: {
      PATH: '/usr/bin:/bin',
      AGENT_DEVICE_ID: options.deviceId,
      MQTT_URL: options.brokerUrl,
      MQTT_USERNAME: options.account.username,
      MQTT_PASSWORD: options.account.password,
      MQTT_CA_FILE: options.caFile,
      AGENT_JOURNAL: options.journalPath,
      AGENT_DRIVER: driver,
      DISPENSE_UNIT_MS: String(options.unitMs),
      AGENT_OFFER_EVERY_MS: String(options.offerEveryMs),
      FLEET_DRIVER_CONTROL: controlFile,
    },
    stdio: ['ignore', process.env.FLEET_AGENT_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  return {
    hold: () => setControl({ hold: true }),
    release: () => setControl({ hold: false }),
    setExtraMs: (extraMs) => setControl({ extraMs }),
    dropConnection: () => child.kill('SIGUSR2'),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve()).kill('SIGTERM');
      }),
    description: `one device agent (from ${tarball.split('/').at(-1)}: its own Node and bundle, a driver module of ${options.unitMs} ms per unit)`,
  };
}
