import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { forgetFleetRows } from './fleet-overview.service';
import { setAgentStatus, touchLastSeen } from './presence.repository';

/** A kiosk's last call is written at most this often per kiosk and instance. */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * A call made by the paired kiosk itself (its device credential, for its own device): phones, staff and
 * anyone who only knows the device id cannot make an offline kiosk look online.
 */
export const kioskOfCall = (request: FastifyRequest): string | null => {
  const { caller } = request;
  const deviceId = (request.params as { deviceId?: unknown } | undefined)?.deviceId;
  return caller?.kind === 'kiosk' && caller.deviceId === deviceId ? deviceId : null;
};

/** Records each kiosk's last call after it answered, cheaply: once a minute per kiosk, off the request. */
export function registerPresence(app: FastifyInstance, ctx: AppContext): void {
  const written = new Map<string, number>();
  app.addHook('onResponse', async (request, reply) => {
    const deviceId = kioskOfCall(request);
    if (reply.statusCode >= 400 || !deviceId) return;
    const now = ctx.now();
    if (now.getTime() - (written.get(deviceId) ?? 0) < LAST_SEEN_EVERY_MS) return;
    written.set(deviceId, now.getTime());
    touchLastSeen(ctx.db, deviceId, now)
      .then(() => forgetFleetRows(ctx))
      .catch((error: unknown) => ctx.log.warn({ err: error, deviceId }, 'last seen not recorded'));
  });
}

/** The device link heard an agent's retained status. */
export function recordAgentStatus(
  ctx: AppContext,
  deviceId: string,
  status: { isOnline: boolean; version: string | null },
): void {
  setAgentStatus(ctx.db, deviceId, status.isOnline, ctx.now(), status.version)
    .then(() => forgetFleetRows(ctx))
    .catch((error: unknown) => ctx.log.warn({ err: error, deviceId }, 'agent status not recorded'));
}
