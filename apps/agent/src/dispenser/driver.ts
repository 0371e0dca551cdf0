import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { Dispenser } from '@kiosk/device-link';
import { DriverLoadError } from './driver-load-error';
import { claimPort, lockDirOf, type PortClaim } from './port-claim';

export { DriverLoadError };

/** What the agent hands a driver when it builds one: its device, its environment, its log. */
export interface DriverConfig {
  deviceId: string;
  env: Record<string, string | undefined>;
  log: (message: string, fields?: Record<string, unknown>) => void;
  /**
   * The driver calls it each time it starts a slot's motor: once per unit, a jam included (a jam is
   * reported, never retried by turning again). The conformance suite counts the calls.
   */
  onMotorTurn?: (slot: string) => void;
}

/** A driver module's default export: builds the `Dispenser` the agent runs units through. */
export type DriverFactory = (config: DriverConfig) => Dispenser | Promise<Dispenser>;

/**
 * The test bench a driver is checked on by the conformance suite (`npm run test:driver`): a driver
 * module may export it as `conformanceBench`. Each slot is set up on the bench as its name says.
 */
export interface ConformanceBench {
  /** Settings the driver is built with on the bench (merged over the process's environment). */
  env?: Record<string, string>;
  /** The longest one check may take on this bench (60 s): a driver call that never settles fails it. */
  checkLimitMs?: number;
  slots: {
    /** Holds at least six units that drop normally. */
    stocked: string;
    /** Its motor turns and nothing falls. */
    jammed: string;
    /** Its empty switch is on. */
    empty: string;
    /** Items fall, but its drop sensor is covered or unplugged. */
    silentSensor: string;
  };
}

export interface DriverModule {
  name: string;
  create: DriverFactory;
  bench: ConformanceBench | null;
  /**
   * The serial device the driver would open with these settings, when it speaks to a board on one: a
   * driver module exports it as `serialPort`. The agent claims that port for as long as it runs.
   */
  serialPort: ((env: Record<string, string | undefined>) => string) | null;
}

const METHODS = ['dispenseUnit', 'unitOutcome', 'status'] as const;

/** Throws unless the value has the `Dispenser` methods the agent calls. */
export function assertDispenser(value: unknown, name: string): asserts value is Dispenser {
  const missing = METHODS.filter(
    (method) => typeof (value as Record<string, unknown> | null)?.[method] !== 'function',
  );
  if (missing.length)
    throw new DriverLoadError(`driver ${name} built no Dispenser: missing ${missing.join(', ')}`);
}

/**
 * The driver `AGENT_DRIVER` names: unset or `simulator` for the simulator, otherwise a path to a
 * module (relative to the working directory) whose default export is a `DriverFactory`.
 */
export async function loadDriverModule(spec: string | undefined): Promise<DriverModule> {
  if (!spec || spec === 'simulator') {
    const simulator = await import('./simulator-driver');
    return {
      name: 'simulator',
      create: simulator.default,
      bench: simulator.conformanceBench,
      serialPort: null,
    };
  }
  const url = pathToFileURL(resolve(spec)).href;
  let module: { default?: unknown; conformanceBench?: ConformanceBench; serialPort?: unknown };
  try {
    module = (await import(url)) as typeof module;
  } catch (error) {
    throw new DriverLoadError(`driver ${spec} could not be loaded: ${String(error)}`);
  }
  if (typeof module.default !== 'function')
    throw new DriverLoadError(`driver ${spec} has no default export that builds a Dispenser`);
  return {
    name: spec,
    create: module.default as DriverFactory,
    bench: module.conformanceBench ?? null,
    serialPort:
      typeof module.serialPort === 'function' ? (module.serialPort as DriverModule['serialPort']) : null,
  };
}

/** Loads the driver module and builds its dispenser, checked to be one. */
export async function loadDriver(spec: string | undefined, config: DriverConfig): Promise<Dispenser> {
  const module = await loadDriverModule(spec);
  const dispenser = await module.create(config);
  assertDispenser(dispenser, module.name);
  return dispenser;
}

/**
 * Claims the serial port the driver names (none for the simulator) for this process: kiosk:hw then
 * refuses to touch it. Throws PortBusyError when another live process holds it.
 */
export async function claimDriverPort(
  spec: string | undefined,
  env: Record<string, string | undefined>,
): Promise<PortClaim | null> {
  const module = await loadDriverModule(spec);
  const path = module.serialPort?.(env);
  return path ? claimPort(path, lockDirOf(env)) : null;
}
