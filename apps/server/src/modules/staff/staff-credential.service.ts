import type { Db } from '../../db/client';
import { hashSecret } from '../../lib/secrets';
import { clearGuesses } from '../../lib/guess-throttle';
import { staffThrottlePrefix } from './staff-auth.service';
import { setStaffCredentialHash } from './staff.repository';

/**
 * Twelve characters, as for operator passwords: a passkey is typed on a touch keypad, but only at sign-in
 * and by staff, so the cost is small, while the guess budget (throttle and hash gate) is what bounds an
 * attacker, and it bounds 12 characters far better than 8. Generated passkeys have 12 too.
 */
export const PASSKEY_MIN_LENGTH = 12;
/** A bearer value carries at most 200 characters and no whitespace (see bearer.ts). */
export const PASSKEY_MAX_LENGTH = 200;

/** Why a new passkey cannot be used, or null when it can. */
export function passkeyProblem(passkey: string): string | null {
  if (passkey.length < PASSKEY_MIN_LENGTH)
    return `The passkey must have at least ${PASSKEY_MIN_LENGTH} characters.`;
  if (passkey.length > PASSKEY_MAX_LENGTH)
    return `The passkey must have at most ${PASSKEY_MAX_LENGTH} characters.`;
  if (/\s/.test(passkey)) return 'The passkey must not contain spaces or other blank characters.';
  return null;
}

export class StaffCredentialError extends Error {
  override name = 'StaffCredentialError';
}

/**
 * Sets (or rotates) a device's staff passkey: stored only as an argon2id hash. The device's staff
 * sign-in lockout is lifted, since the old guesses were against the old passkey.
 */
export async function setStaffPasskey(db: Db, deviceId: string, passkey: string): Promise<void> {
  const problem = passkeyProblem(passkey);
  if (problem) throw new StaffCredentialError(problem);
  const hash = await hashSecret(passkey);
  if (!(await setStaffCredentialHash(db, deviceId, hash))) {
    throw new StaffCredentialError(`There is no device ${deviceId} in this database.`);
  }
  await clearGuesses(db, staffThrottlePrefix(deviceId));
}
