import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KIOSK_API,
  ZDeviceParams,
  ZKioskCredential,
  ZKioskCredentialParams,
  ZKioskPaired,
  ZKioskPairingCode,
  ZKioskPairingState,
  ZKioskPairingRequest,
  envelope,
} from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/app-error';
import { accepts } from '../../http/credentials';
import { clientOf } from '../../credential-checks';
import { requireDevice } from '../devices/devices.service';
import { KIOSK_COOKIE, kioskCookieOptions } from './kiosk-cookie';
import { createPairingCode, listKiosks, pairKiosk, revokeKiosk, rotateKiosk } from './kiosk-pairing.service';

export const kioskPairingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      KIOSK_API.pair,
      {
        config: accepts('staff', 'none'),
        schema: {
          tags: ['kiosks'],
          summary:
            'Pair this browser as the kiosk: a one-time code, or the staff bearer; sets an HttpOnly cookie',
          params: ZDeviceParams,
          body: ZKioskPairingRequest,
          response: { 201: envelope(ZKioskPaired) },
        },
      },
      async (request, reply) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { code } = request.body;
        const by =
          request.caller.kind === 'staff'
            ? ('staff' as const)
            : code
              ? { code, client: (await clientOf(ctx, request)).key }
              : null;
        if (!by) throw unauthorized();
        const { token, credential } = await pairKiosk(ctx, device.id, by);
        reply.setCookie(KIOSK_COOKIE, token, kioskCookieOptions(ctx.config.publicUrl, device.id));
        return reply.code(201).send({ data: { deviceId: device.id, credentialId: credential.id } });
      },
    );

    app.get(
      KIOSK_API.pair,
      {
        config: accepts('kiosk', 'none'),
        schema: {
          tags: ['kiosks'],
          summary: 'Is this browser a paired kiosk of the device? (a missing or revoked credential: no)',
          params: ZDeviceParams,
          response: { 200: envelope(ZKioskPairingState) },
        },
      },
      async (request, reply) => {
        await requireDevice(ctx, request.params.deviceId);
        return reply
          .header('cache-control', 'no-store')
          .send({ data: { isPaired: request.caller.kind === 'kiosk' } });
      },
    );

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
