import type { Db } from '../../db/client';
import { hashSecret } from '../../lib/secrets';
import { clearGuesses } from '../../lib/guess-throttle';
import { staffThrottlePrefix } from './staff-auth.service';

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
 * A new staff passkey's stored form, an argon2id hash (the kiosk-setup module writes it on the device):
 * a passkey that cannot be used is refused.
 */
export async function staffPasskeyHash(passkey: string): Promise<string> {
  const problem = passkeyProblem(passkey);
  if (problem) throw new StaffCredentialError(problem);
  return hashSecret(passkey);
}

/** The device's staff sign-in lockout is lifted once its passkey changes: old guesses were for the old one. */
export async function forgetStaffGuesses(db: Db, deviceId: string): Promise<void> {
  await clearGuesses(db, staffThrottlePrefix(deviceId));
}
