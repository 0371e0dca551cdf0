import type { AppContext } from '../app-context';
import type { Config } from '../config/config';
import type { Dispenser } from '@kiosk/agent/dispenser';
import { DispenserSimulator } from '@kiosk/agent/dispenser';

/**
 * The dispenser drivers (DESIGN §2 rule 5, §5). Only the simulator exists today. The fleet's hardware
 * driver will be a `DeviceLinkDispenser` that sends each unit to the kiosk's device agent over the
 * device link (MQTT) and waits for the agent's sensor-confirmed outcome; it plugs in here, chosen by a
 * DISPENSER=simulator|device-link setting added to config.ts at the same time.
 */
export type DispenserDriver = 'simulator';

const DRIVERS: Record<DispenserDriver, (config: Config) => Dispenser> = {
  simulator: (config) =>
    new DispenserSimulator({ unitMs: config.dispenseUnitMs, faults: config.simulatorFaults }),
};

/** A new dispenser driver as the configuration says. Prefer {@link dispenserOf}, which shares one per app. */
export function createDispenser(config: Config, driver: DispenserDriver = 'simulator'): Dispenser {
  return DRIVERS[driver](config);
}

const perApp = new WeakMap<Config, Dispenser>();

/**
 * The app's one dispenser: the same instance for every caller holding the same context, so the
 * dispensing service, the dev fault API and status all see one motor queue and one set of faults.
 * Keyed by the context's config object (built once per app; tests build one per app).
 */
export function dispenserOf(ctx: Pick<AppContext, 'config'>): Dispenser {
  let dispenser = perApp.get(ctx.config);
  if (!dispenser) {
    dispenser = createDispenser(ctx.config);
    perApp.set(ctx.config, dispenser);
  }
  return dispenser;
}
