import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/app-error';
import { withKeyLock } from '../../lib/key-lock';
import { verifySecret } from '../../lib/secrets';
import { assertOpen, clearFailures, recordFailure, type ThrottlePolicy } from '../../lib/throttle';
import type { DeviceRow } from '../devices/devices.repository';

export const STAFF_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowMs: 10 * 60_000, lockMs: 5 * 60_000 };

/** The throttle key of a device's staff sign-in. */
export const staffThrottleKey = (deviceId: string): string => `staff:${deviceId}`;

/** docs/product.md §3: the last 12 characters of the device id; accepted only on a device in legacy mode (docs/decisions.md). */
export const legacyDevicePassword = (deviceId: string): string => deviceId.trim().slice(-12);

/**
 * Staff calls carry the device's staff credential as the bearer value (argon2 hash at rest).
 * Wrong values are counted per device; the fifth locks the device's staff sign-in for five minutes.
 */
export async function requireStaff(
  ctx: AppContext,
  device: DeviceRow,
  bearer: string | null,
): Promise<'staff' | 'legacy'> {
  const key = staffThrottleKey(device.id);
  // One check at a time per device across the fleet, so guesses sent at once cannot all pass before any is counted.
  return withKeyLock(ctx.database, key, async () => {
    await assertOpen(ctx.db, key, ctx.now(), STAFF_THROTTLE);
    if (bearer) {
      if (device.isLegacyDevicePassword && bearer === legacyDevicePassword(device.id)) return 'legacy';
      if (device.staffCredentialHash && (await verifySecret(device.staffCredentialHash, bearer))) {
        await clearFailures(ctx.db, key);
        return 'staff';
      }
    }
    await recordFailure(ctx.db, key, ctx.now(), STAFF_THROTTLE);
    throw unauthorized();
  });
}
