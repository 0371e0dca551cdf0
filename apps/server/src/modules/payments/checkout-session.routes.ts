import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSessionQuery, ZSessionUrl, ZTransactionParams, envelope } from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { setOrderCookie } from '../orders/order-cookie';
import { checkoutUrl } from './payments.service';
import { accepts, answers } from '../../http/credentials';
import { TRANSACTIONS } from './transaction-paths';

/** The short URL of a transaction's QR code, which takes the phone to the provider's checkout. */
export const checkoutSessionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${TRANSACTIONS}/:transactionId/session`,
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({
            409: 'The transaction is no longer open (paid, failed or expired): there is no checkout to open.',
          }),
        },
        schema: {
          tags: ['payments'],
          summary:
            "The QR code's short URL: 302 to the provider's checkout, or { url } with manualRedirect=true",
          params: ZTransactionParams,
          querystring: ZSessionQuery,
          response: { 200: envelope(ZSessionUrl), 302: z.null() },
        },
      },
      async (request, reply) => {
        const { deviceId, orderId, transactionId } = request.params;
        const device = await requireDevice(ctx, deviceId);
        const url = await checkoutUrl(ctx, device, orderId, transactionId);
        const { capability } = request.query;
        if (request.caller.kind === 'order' && capability) {
          setOrderCookie(ctx, reply, { deviceId: device.id, orderId, isReservable: false }, capability);
        }
        if (request.query.manualRedirect) return reply.send({ data: { url } });
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      },
    );
  };
