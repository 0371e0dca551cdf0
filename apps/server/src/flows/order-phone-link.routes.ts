import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ZOrderParams, ZPhoneLinkQuery } from '@kiosk/contract';
import type { AppContext } from '../app-context';
import { setOrderCookie } from '../modules/orders/order-cookie';
import { getOrderView } from '../modules/orders/orders.service';
import { accepts } from '../http/credentials';
import { recordPhoneOpened } from '../modules/offers/offers.service';

/**
 * The link of the kiosk's offer QR code, which takes the order to the phone: orders keeps the order
 * capability in the phone's cookie, offers notes that the phone opened the offer.
 */
export const orderPhoneLinkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
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
        await recordPhoneOpened(ctx, deviceId, orderId);
        const page = `/mobile/${encodeURIComponent(deviceId)}/orders/${encodeURIComponent(orderId)}/discounts/check-eligibility`;
        return reply.header('cache-control', 'no-store').redirect(page, 302);
      },
    );
  };
