import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Dispenser } from '@kiosk/device-link';
import { DispenserSimulator } from '@kiosk/device-link/simulator';
import type { AppContext } from '../app-context';
import type { Config } from '../config/config';
import { DeviceLinkDispenser } from './device-link-dispenser';

type Needs = Partial<Pick<AppContext, 'instanceId' | 'log' | 'metrics'>>;

/**
 * The dispenser drivers (docs/architecture.md, house rule 5, §5), chosen by DISPENSER: the in-process simulator (the
 * embedded default), or device-link: each kiosk's device agent over MQTT (apps/agent). Built once with the
 * app (AppContext.dispenser) and closed with it.
 */
export function createDispenser(config: Config, ctx: Needs = {}): Dispenser {
  if (config.dispenser === 'simulator')
    return new DispenserSimulator({ unitMs: config.dispenseUnitMs, faults: config.simulatorFaults });
  const link = config.deviceLink;
  return new DeviceLinkDispenser({
    brokerUrl: link.brokerUrl,
    instanceId: ctx.instanceId ?? randomUUID(),
    timeoutMs: link.timeoutMs,
    giveUpMs: link.giveUpMs,
    mqtt: {
      // Each instance its own account, bound by the broker to the client id of its username.
      ...(link.username ? { username: link.username, password: link.password, clientId: link.username } : {}),
      ...(link.caFile ? { ca: readFileSync(link.caFile) } : {}),
    },
    log: (message, fields) => ctx.log?.warn(fields ?? {}, message),
    // Counted and logged without the unit id or payload: the kiosk of the topic and why.
    onRefused: (deviceId, reason) => {
      ctx.metrics?.deviceLinkRefused(reason);
      ctx.log?.warn({ deviceId, reason }, 'a device-link message was refused');
    },
  });
}
