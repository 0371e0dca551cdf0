import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { renderLinkProblemPage, renderPayPage } from '../../payments/sandbox-pay-page';
import { showPayPage, submitPayment, type PayPageState } from '../../payments/sandbox-pay-flow';
import { createSandboxProvider, SANDBOX_PAY_PATH } from '../../payments/sandbox-provider';
import { deliverSandboxEvent, SANDBOX_WEBHOOK_PATH } from '../../payments/sandbox-webhook-delivery';
import { accepts } from '../../http/credentials';

export interface SandboxPayRoutesOptions {
  /** Where the pay page posts its webhooks; default: this server's own listening address, else PUBLIC_URL. */
  webhookUrl?: string;
}

/** The server calls itself on its listening socket (no TLS, no load balancer); PUBLIC_URL if not listening. */
function ownWebhookUrl(app: FastifyInstance, publicUrl: string): string {
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const isAny = address.address === '0.0.0.0' || address.address === '::';
    const host = isAny ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}${SANDBOX_WEBHOOK_PATH}`;
  }
  return `${publicUrl}${SANDBOX_WEBHOOK_PATH}`;
}

const FORM_BODY_LIMIT = 4096;

/**
 * The sandbox provider's hosted pay page (only when PAYMENT_PROVIDER names the sandbox). The session id is a signed
 * token longer than the router's 200-character parameter limit, so the routes take the rest of the path.
 */
export const sandboxPayRoutes =
  (ctx: AppContext, options: SandboxPayRoutesOptions = {}): FastifyPluginAsync =>
  async (app) => {
    if (!ctx.config.paymentProviders.includes('sandbox')) return;
    const provider = createSandboxProvider({
      secret: ctx.secret,
      publicUrl: ctx.config.publicUrl,
      now: ctx.now,
    });

    // Scoped to this plugin: the rest of the API keeps JSON only.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const sendPage = (reply: FastifyReply, state: PayPageState, token: string, status = 200) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (state.kind === 'notFound') return reply.code(404).send(renderLinkProblemPage('notFound'));
      if (state.kind === 'expired') return reply.code(410).send(renderLinkProblemPage('expired'));
      const { session, errors, expiry } = state;
      const action = `${SANDBOX_PAY_PATH}/${token}`;
      return reply.code(status).send(renderPayPage({ session, action, errors, expiry }));
    };

    app.get<{ Params: { '*': string } }>(
      `${SANDBOX_PAY_PATH}/*`,
      { config: accepts('none'), schema: { hide: true } },
      async (request, reply) => {
        const token = request.params['*'];
        return sendPage(reply, showPayPage(provider, token), token);
      },
    );

    app.post<{ Params: { '*': string } }>(
      `${SANDBOX_PAY_PATH}/*`,
      { config: accepts('none'), schema: { hide: true } },
      async (request, reply) => {
        const token = request.params['*'];
        const url = options.webhookUrl ?? ownWebhookUrl(app, ctx.config.publicUrl);
        const send = (rawBody: string) =>
          deliverSandboxEvent({ url, rawBody, sign: (body) => provider.signWebhook(body) });
        const result = await submitPayment(provider, token, request.body, send, ctx.now());
        if (result.kind !== 'done') return sendPage(reply, result, token, 400);
        const { eventId, outcome, delivery } = result;
        // Never the form body: it holds the card number.
        const logged = { eventId, outcome: outcome.type, delivery };
        if (delivery.isDelivered) request.log.info(logged, 'sandbox webhook delivered');
        else request.log.warn(logged, 'sandbox webhook not delivered');
        return reply.header('cache-control', 'no-store').redirect(result.location, 303);
      },
    );
  };
