import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDeviceParams, ZOrder, ZOrderCreate, ZOrderParams, ZLocaleQuery, envelope } from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { notFound } from '../http/app-error';
import { requireDevice } from '../modules/devices/devices.service';
import { getOrderView } from '../modules/orders/orders.service';
import { placeOrder } from './place-order';
import { accepts, answers } from '../http/credentials';

const TEST_ORDERS = '/devices/:deviceId/test/orders';

/** Staff's test orders: never charged, never counted in reports; other orders are not found here. */
export const testOrdersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      TEST_ORDERS,
      {
        config: {
          ...accepts('staff'),
          ...answers({
            409: 'A sku is out of stock.',
            429: 'Too many wrong passkeys, or too many orders waiting at this kiosk: try again after Retry-After seconds.',
          }),
        },
        schema: {
          tags: ['staff'],
          summary: 'Create a test order (staff): never charged, never counted in reports',
          params: ZDeviceParams,
          querystring: ZLocaleQuery,
          body: ZOrderCreate,
          response: { 201: envelope(ZOrder) },
        },
      },
      async (request, reply) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const order = await placeOrder(ctx, device, request.body, {
          locale: request.query.locale,
          isReservable: false,
          isTest: true,
          placer: { key: 'staff', isOutside: false },
        });
        return reply.code(201).send({ data: order });
      },
    );

    app.get(
      `${TEST_ORDERS}/:orderId`,
      {
        config: accepts('staff'),
        schema: {
          tags: ['staff'],
          summary: 'One test order (staff)',
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          response: { 200: envelope(ZOrder) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const order = await getOrderView(ctx.db, device.id, request.params.orderId, request.query.locale);
        if (!order.metadata.isTest) throw notFound('order');
        return { data: order };
      },
    );

    app.get(
      `${TEST_ORDERS}/:orderId/transactions`,
      {
        config: accepts('staff'),
        schema: {
          tags: ['staff'],
          summary: "A test order's transactions (staff): always none, test orders are never charged",
          params: ZOrderParams,
          response: { 200: envelope(z.array(z.unknown())) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const order = await getOrderView(ctx.db, device.id, request.params.orderId, 'en');
        if (!order.metadata.isTest) throw notFound('order');
        return { data: [] };
      },
    );
  };
