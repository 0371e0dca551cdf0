import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCancelAllResult,
  ZDeviceParams,
  ZLocale,
  ZOrder,
  ZOrderParams,
  ZQueryBool,
  envelope,
} from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { cancelAllOrders, cancelOrder } from './orders.service';
import { accepts, answers } from '../../http/credentials';
import { ORDERS } from './order-paths';

const ZCancelQuery = z.object({ isTimeout: ZQueryBool, locale: ZLocale.default('en') }).strict();

/** Cancelling orders: one, or every kiosk order of the device in progress. */
export const orderCancellationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${ORDERS}/:orderId/cancel`,
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({ 409: 'The order is dispensing or dispensed and cannot be cancelled.' }),
        },
        schema: {
          tags: ['orders'],
          summary: 'Cancel an order and release its stock (409 once it is dispensing or dispensed)',
          params: ZOrderParams,
          querystring: ZCancelQuery,
          response: { 200: envelope(ZOrder) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { isTimeout, locale } = request.query;
        return { data: await cancelOrder(ctx, device, request.params.orderId, isTimeout ?? false, locale) };
      },
    );

    app.post(
      `${ORDERS}/cancel`,
      {
        config: accepts('kiosk'),
        schema: {
          tags: ['orders'],
          summary: 'Cancel every kiosk order of the device in progress; says which it cancelled and skipped',
          params: ZDeviceParams,
          querystring: ZCancelQuery,
          response: { 200: envelope(ZCancelAllResult) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await cancelAllOrders(ctx, device, request.query.isTimeout ?? false) };
      },
    );
  };
