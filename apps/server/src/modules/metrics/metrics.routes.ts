import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { PROMETHEUS_CONTENT_TYPE } from './metrics-registry';
import { accepts } from '../../http/credentials';
import { kioskGaugeRows } from '../console/fleet-overview.service';

export const METRICS_PATH = '/metrics';

/**
 * Times every request by route pattern (never the raw URL, which holds ids). Call on the root
 * instance right after the error handling, before any plugin, so the hook covers every route and the
 * not-found handler.
 */
export function registerMetrics(app: FastifyInstance, ctx: Pick<AppContext, 'metrics'>): void {
  const { metrics } = ctx;
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequest({
      method: request.method,
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}

/**
 * `GET /metrics`: the app's registry in the Prometheus text exposition format 0.0.4, with the fleet's
 * per-kiosk gauges brought up to date first. When the database does not answer, the scrape still
 * answers (the process metrics matter most then) with the gauges as they last were.
 */
export const metricsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { metrics } = ctx;
    app.get(
      METRICS_PATH,
      {
        logLevel: 'warn',
        config: accepts('owner'),
        schema: { tags: ['operations'], summary: 'Prometheus metrics (text exposition format 0.0.4)' },
      },
      async (request, reply) => {
        try {
          metrics.setFleet(await kioskGaugeRows(ctx));
        } catch (error) {
          request.log.warn({ err: error }, 'fleet gauges not refreshed');
        }
        return reply
          .header('cache-control', 'no-store')
          .type(PROMETHEUS_CONTENT_TYPE)
          .send(await metrics.render());
      },
    );
  };
