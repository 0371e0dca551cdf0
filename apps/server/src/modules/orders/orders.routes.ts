import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCancelAllResult,
  ZDeviceParams,
  ZLocale,
  ZOrder,
  ZOrderCreate,
  ZOrderCreateQuery,
  ZOrderParams,
  ZLocaleQuery,
  ZQueryBool,
  envelope,
} from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { requireDevice } from '../devices/devices.service';
import { bearerOf } from '../staff/bearer';
import { requireStaff } from '../staff/staff-auth.service';
import { cancelAllOrders, cancelOrder, createOrder, getOrderView } from './orders.service';

const ZCancelQuery = z.object({ isTimeout: ZQueryBool, locale: ZLocale.default('en') }).strict();
const ORDERS = '/devices/:deviceId/orders';
const TEST_ORDERS = '/devices/:deviceId/test/orders';

export const ordersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ORDERS,
      {
        schema: {
          tags: ['orders'],
          summary: 'Create an order and hold its stock (isReservable=true: an order to reserve)',
          params: ZDeviceParams,
          querystring: ZOrderCreateQuery,
          body: ZOrderCreate,
          response: { 201: envelope(ZOrder) },
        },
      },
      async (request, reply) => {
        const device = await requireDevice(ctx.db, request.params.deviceId);
        const { locale, isReservable } = request.query;
        const order = await createOrder(ctx, device, request.body, {
          locale,
          isReservable: isReservable ?? false,
          isTest: false,
        });
        return reply.code(201).send({ data: order });
      },
    );

    app.get(
      `${ORDERS}/:orderId`,
      {
        schema: {
          tags: ['orders'],
          summary: 'One order: status, total, skus, quantityDispensed of quantityTotal',
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          response: { 200: envelope(ZOrder) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx.db, request.params.deviceId);
        return { data: await getOrderView(ctx.db, device.id, request.params.orderId, request.query.locale) };
      },
    );

    app.post(
      `${ORDERS}/:orderId/cancel`,
      {
        schema: {
          tags: ['orders'],
          summary: 'Cancel an order and release its stock (409 once it is dispensing or dispensed)',
          params: ZOrderParams,
          querystring: ZCancelQuery,
          response: { 200: envelope(ZOrder) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx.db, request.params.deviceId);
        const { isTimeout, locale } = request.query;
        return { data: await cancelOrder(ctx, device, request.params.orderId, isTimeout ?? false, locale) };
      },
    );

    app.post(
      `${ORDERS}/cancel`,
      {
        schema: {
          tags: ['orders'],
          summary: 'Cancel every kiosk order of the device in progress; says which it cancelled and skipped',
          params: ZDeviceParams,
          querystring: ZCancelQuery,
          response: { 200: envelope(ZCancelAllResult) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx.db, request.params.deviceId);
        return { data: await cancelAllOrders(ctx, device, request.query.isTimeout ?? false) };
      },
    );

    app.post(
      TEST_ORDERS,
      {
        schema: {
          tags: ['staff'],
          summary: 'Create a test order (staff): never charged, never counted in reports',
          security: [{ bearer: [] }],
          params: ZDeviceParams,
          querystring: ZLocaleQuery,
          body: ZOrderCreate,
          response: { 201: envelope(ZOrder) },
        },
      },
      async (request, reply) => {
        const device = await requireDevice(ctx.db, request.params.deviceId);
        await requireStaff(ctx, device, bearerOf(request));
        const order = await createOrder(ctx, device, request.body, {
          locale: request.query.locale,
          isReservable: false,
          isTest: true,
        });
        return reply.code(201).send({ data: order });
      },
    );

    app.get(
      `${TEST_ORDERS}/:orderId`,
      {
        schema: {
          tags: ['staff'],
          summary: 'One test order (staff)',
          security: [{ bearer: [] }],
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          response: { 200: envelope(ZOrder) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx.db, request.params.deviceId);
        await requireStaff(ctx, device, bearerOf(request));
        const order = await getOrderView(ctx.db, device.id, request.params.orderId, request.query.locale);
        if (!order.metadata.isTest) throw notFound('order');
        return { data: order };
      },
    );

    app.get(
      `${TEST_ORDERS}/:orderId/transactions`,
      {
        schema: {
          tags: ['staff'],
          summary: "A test order's transactions (staff): always none, test orders are never charged",
          security: [{ bearer: [] }],
          params: ZOrderParams,
          response: { 200: envelope(z.array(z.unknown())) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx.db, request.params.deviceId);
        await requireStaff(ctx, device, bearerOf(request));
        const order = await getOrderView(ctx.db, device.id, request.params.orderId, 'en');
        if (!order.metadata.isTest) throw notFound('order');
        return { data: [] };
      },
    );
  };
