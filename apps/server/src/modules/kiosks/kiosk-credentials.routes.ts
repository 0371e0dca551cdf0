import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KIOSK_API,
  ZDeviceParams,
  ZKioskCredential,
  ZKioskCredentialParams,
  ZKioskPairingCode,
  envelope,
} from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { accepts } from '../../http/credentials';
import { listKiosks, revokeKiosk, rotateKiosk } from './kiosk-pairing.service';

/** The device's paired kiosk browsers (staff): list them, revoke one, or rotate it. */
export const kioskCredentialsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      KIOSK_API.credentials,
      {
        config: accepts('staff'),
        schema: {
          tags: ['kiosks', 'staff'],
          summary: "The device's paired kiosk browsers, revoked ones too (staff)",
          params: ZDeviceParams,
          response: { 200: envelope(z.array(ZKioskCredential)) },
        },
      },
      async (request) => ({ data: await listKiosks(ctx.db, request.params.deviceId) }),
    );

    app.post(
      KIOSK_API.revoke,
      {
        config: accepts('staff'),
        schema: {
          tags: ['kiosks', 'staff'],
          summary: 'Revoke a paired kiosk browser: its next kiosk call gets 401 (staff)',
          params: ZKioskCredentialParams,
          response: { 200: envelope(z.array(ZKioskCredential)) },
        },
      },
      async (request) => {
        const { deviceId, credentialId } = request.params;
        await revokeKiosk(ctx, deviceId, credentialId);
        return { data: await listKiosks(ctx.db, deviceId) };
      },
    );

    app.post(
      KIOSK_API.rotate,
      {
        config: accepts('staff'),
        schema: {
          tags: ['kiosks', 'staff'],
          summary: 'Rotate: revoke a paired browser and get a one-time code to pair it again (staff)',
          params: ZKioskCredentialParams,
          response: { 201: envelope(ZKioskPairingCode) },
        },
      },
      async (request, reply) => {
        const { deviceId, credentialId } = request.params;
        return reply.code(201).send({ data: await rotateKiosk(ctx, deviceId, credentialId) });
      },
    );
  };
