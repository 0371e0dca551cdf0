import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
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
import type { Config } from './config/config';
import { registerRoutes } from './app-routes';
import './i18n/server-locales';
import { registerErrorHandling, sendError } from './http/error-handler';
import { registerCredentials } from './http/credentials';
import { credentialChecks } from './credential-checks';
import { notFound } from './http/app-error';
import { registerWebApp } from './http/web-app';
import { API_SERVERS, completeOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { logSerializers, REDACT_PATHS } from './http/log-safety';
import { createCaches } from './caches';
import { createHashGate } from './lib/hash-gate';
import { startOrderSweeper } from './flows/order-sweeper';
import { startLeaseSweeper } from './modules/dispensing/dispense-lease-sweeper';
import { dispenserIntake, takeInFaultedSlots } from './modules/dispensing/dispenser-intake';
import { settleRefunds } from './modules/payments/refunds.service';
import { releaseHoldsForCount, settleReleasedOrders } from './modules/orders/orders.service';
import { createPaymentProviders } from './payments/create-payment-provider';
import type { PaymentProvider } from './payments/payment-provider';
import { registerMetrics } from './modules/metrics/metrics.routes';
import { createMetrics } from './modules/metrics/metrics';
import { createDispenser } from './dispensers/create-dispenser';
import { startAlertSweeper } from './modules/console/alert-sweeper';
import { evaluateAlertsSoon } from './modules/console/alerts.service';
import { createNotifier } from './modules/console/alert-notifier';
import { createSmsSender } from './sms/create-sms-sender';
import { recordAgentStatus, registerPresence } from './modules/console/presence.service';
import { rolloutReports, startRolloutTicker } from './modules/releases/rollout-engine';
import { recordApiInstance } from './modules/releases/api-instances.service';
import { registerKioskWebVersion } from './modules/releases/kiosk-web-version.service';

export const BODY_LIMIT = 64 * 1024;

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: logSerializers,
    ...(stream ? { stream } : {}),
  };
}

/** What buildApp's caller gives: the context less what the app makes itself. */
type GivenContext = Omit<
  AppContext,
  | 'log'
  | 'payments'
  | 'paymentProviders'
  | 'onOrderEnded'
  | 'onStockChanged'
  | 'orderHolds'
  | 'instanceId'
  | 'caches'
  | 'hashGate'
  | 'lifecycle'
  | 'dispenser'
  | 'metrics'
  | 'smsSender'
  | 'notifier'
> & {
  payments?: PaymentProvider;
  instanceId?: string;
};

/** Builds the HTTP app on a context made by the caller (main, or a test). Does not listen. */
export async function buildApp(
  ctx: GivenContext,
  options: { logStream?: NodeJS.WritableStream; webDistDir?: string; isSweeping?: boolean } = {},
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = createServer(ctx.config, options.logStream);
  const fullCtx = completeContext(ctx, app.log);
  listenToDevices(fullCtx);

  // Keep this order: Fastify runs hooks in the order they were added, and the API document lists only
  // the routes registered after it.
  await registerHooks(app, fullCtx);
  await registerApiDocument(app);
  await registerRoutes(app, fullCtx);
  if (options.isSweeping !== false) {
    startOrderSweeper(app, fullCtx);
    startLeaseSweeper(app, fullCtx);
    startAlertSweeper(app, fullCtx);
    startRolloutTicker(app, fullCtx);
  }
  recordApiInstance(app, fullCtx);

  // The dispenser is the app's: closed with it, once (the device link's broker connection).
  app.addHook('onClose', async () => fullCtx.dispenser.close?.());

  await registerWebAppAndNotFound(app, options.webDistDir);
  return { app, ctx: fullCtx };
}

function createServer(config: Config, logStream: NodeJS.WritableStream | undefined) {
  return Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: BODY_LIMIT,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // A hop count: believe that many proxies in front (the nearest first); addresses/CIDRs: only those.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (() => {
            const hops = config.trustProxy;
            return (_address: string, hop: number) => hop < hops;
          })()
        : config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
}

