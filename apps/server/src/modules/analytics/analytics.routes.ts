import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ANALYTICS_EVENTS_PATH, ZAnalyticsAccepted, ZAnalyticsBatch, envelope } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { rateLimited } from '../../http/app-error';
import { createAnalyticsForwarder } from './analytics-forwarder';
import { recordAnalyticsBatch } from './analytics.service';
import { accepts, answers } from '../../http/credentials';

/** Per client IP. A kiosk flushes a batch every few seconds; a whole site behind one address fits. */
export const ANALYTICS_RATE_LIMIT = { max: 120, windowMs: 60_000, nameSpace: 'kiosk-analytics' } as const;

export const analyticsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // With REDIS_URL the count is shared by every API instance; a Redis outage lets events through.
    const redis = ctx.config.redisUrl
      ? new Redis(ctx.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    await app.register(rateLimit, {
      ...(redis ? { redis, nameSpace: `${ANALYTICS_RATE_LIMIT.nameSpace}-`, skipOnError: true } : {}),
      max: ANALYTICS_RATE_LIMIT.max,
      timeWindow: ANALYTICS_RATE_LIMIT.windowMs,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, limit) => rateLimited(Math.max(1, Math.ceil(limit.ttl / 1000))),
    });
    const forwarder = ctx.config.analyticsForwardUrl
      ? createAnalyticsForwarder({ url: ctx.config.analyticsForwardUrl, log: ctx.log })
      : null;

    app.post(
      ANALYTICS_EVENTS_PATH,
      {
        config: {
          ...accepts('none'),
          ...answers({ 429: 'Too many batches from this client: try again after Retry-After seconds.' }),
        },
        schema: {
          tags: ['analytics'],
          summary: 'Store a batch of analytics events (sanitised again on arrival; rate-limited)',
          body: ZAnalyticsBatch,
          response: { 202: envelope(ZAnalyticsAccepted) },
        },
      },
      async (request, reply) => {
        const result = await recordAnalyticsBatch(ctx, request.body, forwarder);
        return reply.code(202).send({ data: result });
      },
    );
  };
