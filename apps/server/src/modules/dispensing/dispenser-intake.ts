import type { DispenserReports } from '@kiosk/device-link';
import type { AppContext } from '../../app-context';
import { recordLateOutcome } from './late-outcome.service';
import { takeInOfflineDispenses } from './offline-intake.service';

/**
 * What the dispenser reports unasked and dispensing records (with DISPENSER=device-link; the simulator
 * reports nothing): the emergency kits the agents dispensed while the kiosk could not reach the API, and
 * unit outcomes that came after the server gave up waiting (docs/device-agent.md). Over MQTT from the
 * agent, so no HTTP credential is involved.
 */
export const dispenserIntake = (
  ctx: AppContext,
): Pick<DispenserReports, 'onOfflineDispenses' | 'onLateOutcome'> => ({
  onOfflineDispenses: (deviceId, dispenses) => takeInOfflineDispenses(ctx, deviceId, dispenses),
  onLateOutcome: (deviceId, unitId, outcome) => recordLateOutcome(ctx, deviceId, unitId, outcome),
});