/** The caller's context with what the app makes itself: the providers, caches, metrics and hooks. */
function completeContext(ctx: GivenContext, log: FastifyBaseLogger): AppContext {
  const instanceId = ctx.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const metrics = createMetrics();
  metrics.setSmsHourlyCap(ctx.config.smsCaps.perHour);
  // A provider given by the caller (a test) stands in for the configured ones.
  const paymentProviders = ctx.payments ? [ctx.payments] : createPaymentProviders({ ...ctx, log });
  const fullCtx: AppContext = {
    ...ctx,
    instanceId,
    log,
    payments: paymentProviders[0]!,
    paymentProviders,
    metrics,
    // The device link connects here, so the agents' retained status is known before the first order.
    dispenser: createDispenser(ctx.config, { instanceId, log, metrics }),
    smsSender: createSmsSender({ ...ctx, log }),
    notifier: createNotifier(ctx.config),
    caches: createCaches(ctx.database),
    hashGate: createHashGate(ctx.config.hashChecks),
    lifecycle: { isDraining: false },
    onOrderEnded: async (orderId) => {
      await settleRefunds(fullCtx, orderId).catch((error: unknown) =>
        log.warn({ err: error, orderId }, 'refund failed; the sweep will retry'),
      );
    },
    onStockChanged: (deviceId) => evaluateAlertsSoon(fullCtx, deviceId),
    orderHolds: {
      releaseForCount: releaseHoldsForCount,
      settleReleased: (orderIds) => settleReleasedOrders(fullCtx, orderIds),
    },
  };
  return fullCtx;
}

/**
 * What the dispenser reports unasked, heard from its first messages on (the device link's agents: their
 * retained statuses, offline kits and late outcomes; the simulator reports nothing).
 */
function listenToDevices(fullCtx: AppContext): void {
  const rollouts = rolloutReports(fullCtx);
  fullCtx.dispenser.listen?.({
    ...dispenserIntake(fullCtx),
    // The console's online state (docs/architecture.md, the console), the slots the board reports faulted;
    // a kiosk back online is sent the update it may have missed (docs/operations.md, Update kiosk PCs).
    onStatus: (deviceId, status) => {
      recordAgentStatus(fullCtx, deviceId, status);
      takeInFaultedSlots(fullCtx, deviceId, status.faultedSlots).catch((error: unknown) =>
        fullCtx.log.warn({ err: error, deviceId }, 'faulted slots not recorded'),
      );
      if (status.isOnline) rollouts.onAgentOnline(deviceId);
    },
    onUpdateState: rollouts.onUpdateState,
  });
}

/** The hooks every request passes: schemas, the request id, errors, metrics, presence, credentials, headers. */
async function registerHooks(app: FastifyInstance, fullCtx: AppContext): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Draining: each connection ends with its answer, so none is left idle for the proxy to reuse when the
    // listener closes; the proxy's next request opens a new one, to another instance.
    if (fullCtx.lifecycle.isDraining) reply.header('connection', 'close');
  });
  registerErrorHandling(app);
  registerMetrics(app, fullCtx);
  registerPresence(app, fullCtx);
  registerKioskWebVersion(app, fullCtx);
  // Cookies are parsed by an onRequest hook, which must run before the credential hook reads them.
  await app.register(cookie);
  registerCredentials(app, credentialChecks(fullCtx));
  registerSecurityHeaders(app, securityHeaders(fullCtx.config));
}

function securityHeaders(config: Config): Parameters<typeof registerSecurityHeaders>[1] {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The kiosk's emergency kit without the network: the device agent on its own PC (docs/device-agent.md).
        connectSrc: ["'self'", ...(config.kioskAgentOrigin ? [config.kioskAgentOrigin] : [])],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production',
  };
}

/** The OpenAPI document of every route registered after it, and its viewer at /docs. */
async function registerApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, which says what 3.0 cannot (property names, null).
      openapi: '3.1.0',
      info: {
        title: 'Health kiosk provider API',
        description: 'Every call of the kiosk, the phone pages and the staff area.',
        version: '1.0.0',
      },
      servers: API_SERVERS,
    },
    transform: jsonSchemaTransform,
    // Security and error responses from each route's credentials (http/openapi.ts).
    transformObject: (document) =>
      completeOpenApi(app, 'openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}

/** The web app's pages, last: an unknown path is a page of the web app if it names one, else a 404. */
async function registerWebAppAndNotFound(
  app: FastifyInstance,
  webDistDir: string | undefined,
): Promise<void> {
  const pageFor = await registerWebApp(app, webDistDir);
  app.setNotFoundHandler((request, reply) => {
    const html = pageFor?.(request);
    if (html) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    return sendError(request, reply, notFound('route'));
  });
}
