import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLocaleQuery, ZOrderParams, ZReservation, envelope } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { reserveOrder } from './reservations.service';
import { accepts, answers } from '../../http/credentials';

/** Making an order a reservation, to pick up later with its code. */
export const reservationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/devices/:deviceId/orders/:orderId/reserve',
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({
            409: 'The order cannot be reserved now: not made for reservation, still to pay, to authorize or to confirm by phone.',
          }),
        },
        schema: {
          tags: ['reservations'],
          summary: 'Make a free (or paid) order a reservation; returns its 6-digit pick-up code',
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          response: { 201: envelope(ZReservation) },
        },
      },
      async (request, reply) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return reply.code(201).send({ data: await reserveOrder(ctx, device, request.params.orderId) });
      },
    );
  };
