import { randomBytes } from 'node:crypto';
import { PAIRING_CODE_PARAM, type TKioskCredential, type TKioskPairingCode } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { cacheKey } from '../../caches';
import { WatchedCache } from '../../db/watched-cache';
import { AppError, forbidden, notFound, unauthorized } from '../../http/app-error';
import { checkGuess, type GuessCeiling, type ThrottlePolicy } from '../../lib/guess-throttle';
import { GUESS_CLIENT_BUDGET, guessBudgetKey } from '../../lib/guess-budget';
import { guessInGate } from '../../lib/hash-gate';
import { hashSecret, keyedHash, randomPasskey, verifySecret } from '../../lib/secrets';
import {
  closeOpenPairingCodes,
  findKioskCredential,
  revokeDeviceCredentials,
  insertKioskCredential,
  insertPairingCode,
  listKioskCredentials,
  listOpenPairingCodes,
  markPairingCodeUsed,
  revokeKioskCredential,
  type KioskCredentialRow,
} from './kiosk-credentials.repository';

export const PAIRING_CODE_LENGTH = 10;
export const PAIRING_CODE_TTL_MS = 30 * 60_000;

/** Wrong pairing codes from one client; and from everyone together, a ceiling that tightens each client's. */
export const PAIRING_CLIENT_THROTTLE: ThrottlePolicy = {
  maxFailures: 10,
  windowMs: 10 * 60_000,
  lockMs: 10 * 60_000,
};
/** Past 50 wrong codes for a device from everyone in ten minutes, each client gets one try per pause. */
export const PAIRING_DEVICE_CEILING: Omit<GuessCeiling, 'key'> = {
  maxFailures: 50,
  windowMs: 10 * 60_000,
  clientPolicy: { maxFailures: 1, windowMs: 10 * 60_000, lockMs: 10 * 60_000, maxLockMs: 60 * 60_000 },
};

/**
 * The device credential is 256 random bits, so a keyed hash (HMAC-SHA256 with the server's key) keeps it
 * as safe at rest as argon2 would (there is nothing to guess offline), and it is found again by its hash
 * in one indexed read: argon2 would cost every kiosk call tens of milliseconds of CPU.
 */
const tokenHashOf = (ctx: Pick<AppContext, 'secret'>, token: string) =>
  keyedHash(ctx.secret, 'kiosk-credential', token);

/** The kiosk address that pairs itself with this code (the web app removes the code from the bar). */
export const pairingUrl = (publicUrl: string, deviceId: string, code: string): string =>
  `${publicUrl}/?${new URLSearchParams({ deviceId, [PAIRING_CODE_PARAM]: code }).toString()}`;

/** A one-time pairing code for the device: stored as an argon2 hash, single use, 30 minutes. */
export async function createPairingCode(
  db: Db,
  publicUrl: string,
  deviceId: string,
  now: Date,
): Promise<TKioskPairingCode> {
  const code = randomPasskey(PAIRING_CODE_LENGTH);
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS);
  await insertPairingCode(db, { deviceId, codeHash: await hashSecret(code), expiresAt });
  return { code, expiresAt: expiresAt.toISOString(), kioskUrl: pairingUrl(publicUrl, deviceId, code) };
}

const wrongCode = () =>
  new AppError({
    code: 'unauthorized',
    status: 401,
    message: 'error.unauthorized',
    description: 'error.pairing.invalid',
  });

/**
 * Pairs a browser with the device: by a one-time code (guesses counted per client, with a device-wide
 * ceiling), or by staff. Returns the new device credential, shown this once (it goes into the cookie).
 */
export async function pairKiosk(
  ctx: AppContext,
  deviceId: string,
  by: { code: string; client: string } | 'staff',
): Promise<{ token: string; credential: KioskCredentialRow }> {
  if (by !== 'staff') {
    const now = ctx.now();
    const counters = [
      { key: `pairing:${deviceId}:${by.client}`, policy: PAIRING_CLIENT_THROTTLE },
      { key: guessBudgetKey(by.client), policy: GUESS_CLIENT_BUDGET },
    ];
    const check = async () => {
      for (const open of await listOpenPairingCodes(ctx.db, deviceId, now)) {
        if (!(await verifySecret(open.codeHash, by.code))) continue;
        return (await markPairingCodeUsed(ctx.db, open.id, now)) ? open.id : null;
      }
      return null;
    };
    const usedId = await guessInGate(ctx.hashGate, 'any', (place) =>
      checkGuess(ctx.db, now, counters, () => place.run(check), {
        key: `pairing:${deviceId}:all`,
        ...PAIRING_DEVICE_CEILING,
      }),
    );
    if (!usedId) throw wrongCode();
  }
  const token = randomBytes(32).toString('base64url');
  const credential = await insertKioskCredential(ctx.db, {
    deviceId,
    tokenHash: tokenHashOf(ctx, token),
    pairedBy: by === 'staff' ? 'staff' : 'code',
  });
  return { token, credential };
}

/** The live credential a kiosk cookie holds: 401 when unknown or revoked, 403 when it is another device's. */
/**
 * Paired kiosks' credentials by token hash, dropped on any committed write to them: a revocation or rotation
 * holds on this instance from its commit, and on the others from its notice (see db/watched-cache.ts).
 */
const KIOSK_CREDENTIALS = cacheKey(
  'kiosks.credentials',
  (database) => new WatchedCache<KioskCredentialRow | null>(database, ['kiosk_credentials'], 10_000),
);

export async function kioskCredentialOf(
  ctx: Pick<AppContext, 'db' | 'secret' | 'caches'>,
  deviceId: string,
  token: string,
): Promise<KioskCredentialRow> {
  const tokenHash = tokenHashOf(ctx, token);
  const credential = await ctx.caches
    .of(KIOSK_CREDENTIALS)
    .get(tokenHash, () => findKioskCredential(ctx.db, tokenHash));
  if (!credential || credential.revokedAt) throw unauthorized();
  if (credential.deviceId !== deviceId) {
    throw forbidden();
  }
  return credential;
}

const toView = (row: KioskCredentialRow): TKioskCredential => ({
  id: row.id,
  pairedBy: row.pairedBy === 'staff' ? 'staff' : 'code',
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export const listKiosks = async (db: Db, deviceId: string): Promise<TKioskCredential[]> =>
  (await listKioskCredentials(db, deviceId)).map(toView);

/** Revokes a paired browser: its next kiosk call gets 401. */
export async function revokeKiosk(ctx: AppContext, deviceId: string, credentialId: string): Promise<void> {
  if (!(await revokeKioskCredential(ctx.db, deviceId, credentialId, ctx.now()))) throw notFound('kiosk');
}

/** Rotation: the old credential stops working now; the code pairs the browser again with a new one. */
export async function rotateKiosk(
  ctx: AppContext,
  deviceId: string,
  credentialId: string,
): Promise<TKioskPairingCode> {
  await revokeKiosk(ctx, deviceId, credentialId);
  return createPairingCode(ctx.db, ctx.config.publicUrl, deviceId, ctx.now());
}

/**
 * Unpairs every browser of a retired kiosk and ends its open pairing codes, on the caller's transaction:
 * each paired browser gets 401 on its next call. Returns how many browsers were paired.
 */
export async function unpairDevice(tx: Db, deviceId: string, now: Date): Promise<number> {
  await closeOpenPairingCodes(tx, deviceId, now);
  return revokeDeviceCredentials(tx, deviceId, now);
}
