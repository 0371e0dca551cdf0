import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZWebhookReceived, envelope, webhookHeaders } from '@kiosk/contract';
import type { AppContext } from '../app-context';
import { receivePayment } from './pay';
import { accepts } from '../http/credentials';

/** The configured payment providers' webhooks, in a scope of its own: it reads JSON bodies as raw text. */
export const paymentWebhooksRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Webhooks are verified over the exact bytes received: this scope keeps JSON bodies as raw text.
    app.removeContentTypeParser(['application/json']);
    app.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    // Each configured provider's webhook exists (another provider's path is 404).
    for (const { name: provider } of ctx.paymentProviders) {
      app.post(
        `/payments/${provider}/webhook`,
        {
          config: accepts('none'),
          schema: {
            tags: ['payments'],
            summary: "A payment provider's signed webhook (idempotent, safe out of order)",
            headers: webhookHeaders(provider),
            response: { 200: envelope(ZWebhookReceived) },
          },
        },
        async (request) => {
          const rawBody = typeof request.body === 'string' ? request.body : '';
          const outcome = await receivePayment(ctx, provider, rawBody, request.headers);
          return { data: { received: true as const, outcome } };
        },
      );
    }
  };
