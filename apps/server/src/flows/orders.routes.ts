import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDeviceParams,
  ZOrder,
  ZOrderCreate,
  ZOrderCreateQuery,
  ZOrderParams,
  ZLocaleQuery,
  envelope,
  type TOrderCreate,
} from '@kiosk/contract';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { unauthorized } from '../http/app-error';
import { clientOf } from '../credential-checks';
import { requireDevice } from '../modules/devices/devices.service';
import { mintOrderCapability } from '../modules/orders/order-capability';
import { setOrderCookie } from '../modules/orders/order-cookie';
import { ORDERS } from '../modules/orders/order-paths';
import { getOrderView } from '../modules/orders/orders.service';
import { placeOrder } from './place-order';
import { accepts, answers } from '../http/credentials';

interface OrderToPlace {
  deviceId: string;
  query: z.infer<typeof ZOrderCreateQuery>;
  body: TOrderCreate;
}

/**
 * The orders of the kiosk, and of the reserve-for-later pages: create one (the place-order flow), read one.
 */
export const ordersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ORDERS,
      {
        config: {
          ...accepts('kiosk', 'none'),
          ...answers({
            409: 'A sku is out of stock, has no price, or is kept for visitors at the kiosk (not reservable now).',
            429: 'Too many unpaid orders wait from this client, this kiosk or this phone: try again after Retry-After seconds.',
          }),
        },
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
        const { params, query, body } = request;
        return placeAndAnswer(ctx, request, reply, { deviceId: params.deviceId, query, body });
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
  };

/** Creates the order and answers it with its capability, which a phone (not the kiosk) keeps in its cookie. */
async function placeAndAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  { deviceId, query, body }: OrderToPlace,
) {
  const device = await requireDevice(ctx, deviceId);
  const { locale, isReservable } = query;
  // Without the kiosk credential, only the reserve-for-later pages may order (per-client limits apply).
  if (request.caller.kind !== 'kiosk' && !isReservable) throw unauthorized();
  const client = await clientOf(ctx, request);
  const order = await placeOrder(ctx, device, body, {
    locale,
    isReservable: isReservable ?? false,
    isTest: false,
    placer: { key: client.key, isOutside: !client.isDeviceKiosk },
  });
  const capability = mintOrderCapability(ctx, order.id, order.metadata.isReservable);
  if (request.caller.kind !== 'kiosk') {
    setOrderCookie(ctx, reply, { deviceId: device.id, orderId: order.id, isReservable: true }, capability);
  }
  return reply.code(201).send({ data: { ...order, capability } });
}
