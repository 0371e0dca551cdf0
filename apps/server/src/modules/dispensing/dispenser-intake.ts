import type { DispenserReports } from '@kiosk/device-link';
import type { AppContext } from '../../app-context';
import { recordLateOutcome } from './late-outcome.service';
import { takeInOfflineDispenses } from './offline-intake.service';
import { faultSlots } from '../stock/stock-units.service';
import { releaseHoldsOverStock } from '../stock/stock.service';

/**
 * The slots an agent's status says are faulted (its board reported them) go out of service, each on its
 * own: the sku's other slots keep selling. A slot the status no longer names stays out until staff
 * clear it after a check. Orders then holding more units than the working slots have give way
 * (releaseHoldsOverStock).
 */
export async function takeInFaultedSlots(
  ctx: AppContext,
  deviceId: string,
  slotIds: string[],
): Promise<void> {
  const taken = await faultSlots(ctx.db, deviceId, slotIds, { reason: 'agent', at: ctx.now() });
  if (!taken.length) return;
  ctx.log.warn({ deviceId, slots: taken }, 'slots the agent reported faulted are out of service');
  await releaseHoldsOverStock(ctx, deviceId);
}

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
