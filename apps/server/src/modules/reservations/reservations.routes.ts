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
import { authorizeReservation, readReservation, reserveOrder } from './reservations.service';
import { accepts } from '../../http/credentials';

export const reservationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/devices/:deviceId/orders/:orderId/reserve',
      {
        config: accepts('kiosk', 'order'),
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

    app.get(
      '/devices/:deviceId/orders/:orderId/reservation',
      {
        config: accepts('kiosk', 'order'),
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
        config: accepts('kiosk'),
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
