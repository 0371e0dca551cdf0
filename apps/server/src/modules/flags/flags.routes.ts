import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ZFeatureFlag, envelope } from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { listFlags } from './flags.repository';

export const flagsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.featureFlags,
      {
        schema: {
          tags: ['flags'],
          summary: 'Feature flags: flagName, isActive and rules',
          response: { 200: envelope(z.array(ZFeatureFlag)) },
        },
      },
      async () => ({ data: await listFlags(ctx.db) }),
    );
  };
