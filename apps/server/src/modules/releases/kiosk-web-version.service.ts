import type { FastifyInstance } from 'fastify';
import { KIOSK_WEB_VERSION_HEADER, ZReleaseVersion } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { kioskOfCall, setWebVersion } from '../console/presence.service';

/**
 * Records the kiosk page's version from the header its pairing check carries (every five minutes): only a
 * paired kiosk's call for its own device, and only when it differs from what this instance last wrote.
 */
export function registerKioskWebVersion(app: FastifyInstance, ctx: AppContext): void {
  const written = new Map<string, string>();
  app.addHook('onResponse', async (request, reply) => {
    const header = request.headers[KIOSK_WEB_VERSION_HEADER];
    if (typeof header !== 'string' || reply.statusCode >= 400) return;
    const deviceId = kioskOfCall(request);
    if (!deviceId || !ZReleaseVersion.safeParse(header).success || written.get(deviceId) === header) return;
    written.set(deviceId, header);
    setWebVersion(ctx.db, deviceId, header).catch((error: unknown) => {
      written.delete(deviceId);
      ctx.log.warn({ err: error, deviceId }, 'kiosk page version not recorded');
    });
  });
}
