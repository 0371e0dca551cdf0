import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { deviceReadiness, readiness } from './health.service';
import { ZDeviceParams, ZDeviceReadiness, ZLiveness, ZReadiness } from '@kiosk/contract';
import { accepts } from '../../http/credentials';
import { SERVER_VERSION } from '../../version';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      {
        logLevel: 'warn',
        config: accepts('none'),
        schema: {
          tags: ['operations'],
          summary: 'The process is alive',
          response: { 200: z.object({ data: ZLiveness }) },
        },
      },
      async () => ({ data: { status: 'ok' as const, version: SERVER_VERSION } }),
    );
    app.get(
      '/readyz',
      {
        logLevel: 'warn',
        config: accepts('none'),
        schema: {
          tags: ['operations'],
          summary:
            'The database is reachable and has every migration of this build (or later ones); not draining',
          response: {
            200: z.object({ data: ZReadiness }),
            503: z
              .object({ data: ZReadiness })
              .describe(
                'Not ready: the database is out of reach or behind this build, or the server is draining',
              ),
          },
        },
      },
      async (_request, reply) => {
        const state = await readiness(ctx);
        return reply.code(state.isReady ? 200 : 503).send({ data: state });
      },
    );
    app.get(
      '/devices/:deviceId/readyz',
      {
        logLevel: 'warn',
        config: accepts('none'),
        schema: {
          tags: ['operations'],
          summary: 'The kiosk’s dispenser is reachable (its device agent is online); credential: none',
          params: ZDeviceParams,
          response: {
            200: z.object({ data: ZDeviceReadiness }),
            503: z
              .object({ data: ZDeviceReadiness })
              .describe("Not ready: the kiosk's dispenser cannot be reached (its device agent is offline)"),
          },
        },
      },
      async (request, reply) => {
        const state = await deviceReadiness(ctx, request.params.deviceId);
        return reply.code(state.isReady ? 200 : 503).send({ data: state });
      },
    );
  };
