import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KIOSK_API, ZDeviceParams, ZKioskPairingCode, envelope } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { accepts } from '../../http/credentials';
import { createPairingCode } from './kiosk-pairing.service';

/** Staff's one-time codes that pair a kiosk browser. */
export const kioskPairingCodesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      KIOSK_API.pairingCodes,
      {
        config: accepts('staff'),
        schema: {
          tags: ['kiosks', 'staff'],
          summary: 'A one-time pairing code (30 minutes) and the kiosk address that uses it (staff)',
          params: ZDeviceParams,
          response: { 201: envelope(ZKioskPairingCode) },
        },
      },
      async (request, reply) => {
        const code = await createPairingCode(
          ctx.db,
          ctx.config.publicUrl,
          request.params.deviceId,
          ctx.now(),
        );
        return reply.code(201).send({ data: code });
      },
    );
  };
