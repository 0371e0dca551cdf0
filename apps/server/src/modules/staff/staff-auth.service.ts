import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/app-error';
import {
  checkGuess,
  type GuessCeiling,
  type GuessCounter,
  type ThrottlePolicy,
} from '../../lib/guess-throttle';
import { GUESS_CLIENT_BUDGET, guessBudgetKey } from '../../lib/guess-budget';
import { guessInGate } from '../../lib/hash-gate';
import { verifySecret } from '../../lib/secrets';
import type { DeviceRow } from '../devices/devices.service';

/** Five wrong passkeys from one client pause that client's sign-in for five minutes. */
export const STAFF_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowMs: 10 * 60_000, lockMs: 5 * 60_000 };
/**
 * Wrong passkeys from outside the paired kiosks, all clients together: past 50 in ten minutes, each outside
 * client gets one try per pause of ten minutes (doubling to an hour) instead of five. It never locks
 * anyone: staff at a fresh browser, with no wrong tries of its own, still has its try.
 */
export const STAFF_OUTSIDE_CEILING: Omit<GuessCeiling, 'key'> = {
  maxFailures: 50,
  windowMs: 10 * 60_000,
  clientPolicy: { maxFailures: 1, windowMs: 10 * 60_000, lockMs: 10 * 60_000, maxLockMs: 60 * 60_000 },
};

/** The prefix of every staff sign-in counter of a device. */
export const staffThrottlePrefix = (deviceId: string): string => `staff:${deviceId}`;

/** docs/product.md §3: the last 12 characters of the device id; accepted only on a device in legacy mode (docs/decisions.md). */
export const legacyDevicePassword = (deviceId: string): string => deviceId.trim().slice(-12);

/**
 * Staff calls carry the device's staff credential as the bearer value (argon2 hash at rest). Wrong values
 * are counted per (device, client). Guesses from outside the device's paired kiosks also count against
 * the client's guess budget and a device-wide ceiling that tightens each outside client's tries (never a
 * lock of everyone), taken before the argon2 check waits for the hash gate; the kiosk's own calls do neither.
 */
export async function requireStaff(
  ctx: AppContext,
  device: DeviceRow,
  bearer: string,
  client: { key: string; isDeviceKiosk: boolean },
): Promise<'staff' | 'legacy'> {
  const prefix = staffThrottlePrefix(device.id);
  const counters: GuessCounter[] = [{ key: `${prefix}:${client.key}`, policy: STAFF_THROTTLE }];
  if (!client.isDeviceKiosk) counters.push({ key: guessBudgetKey(client.key), policy: GUESS_CLIENT_BUDGET });
  const check = async () => {
    if (device.isLegacyDevicePassword && bearer === legacyDevicePassword(device.id)) return 'legacy' as const;
    if (device.staffCredentialHash && (await verifySecret(device.staffCredentialHash, bearer))) {
      return 'staff' as const;
    }
    return null;
  };
  const actor = client.isDeviceKiosk
    ? await checkGuess(ctx.db, ctx.now(), counters, check)
    : await guessInGate(ctx.hashGate, 'any', (place) =>
        checkGuess(ctx.db, ctx.now(), counters, () => place.run(check), {
          key: `${prefix}:outside`,
          ...STAFF_OUTSIDE_CEILING,
        }),
      );
  if (!actor) throw unauthorized();
  return actor;
}
