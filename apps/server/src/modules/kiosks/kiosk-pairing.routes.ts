import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KIOSK_API,
  ZDeviceParams,
  ZKioskPaired,
  ZKioskPairingState,
  ZKioskPairingRequest,
  envelope,
  type TKioskPairingRequest,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/app-error';
import { accepts, answers } from '../../http/credentials';
import { clientOf } from '../../credential-checks';
import { requireDevice } from '../devices/devices.service';
import { KIOSK_COOKIE, kioskCookieOptions } from './kiosk-cookie';
import { pairKiosk } from './kiosk-pairing.service';

/** This browser as a kiosk of the device: pair it, or ask whether it is. */
export const kioskPairingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      KIOSK_API.pair,
      {
        config: {
          ...accepts('staff', 'none'),
          ...answers({
            401: 'The pairing code is wrong, used or expired, or the staff passkey is wrong.',
            429: 'Too many wrong codes or passkeys: try again after Retry-After seconds.',
          }),
        },
        schema: {
          tags: ['kiosks'],
          summary:
            'Pair this browser as the kiosk: a one-time code, or the staff bearer; sets an HttpOnly cookie',
          params: ZDeviceParams,
          body: ZKioskPairingRequest,
          response: { 201: envelope(ZKioskPaired) },
        },
      },
      async (request, reply) => pairBrowser(ctx, request, reply, request.params.deviceId, request.body),
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
  };

/** Pairs the calling browser, by staff's bearer or a one-time code, and sets its credential cookie. */
async function pairBrowser(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  deviceId: string,
  { code }: TKioskPairingRequest,
) {
  const device = await requireDevice(ctx, deviceId);
  if (device.retiredAt) throw unauthorized(); // a retired kiosk pairs no browser, by code or by staff
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
}
