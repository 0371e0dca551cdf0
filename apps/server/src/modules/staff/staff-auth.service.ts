import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/app-error';
import { checkGuess, type GuessCounter, type ThrottlePolicy } from '../../lib/guess-throttle';
import { verifySecret } from '../../lib/secrets';
import type { DeviceRow } from '../devices/devices.repository';

/** Five wrong passkeys from one client pause that client's sign-in for five minutes. */
export const STAFF_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowMs: 10 * 60_000, lockMs: 5 * 60_000 };
/** Wrong passkeys from outside the paired kiosks, all clients together: a higher ceiling, with backoff. */
export const STAFF_DEVICE_THROTTLE: ThrottlePolicy = {
  maxFailures: 50,
  windowMs: 10 * 60_000,
  lockMs: 60_000,
  maxLockMs: 30 * 60_000,
};

/** The prefix of every staff sign-in counter of a device. */
export const staffThrottlePrefix = (deviceId: string): string => `staff:${deviceId}`;

/** docs/product.md §3: the last 12 characters of the device id; accepted only on a device in legacy mode (docs/decisions.md). */
export const legacyDevicePassword = (deviceId: string): string => deviceId.trim().slice(-12);

/**
 * Staff calls carry the device's staff credential as the bearer value (argon2 hash at rest). Wrong values
 * are counted per (device, client); guesses from outside the device's paired kiosks also count towards a
 * device-wide ceiling, which therefore never locks out the kiosk's own staff.
 */
export async function requireStaff(
  ctx: AppContext,
  device: DeviceRow,
  bearer: string,
  client: { key: string; isDeviceKiosk: boolean },
): Promise<'staff' | 'legacy'> {
  const prefix = staffThrottlePrefix(device.id);
  const counters: GuessCounter[] = [{ key: `${prefix}:${client.key}`, policy: STAFF_THROTTLE }];
  if (!client.isDeviceKiosk) counters.push({ key: `${prefix}:outside`, policy: STAFF_DEVICE_THROTTLE });
  const actor = await checkGuess(ctx.db, ctx.now(), counters, async () => {
    if (device.isLegacyDevicePassword && bearer === legacyDevicePassword(device.id)) return 'legacy' as const;
    if (device.staffCredentialHash && (await verifySecret(device.staffCredentialHash, bearer))) {
      return 'staff' as const;
    }
    return null;
  });
  if (!actor) throw unauthorized();
  return actor;
}
