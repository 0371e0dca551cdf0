import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
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

/** A value kept for one reader to see again (AES-256-GCM under a key derived from the secret and purpose). */
export function seal(secret: string, purpose: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The sealed value, or null when it was sealed under another secret or purpose, or altered. */
export function unseal(secret: string, purpose: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const sealKey = (secret: string, purpose: string): Buffer =>
  createHmac('sha256', secret).update(`seal\u0000${purpose}`).digest();
