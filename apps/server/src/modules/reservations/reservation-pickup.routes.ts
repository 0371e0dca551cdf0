import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDeviceParams,
  ZLocaleQuery,
  ZOrder,
  ZOrderParams,
  ZReservation,
  ZReservationCode,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { clientOf } from '../../credential-checks';
import { requireDevice } from '../devices/devices.service';
import { authorizeReservation, readReservation } from './reservations.service';
import { accepts, answers } from '../../http/credentials';

/** Picking a reservation up: the phone reads its code again, the kiosk takes the code to dispense. */
export const reservationPickupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/devices/:deviceId/orders/:orderId/reservation',
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({ 409: 'The order has no pick-up code to show: it is not reserved, or was picked up.' }),
        },
        schema: {
          tags: ['reservations'],
          summary: "The phone reads its reservation's pick-up code again, until it is picked up",
          params: ZOrderParams,
          response: { 200: envelope(ZReservation) },
        },
      },
      async (request, reply) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const reservation = await readReservation(ctx, device, request.params.orderId);
        return reply.header('cache-control', 'no-store').send({ data: reservation });
      },
    );

    app.post(
      '/devices/:deviceId/orders/reservation-authorization',
      {
        config: {
          ...accepts('kiosk'),
          ...answers({
            401: 'The kiosk cookie is missing or wrong, or the code matches no reservation waiting here.',
            409: 'The order changed while it was being picked up (cancelled or expired meanwhile).',
            429: 'Too many wrong codes from this kiosk: try again after Retry-After seconds.',
          }),
        },
        schema: {
          tags: ['reservations'],
          summary: 'Pick up: the code makes its reservation ready to dispense (throttled per device)',
          params: ZDeviceParams,
          querystring: ZLocaleQuery,
          body: ZReservationCode,
          response: { 200: envelope(ZOrder) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return {
          data: await authorizeReservation(
            ctx,
            device,
            request.body.code,
            request.query.locale,
            (await clientOf(ctx, request)).key,
          ),
        };
      },
    );
  };
