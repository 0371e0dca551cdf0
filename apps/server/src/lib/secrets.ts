import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A keyed hash for values that must be found again (codes, phone numbers): HMAC-SHA256, hex. */
export const keyedHash = (secret: string, purpose: string, value: string): string =>
  createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('hex');

export const safeEqualHex = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** Passkeys and access codes at rest: argon2id. */
export const hashSecret = (value: string): Promise<string> => hash(value);
export const verifySecret = async (stored: string, value: string): Promise<boolean> => {
  try {
    return await verify(stored, value);
  } catch {
    return false;
  }
};

export const randomDigits = (length: number): string =>
  Array.from({ length }, () => String(randomInt(0, 10))).join('');

const PASSKEY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const randomPasskey = (length = 12): string =>
  Array.from({ length }, () => PASSKEY_ALPHABET[randomInt(0, PASSKEY_ALPHABET.length)]).join('');

export const randomSecret = (): string => randomBytes(32).toString('hex');
