import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, STAFF_API } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { forgetFleetRows } from './fleet-overview.service';
import { setAgentStatus, touchLastSeen } from './presence.repository';

/** A kiosk's last call is written at most this often per kiosk and instance. */
export const LAST_SEEN_EVERY_MS = 60_000;

/** The calls a kiosk's browser makes (a phone's and staff calls are not the kiosk being there). */
const KIOSK_CALLS = new Set<string>([
  API.device,
  API.config,
  API.products,
  API.product,
  API.stock,
  API.orders,
]);
const NOT_KIOSK = new Set<string>(Object.values(STAFF_API));

export const isKioskCall = (request: FastifyRequest): boolean => {
  const url = request.routeOptions.url;
  return url !== undefined && KIOSK_CALLS.has(url) && !NOT_KIOSK.has(url) && !request.headers.authorization;
};

/** Records each kiosk's last call after it answered, cheaply: once a minute per kiosk, off the request. */
export function registerPresence(app: FastifyInstance, ctx: AppContext): void {
  const written = new Map<string, number>();
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 || !isKioskCall(request)) return;
    const deviceId = (request.params as { deviceId?: unknown }).deviceId;
    if (typeof deviceId !== 'string') return;
    const now = ctx.now();
    if (now.getTime() - (written.get(deviceId) ?? 0) < LAST_SEEN_EVERY_MS) return;
    written.set(deviceId, now.getTime());
    touchLastSeen(ctx.db, deviceId, now)
      .then(() => forgetFleetRows(ctx))
      .catch((error: unknown) => ctx.log.warn({ err: error, deviceId }, 'last seen not recorded'));
  });
}

/** The device link heard an agent's retained status. */
export function recordAgentStatus(ctx: AppContext, deviceId: string, isOnline: boolean): void {
  setAgentStatus(ctx.db, deviceId, isOnline, ctx.now())
    .then(() => forgetFleetRows(ctx))
    .catch((error: unknown) => ctx.log.warn({ err: error, deviceId }, 'agent status not recorded'));
}
