import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import './i18n/server-locales';
import { registerErrorHandling, sendError } from './http/error-handler';
import { registerCredentials } from './http/credentials';
import { credentialChecks } from './credential-checks';
import { notFound } from './http/app-error';
import { registerWebApp } from './http/web-app';
import { completeOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { logSerializers, REDACT_PATHS } from './http/log-safety';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCaches } from './caches';
import { createHashGate } from './lib/hash-gate';
import { devicesRoutes } from './modules/devices/devices.routes';
import { flagsRoutes } from './modules/flags/flags.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { startOrderSweeper } from './modules/orders/order-sweeper';
import { startLeaseSweeper } from './modules/dispensing/dispense-lease-sweeper';
import { listenToDeviceLink } from './modules/dispensing/device-link-intake';
import { reservationsRoutes } from './modules/reservations/reservations.routes';
import { sandboxPayRoutes } from './modules/payments/sandbox-pay.routes';
import { stockRoutes } from './modules/stock/stock.routes';
import { workflowsRoutes } from './modules/workflows/workflows.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { settleRefunds } from './modules/payments/refunds.service';
import { dispensingRoutes } from './modules/dispensing/dispensing.routes';
import { createPaymentProvider } from './payments/create-payment-provider';
import type { PaymentProvider } from './payments/payment-provider';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { metricsRoutes, registerMetrics } from './modules/metrics/metrics.routes';
import { backupRoutes } from './modules/backup/backup.routes';
import { dispenserDevRoutes } from './devices/dispenser-dev.routes';
import { closeDispenser, dispenserOf } from './devices/create-dispenser';
import { discountsRoutes } from './modules/discounts/discounts.routes';
import { outboxRoutes } from './sms/outbox.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { consoleSessionRoutes } from './modules/console/console-session.routes';
import { consoleRoutes } from './modules/console/console.routes';
import { startAlertSweeper } from './modules/console/alert-sweeper';
import { recordAgentStatus, registerPresence } from './modules/console/presence.service';
import { DeviceLinkDispenser } from './devices/device-link-dispenser';
import { kioskPairingRoutes } from './modules/kiosks/kiosk-pairing.routes';

export const BODY_LIMIT = 64 * 1024;

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: logSerializers,
    ...(stream ? { stream } : {}),
  };
}

/** Builds the HTTP app on a context made by the caller (main, or a test). Does not listen. */
export async function buildApp(
  ctx: Omit<AppContext, 'log' | 'payments' | 'onOrderEnded' | 'instanceId' | 'caches' | 'hashGate'> & {
    payments?: PaymentProvider;
    instanceId?: string;
  },
  options: { logStream?: NodeJS.WritableStream; webDistDir?: string; isSweeping?: boolean } = {},
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: loggerOptions(ctx.config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // A hop count: believe that many proxies in front (the nearest first); addresses/CIDRs: only those.
    trustProxy:
      typeof ctx.config.trustProxy === 'number'
        ? (() => {
            const hops = ctx.config.trustProxy;
            return (_address: string, hop: number) => hop < hops;
          })()
        : ctx.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  const log = app.log;
  const fullCtx: AppContext = {
    ...ctx,
    instanceId: ctx.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    log,
    payments: ctx.payments ?? createPaymentProvider({ ...ctx, log }),
    caches: createCaches(ctx.database),
    hashGate: createHashGate(ctx.config.hashChecks),
    onOrderEnded: async (orderId) => {
      await settleRefunds(fullCtx, orderId).catch((error: unknown) =>
        log.warn({ err: error, orderId }, 'refund failed; the sweep will retry'),
      );
    },
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerMetrics(app, fullCtx);
  registerPresence(app, fullCtx);
  // Cookies are parsed by an onRequest hook, which must run before the credential hook reads them.
  await app.register(cookie);
  registerCredentials(app, credentialChecks(fullCtx));

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The kiosk's emergency kit without the network: the device agent on its own PC (docs/device-agent.md).
        connectSrc: ["'self'", ...(ctx.config.kioskAgentOrigin ? [ctx.config.kioskAgentOrigin] : [])],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: ctx.config.env === 'production',
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Health kiosk provider API',
        description: 'Every call of the kiosk, the phone pages and the staff area.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    // Security and error responses from each route's credentials (http/openapi.ts).
    transformObject: (document) =>
      completeOpenApi(app, 'openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  await app.register(healthRoutes(fullCtx));
  await app.register(flagsRoutes(fullCtx));
  await app.register(devicesRoutes(fullCtx));
  await app.register(catalogRoutes(fullCtx));
  await app.register(stockRoutes(fullCtx));
  await app.register(ordersRoutes(fullCtx));
  await app.register(workflowsRoutes(fullCtx));
  await app.register(reservationsRoutes(fullCtx));
  await app.register(paymentsRoutes(fullCtx));
  await app.register(dispensingRoutes(fullCtx));
  await app.register(discountsRoutes(fullCtx));
  await app.register(staffRoutes(fullCtx));
  await app.register(kioskPairingRoutes(fullCtx));
  await app.register(reportsRoutes(fullCtx));
  await app.register(consoleSessionRoutes(fullCtx));
  await app.register(consoleRoutes(fullCtx));
  await app.register(analyticsRoutes(fullCtx));
  await app.register(metricsRoutes(fullCtx));
  await app.register(backupRoutes(fullCtx));
  if (ctx.config.env !== 'production') await app.register(dispenserDevRoutes(fullCtx));
  await app.register(outboxRoutes(fullCtx));
  await app.register(sandboxPayRoutes(fullCtx));
  if (options.isSweeping !== false) {
    startOrderSweeper(app, fullCtx);
    startLeaseSweeper(app, fullCtx);
    startAlertSweeper(app, fullCtx);
  }

  // The device link connects at start, so the agents' retained status is known before the first order.
  if (ctx.config.dispenser === 'device-link') {
    listenToDeviceLink(fullCtx);
    const link = dispenserOf(fullCtx);
    // The console's online state (docs/architecture.md, the console).
    if (link instanceof DeviceLinkDispenser) {
      link.onStatus((deviceId, status) => recordAgentStatus(fullCtx, deviceId, status));
    }
  }
  app.addHook('onClose', async () => closeDispenser(fullCtx));

  const pageFor = await registerWebApp(app, options.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    const html = pageFor?.(request);
    if (html) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    return sendError(request, reply, notFound('route'));
  });

  return { app, ctx: fullCtx };
}
