import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZLocaleQuery,
  ZOrderParams,
  ZSessionQuery,
  ZSessionUrl,
  ZTransaction,
  ZTransactionParams,
  envelope,
} from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { setOrderCookie } from '../orders/order-cookie';
import {
  checkoutUrl,
  handleWebhook,
  listOrderTransactions,
  openTransaction,
  requireTransaction,
  toTransactionView,
} from './payments.service';
import { accepts } from '../../http/credentials';

const TRANSACTIONS = '/devices/:deviceId/orders/:orderId/transactions';

export const paymentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      TRANSACTIONS,
      {
        config: accepts('kiosk', 'order'),
        schema: {
          tags: ['payments'],
          summary: 'Open a checkout for the order (a second call returns the open one)',
          params: ZOrderParams,
          querystring: ZLocaleQuery,
          response: { 201: envelope(ZTransaction) },
        },
      },
      async (request, reply) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const transaction = await openTransaction(ctx, device, request.params.orderId, request.query.locale);
        return reply.code(201).send({ data: transaction });
      },
    );

    app.get(
      TRANSACTIONS,
      {
        config: accepts('kiosk', 'order'),
        schema: {
          tags: ['payments'],
          summary: "The order's payment transactions",
          params: ZOrderParams,
          response: { 200: envelope(z.array(ZTransaction)) },
        },
      },
      async (request) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        return { data: await listOrderTransactions(ctx, device, request.params.orderId) };
      },
    );

    app.get(
      `${TRANSACTIONS}/:transactionId`,
      {
        config: accepts('kiosk', 'order'),
        schema: {
          tags: ['payments'],
          summary: 'One payment transaction',
          params: ZTransactionParams,
          response: { 200: envelope(ZTransaction) },
        },
      },
      async (request) => {
        const { deviceId, orderId, transactionId } = request.params;
        const device = await requireDevice(ctx, deviceId);
        const transaction = await requireTransaction(ctx, device, orderId, transactionId);
        return { data: toTransactionView(ctx, device.id, transaction) };
      },
    );

    app.get(
      `${TRANSACTIONS}/:transactionId/session`,
      {
        config: accepts('kiosk', 'order'),
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

    // Webhooks are verified over the exact bytes received: this scope keeps JSON bodies as raw text.
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.removeContentTypeParser(['application/json']);
      scope.addContentTypeParser(
        ['application/json', 'text/plain'],
        { parseAs: 'string', bodyLimit: 256 * 1024 },
        (_request, body, done) => done(null, body),
      );
      scope.post(
        '/payments/:provider/webhook',
        {
          config: accepts('none'),
          schema: {
            tags: ['payments'],
            summary: "A payment provider's signed webhook (idempotent, safe out of order)",
            params: z.object({ provider: z.enum(['sandbox', 'stripe']) }).strict(),
            response: { 200: envelope(z.object({ received: z.literal(true), outcome: z.string() })) },
          },
        },
        async (request) => {
          const rawBody = typeof request.body === 'string' ? request.body : '';
          const outcome = await handleWebhook(ctx, request.params.provider, rawBody, request.headers);
          return { data: { received: true as const, outcome } };
        },
      );
    });
  };
