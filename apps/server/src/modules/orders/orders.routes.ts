import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  ZPhoneLinkQuery,
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
import { notFound, unauthorized } from '../../http/app-error';
import { clientOf } from '../../credential-checks';
import { requireDevice } from '../devices/devices.service';
import { mintOrderCapability } from './order-capability';
import { setOrderCookie } from './order-cookie';
import { cancelAllOrders, cancelOrder, createOrder, getOrderView } from './orders.service';
import { accepts } from '../../http/credentials';

const ZCancelQuery = z.object({ isTimeout: ZQueryBool, locale: ZLocale.default('en') }).strict();
const ORDERS = '/devices/:deviceId/orders';
const TEST_ORDERS = '/devices/:deviceId/test/orders';

export const ordersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ORDERS,
      {
        config: accepts('kiosk', 'none'),
        schema: {
          tags: ['orders'],
          summary:
            'Create an order and hold its stock: the kiosk; or anyone, for an order to reserve (isReservable=true)',
          params: ZDeviceParams,
          querystring: ZOrderCreateQuery,
          body: ZOrderCreate,
          response: { 201: envelope(ZOrder) },
        },
      },
      async (request, reply) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { locale, isReservable } = request.query;
        // Without the kiosk credential, only the reserve-for-later pages may order (per-client limits apply).
        if (request.caller.kind !== 'kiosk' && !isReservable) throw unauthorized();
        const client = await clientOf(ctx, request);
        const order = await createOrder(ctx, device, request.body, {
          locale,
          isReservable: isReservable ?? false,
          isTest: false,
          placer: { key: client.key, isOutside: !client.isDeviceKiosk },
        });
        const capability = mintOrderCapability(ctx, order.id, order.metadata.isReservable);
        if (request.caller.kind !== 'kiosk') {
          setOrderCookie(
            ctx,
            reply,
            { deviceId: device.id, orderId: order.id, isReservable: true },
            capability,
          );
        }
        return reply.code(201).send({ data: { ...order, capability } });
      },
    );

    app.get(
      `${ORDERS}/:orderId`,
      {
        config: accepts('kiosk', 'order'),
        schema: {
          tags: ['orders'],
          summary: 'One order: status, total, skus, quantityDispensed of quantityTotal',
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          response: { 200: envelope(ZOrder) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const order = await getOrderView(ctx.db, device.id, request.params.orderId, request.query.locale);
        if (request.caller.kind !== 'kiosk') return { data: order };
        return {
          data: { ...order, capability: mintOrderCapability(ctx, order.id, order.metadata.isReservable) },
        };
      },
    );

    app.get(
      API.phoneLink,
      {
        config: accepts('order'),
        schema: {
          tags: ['orders'],
          summary:
            "The kiosk's offer QR code: keeps the order capability in the phone's cookie, opens the offer page",
          params: ZOrderParams,
          querystring: ZPhoneLinkQuery,
        },
      },
      async (request, reply) => {
        const { deviceId, orderId } = request.params;
        const order = await getOrderView(ctx.db, deviceId, orderId, 'en');
        const target = { deviceId, orderId, isReservable: order.metadata.isReservable };
        setOrderCookie(ctx, reply, target, request.query.capability);
        const page = `/mobile/${encodeURIComponent(deviceId)}/orders/${encodeURIComponent(orderId)}/discounts/check-eligibility`;
        return reply.header('cache-control', 'no-store').redirect(page, 302);
      },
    );

    app.post(
      `${ORDERS}/:orderId/cancel`,
      {
        config: accepts('kiosk', 'order'),
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

    app.post(
      TEST_ORDERS,
      {
        config: accepts('staff'),
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
        const order = await createOrder(ctx, device, request.body, {
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
