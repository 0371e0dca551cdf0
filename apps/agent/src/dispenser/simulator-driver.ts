import type { ConformanceBench, DriverFactory } from './driver';
import { DriverLoadError } from './driver-load-error';
import { DispenserSimulator, parseSimulatorFaults } from '@kiosk/device-link/simulator';

/** The simulator's settings, checked: a bad one stops the agent with a line naming it. */
function simulatorSettings(env: Record<string, string | undefined>) {
  const unitMs = Number(env.DISPENSE_UNIT_MS ?? 1500);
  if (!Number.isInteger(unitMs) || unitMs < 0 || unitMs > 60_000)
    throw new DriverLoadError('DISPENSE_UNIT_MS: must be a whole number of milliseconds from 0 to 60000');
  try {
    return { unitMs, faults: parseSimulatorFaults(env.SIMULATOR_FAULTS) };
  } catch (error) {
    throw new DriverLoadError(`SIMULATOR_FAULTS: ${(error as Error).message}`);
  }
}

/** The simulator as a driver (`AGENT_DRIVER` unset or `simulator`): DISPENSE_UNIT_MS, SIMULATOR_FAULTS. */
const createSimulator: DriverFactory = ({ env, onMotorTurn }) =>
  new DispenserSimulator({
    ...simulatorSettings(env),
    ...(onMotorTurn ? { onMotorTurn: (_deviceId: string, slot: string) => onMotorTurn(slot) } : {}),
  });
export default createSimulator;

/** The simulator's bench for the conformance suite: one slot per condition, short units. */
export const conformanceBench: ConformanceBench = {
  env: { DISPENSE_UNIT_MS: '50', SIMULATOR_FAULTS: 'J1:jamx1000,E1:empty,S1:silentx1000' },
  slots: { stocked: 'A1', jammed: 'J1', empty: 'E1', silentSensor: 'S1' },
};
