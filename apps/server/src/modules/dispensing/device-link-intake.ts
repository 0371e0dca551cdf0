import type { AppContext } from '../../app-context';
import { DeviceLinkDispenser } from '../../devices/device-link-dispenser';
import { recordLateOutcome } from './late-outcome.service';
import { takeInOfflineDispenses } from './offline-intake.service';

/**
 * With DISPENSER=device-link, what the agents report unasked is recorded here: the emergency kits they
 * dispensed while the kiosk could not reach the API, and unit outcomes that came after the server gave
 * up waiting (docs/device-agent.md). Over MQTT from the agent, so no HTTP credential is involved.
 */
export function listenToDeviceLink(ctx: AppContext): void {
  const { dispenser } = ctx;
  if (!(dispenser instanceof DeviceLinkDispenser)) return;
  dispenser.listen({
    onOfflineDispenses: (deviceId, dispenses) => takeInOfflineDispenses(ctx, deviceId, dispenses),
    onLateOutcome: (deviceId, unitId, outcome) => recordLateOutcome(ctx, deviceId, unitId, outcome),
  });
}
