import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLocaleQuery, ZOrder, ZOrderParams, envelope } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { dispenseOrder } from './dispensing.service';
import { accepts, answers } from '../../http/credentials';

export const dispensingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/devices/:deviceId/orders/:orderId/dispense',
      {
        config: {
          ...accepts('kiosk'),
          ...answers({
            409: 'The order cannot be dispensed: still to pay, to authorize or to pick up, closed, or a test order.',
            500: 'A unit could not be dispensed (code dispense_failed; any payment for it is refunded), or an unexpected error.',
          }),
        },
        schema: {
          tags: ['dispensing'],
          summary: 'Dispense the order unit by unit; returns when all are out or one fails (idempotent)',
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          response: { 200: envelope(ZOrder) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await dispenseOrder(ctx, device, request.params.orderId, request.query.locale) };
      },
    );

    app.post(
      '/devices/:deviceId/test/orders/:orderId/dispense',
      {
        config: {
          ...accepts('staff'),
          ...answers({
            409: 'The order is not a test order, or cannot be dispensed in its state.',
            500: 'A unit could not be dispensed (code dispense_failed), or an unexpected error.',
          }),
        },
        schema: {
          tags: ['staff'],
          summary: 'Dispense a test order without payment (staff); never counted in reports',
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          response: { 200: envelope(ZOrder) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const order = await dispenseOrder(ctx, device, request.params.orderId, request.query.locale, {
          isTestPath: true,
        });
        return { data: order };
      },
    );
  };
