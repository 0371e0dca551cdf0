import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/app-error';
import { keyedHash } from '../../lib/secrets';
import { findTokenKiosk } from './rollouts.repository';

/**
 * A kiosk's download token for one roll-out: 256 bits derived from the server's secret and a random nonce
 * kept with the kiosk's row, so the same token can be sent again (a kiosk that was offline) while only
 * its keyed hash is stored. It is random to anyone without the secret, so a keyed hash is as strong at
 * rest as argon2 and costs microseconds on each ranged request of a download (docs/security.md).
 */
export const newTokenNonce = (): string => randomBytes(16).toString('hex');

export const downloadTokenOf = (secret: string, rolloutId: string, deviceId: string, nonce: string) =>
  keyedHash(secret, 'release-download-token', `${rolloutId}\u0000${deviceId}\u0000${nonce}`);

export const downloadTokenHash = (secret: string, token: string) =>
  keyedHash(secret, 'release-download-token-hash', token);

/** The kiosk a bearer token was made for, when it is one and for this release; 401 otherwise. */
export async function requireDownloadToken(ctx: AppContext, bearer: string, version: string) {
  if (!/^[0-9a-f]{64}$/.test(bearer)) throw unauthorized();
  const row = await findTokenKiosk(ctx.db, downloadTokenHash(ctx.secret, bearer));
  if (!row || row.version !== version) throw unauthorized();
  return row;
}
