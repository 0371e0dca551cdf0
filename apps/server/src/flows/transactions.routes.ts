import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLocaleQuery, ZOrderParams, ZTransaction, ZTransactionParams, envelope } from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { requireDevice } from '../modules/devices/devices.service';
import {
  listOrderTransactions,
  requireTransaction,
  toTransactionView,
} from '../modules/payments/payments.service';
import { TRANSACTIONS } from '../modules/payments/transaction-paths';
import { openCheckout } from './pay';
import { accepts, answers } from '../http/credentials';

/** An order's payment transactions: open a checkout (the pay flow), list them, read one. */
export const transactionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      TRANSACTIONS,
      {
        config: {
          ...accepts('kiosk', 'order'),
          ...answers({
            409: 'The order cannot be paid now: paid already, free, closed, still to authorize or to confirm by phone.',
            502: 'The payment provider failed or refused: try again.',
          }),
        },
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
        const transaction = await openCheckout(ctx, device, request.params.orderId, request.query.locale);
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
  };
