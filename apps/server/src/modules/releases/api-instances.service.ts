import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { SERVER_VERSION } from '../../version';
import { listApiInstances, touchApiInstance } from './releases.repository';

/** How often an instance writes that it is alive; the console lists those seen within three of these. */
export const INSTANCE_HEARTBEAT_MS = 60_000;

/** Records this instance (id, version, start) once ready, then every minute while it runs. */
export function recordApiInstance(app: FastifyInstance, ctx: AppContext): void {
  const startedAt = ctx.now();
  const touch = () =>
    touchApiInstance(ctx.db, { id: ctx.instanceId, version: SERVER_VERSION, startedAt, at: ctx.now() }).catch(
      (error: unknown) => ctx.log.warn({ err: error }, 'API instance not recorded'),
    );
  const timer = setInterval(() => void touch(), INSTANCE_HEARTBEAT_MS);
  timer.unref();
  app.addHook('onReady', touch);
  app.addHook('onClose', async () => clearInterval(timer));
}

export async function apiInstanceList(ctx: AppContext) {
  const since = new Date(ctx.now().getTime() - 3 * INSTANCE_HEARTBEAT_MS);
  return (await listApiInstances(ctx.db, since)).map((row) => ({
    id: row.id,
    version: row.version,
    startedAt: new Date(row.startedAt).toISOString(),
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
  }));
}
