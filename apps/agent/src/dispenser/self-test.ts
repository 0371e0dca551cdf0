import type { Dispenser } from '@kiosk/device-link';

/**
 * The driver's self-test, as a release on trial runs it (docs/device-agent.md): the driver's own
 * `selfTest` when it has one, else its `status`: the controller must answer and say it is online. It never
 * turns a motor. Undefined when it passed, else why not.
 */
export async function driverSelfTest(dispenser: Dispenser, deviceId: string): Promise<string | undefined> {
  if (dispenser.selfTest) return dispenser.selfTest(deviceId);
  const status = await dispenser.status(deviceId);
  return status.isOnline ? undefined : 'the dispenser controller does not answer (offline)';
}
