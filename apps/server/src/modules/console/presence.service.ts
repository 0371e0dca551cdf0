import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALERT_DEFAULTS } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { cacheKey } from '../../caches';
import { forgetFleetRows } from './fleet-overview.service';
import { findPresence, setAgentStatus, touchLastSeen } from './presence.repository';

/** For releases: it records the kiosk page's version it read from the page's calls. */
export { setWebVersion } from './presence.repository';

/** A kiosk's last call is written at most this often per kiosk and instance. */
export const LAST_SEEN_EVERY_MS = 60_000;
/** No call for longer than this (three writes missed) is a gap: the kiosk could not reach the API. */
export const CALL_GAP_MS = 3 * LAST_SEEN_EVERY_MS;

/** When the kiosk was last seen, and its latest gap in calls (for the offline kits' window). */
export const kioskPresenceOf = (ctx: AppContext, deviceId: string) => findPresence(ctx.db, deviceId);

/**
 * A call made by the paired kiosk itself (its device credential, for its own device): phones, staff and
 * anyone who only knows the device id cannot make an offline kiosk look online.
 */
export const kioskOfCall = (request: FastifyRequest): string | null => {
  const { caller } = request;
  const deviceId = (request.params as { deviceId?: unknown } | undefined)?.deviceId;
  return caller?.kind === 'kiosk' && caller.deviceId === deviceId ? deviceId : null;
};

/**
 * Records each kiosk's last call after it answered, cheaply: once a minute per kiosk and instance, off the
 * request. The overview's rows kept in memory are dropped only when the kiosk may have been offline until
 * now (no instance had recorded a call of it within the offline threshold): a call of a kiosk already
 * online changes only its "last seen", which the rows' refresh (every ROWS_MAX_AGE_MS) shows. At 5,000
 * kiosks, dropping them on every call would compute every kiosk's row again many times a second; so would
 * a started instance that took each kiosk's first call to it for a kiosk coming back.
 */
export function registerPresence(app: FastifyInstance, ctx: AppContext): void {
  const written = new Map<string, number>();
  const offlineMs = ALERT_DEFAULTS.offlineMinutes * 60_000;
  app.addHook('onResponse', async (request, reply) => {
    const deviceId = kioskOfCall(request);
    if (reply.statusCode >= 400 || !deviceId) return;
    const now = ctx.now();
    if (now.getTime() - (written.get(deviceId) ?? 0) < LAST_SEEN_EVERY_MS) return;
    written.set(deviceId, now.getTime());
    touchLastSeen(ctx.db, deviceId, now, CALL_GAP_MS)
      .then((previous) => {
        if (!previous || now.getTime() - previous.getTime() > offlineMs) forgetFleetRows(ctx);
      })
      .catch((error: unknown) => ctx.log.warn({ err: error, deviceId }, 'last seen not recorded'));
  });
}

/** On the app's caches: the status each kiosk's agent last had written by this instance (online and version). */
const WRITTEN_STATUSES = cacheKey('console.writtenAgentStatuses', () => new Map<string, string>());

/**
 * The device link heard an agent's retained status. The agent publishes it again after every unit (its
 * slots' faults), and every instance hears it: what this instance already wrote (online, version) is not
 * written again, since the statement would change nothing.
 */
export function recordAgentStatus(
  ctx: AppContext,
  deviceId: string,
  status: { isOnline: boolean; version: string | null },
): void {
  const written = ctx.caches.of(WRITTEN_STATUSES);
  const key = `${status.isOnline}:${status.version ?? ''}`;
  if (written.get(deviceId) === key) return;
  // Noted before the write, so a status heard meanwhile is compared with this one, the latest.
  written.set(deviceId, key);
  setAgentStatus(ctx.db, deviceId, status.isOnline, ctx.now(), status.version)
    .then(() => forgetFleetRows(ctx))
    .catch((error: unknown) => {
      if (written.get(deviceId) === key) written.delete(deviceId);
      ctx.log.warn({ err: error, deviceId }, 'agent status not recorded');
    });
}
