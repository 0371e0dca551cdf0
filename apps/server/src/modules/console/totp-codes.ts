import { generateSecret, generateURI, verify } from 'otplib';
import { hashSecret, randomPasskey } from '../../lib/secrets';

/** The name authenticator apps show above the account's codes. */
const ISSUER = 'Kiosk console';
/** How far from the server's clock a code may be: one 30-second step either way. */
const TOLERANCE_SECONDS = 30;
const RECOVERY_CODES = 10;
/** A recovery code's first characters, kept in clear to find its row; the rest is checked by argon2id. */
const LOOKUP_LENGTH = 4;
const RECOVERY_CODE_LENGTH = 16;

/** A new key (160 random bits, base32) and the otpauth:// address of it for the operator's name. */
export function newTotpKey(name: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer: ISSUER, label: name, secret }) };
}

/**
 * The time step of a right code (RFC 6238, SHA-1, six digits, 30 seconds), or null. A step at or before
 * `lastTimeStep` is refused: a code is taken once.
 */
export async function timeStepOf(
  secret: string,
  code: string,
  now: Date,
  lastTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: normalCode(code),
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

/** A code as typed, without spaces and dashes, in small letters. */
export const normalCode = (code: string): string => code.replace(/[\s-]+/g, '').toLowerCase();

/** A recovery code as typed (dashes, spaces, capitals dropped) split into its lookup and its secret part. */
export const splitRecoveryCode = (code: string) => ({
  lookup: code.slice(0, LOOKUP_LENGTH),
  rest: code.slice(LOOKUP_LENGTH),
});

/** Ten new recovery codes: as shown (grouped in fours) and as kept (lookup, argon2id of the rest). */
export async function newRecoveryCodes(): Promise<{
  shown: string[];
  kept: { lookup: string; codeHash: string }[];
}> {
  const codes = new Set<string>();
  const lookups = new Set<string>();
  while (codes.size < RECOVERY_CODES) {
    const code = randomPasskey(RECOVERY_CODE_LENGTH);
    const { lookup } = splitRecoveryCode(code);
    if (lookups.has(lookup)) continue;
    lookups.add(lookup);
    codes.add(code);
  }
  const kept = await Promise.all(
    [...codes].map(async (code) => {
      const { lookup, rest } = splitRecoveryCode(code);
      return { lookup, codeHash: await hashSecret(rest) };
    }),
  );
  const shown = [...codes].map((code) => code.match(/.{4}/g)!.join('-'));
  return { shown, kept };
}
