import type { ConformanceBench, DriverFactory } from './driver';
import { DispenserSimulator, parseSimulatorFaults } from '@kiosk/device-link/simulator';

/** The simulator as a driver (`AGENT_DRIVER` unset or `simulator`): DISPENSE_UNIT_MS, SIMULATOR_FAULTS. */
const createSimulator: DriverFactory = ({ env, onMotorTurn }) =>
  new DispenserSimulator({
    unitMs: Number(env.DISPENSE_UNIT_MS ?? 1500),
    faults: parseSimulatorFaults(env.SIMULATOR_FAULTS),
    ...(onMotorTurn ? { onMotorTurn: (_deviceId: string, slot: string) => onMotorTurn(slot) } : {}),
  });
export default createSimulator;

/** The simulator's bench for the conformance suite: one slot per condition, short units. */
export const conformanceBench: ConformanceBench = {
  env: { DISPENSE_UNIT_MS: '50', SIMULATOR_FAULTS: 'J1:jamx1000,E1:empty,S1:silentx1000' },
  slots: { stocked: 'A1', jammed: 'J1', empty: 'E1', silentSensor: 'S1' },
};
