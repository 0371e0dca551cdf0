import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Dispenser } from '@kiosk/agent/dispenser';
import { DispenserSimulator } from '@kiosk/agent/dispenser';
import type { AppContext } from '../app-context';
import type { Config } from '../config/config';
import { metricsOf } from '../modules/metrics/metrics';
import { DeviceLinkDispenser } from './device-link-dispenser';

type Needs = Pick<AppContext, 'config'> & Partial<Pick<AppContext, 'instanceId' | 'log'>>;

/**
 * The dispenser drivers (docs/architecture.md, house rule 5, §5), chosen by DISPENSER: the in-process simulator (the
 * embedded default), or device-link: each kiosk's device agent over MQTT (apps/agent).
 */
export function createDispenser(config: Config, ctx: Omit<Needs, 'config'> = {}): Dispenser {
  if (config.dispenser === 'simulator')
    return new DispenserSimulator({ unitMs: config.dispenseUnitMs, faults: config.simulatorFaults });
  const link = config.deviceLink;
  return new DeviceLinkDispenser({
    brokerUrl: link.brokerUrl,
    instanceId: ctx.instanceId ?? randomUUID(),
    timeoutMs: link.timeoutMs,
    giveUpMs: link.giveUpMs,
    mqtt: {
      ...(link.username ? { username: link.username, password: link.password } : {}),
      ...(link.caFile ? { ca: readFileSync(link.caFile) } : {}),
    },
    log: (message, fields) => ctx.log?.warn(fields ?? {}, message),
    // Counted and logged without the unit id or payload: the kiosk of the topic and why.
    onRefused: (deviceId, reason) => {
      metricsOf({ config }).deviceLinkRefused(reason);
      ctx.log?.warn({ deviceId, reason }, 'a device-link message was refused');
    },
  });
}

const perApp = new WeakMap<Config, Dispenser>();

/**
 * The app's one dispenser: the same instance for every caller holding the same context, so the
 * dispensing service, the dev fault API and status all see one motor queue and one set of faults.
 * Keyed by the context's config object (built once per app; tests build one per app).
 */
export function dispenserOf(ctx: Needs): Dispenser {
  let dispenser = perApp.get(ctx.config);
  if (!dispenser) {
    dispenser = createDispenser(ctx.config, ctx);
    perApp.set(ctx.config, dispenser);
  }
  return dispenser;
}

/** Closes the app's dispenser if it was made (the device link's broker connection). */
export async function closeDispenser(ctx: Pick<AppContext, 'config'>): Promise<void> {
  const dispenser = perApp.get(ctx.config);
  perApp.delete(ctx.config);
  await dispenser?.close?.();
}
