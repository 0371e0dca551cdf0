import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ZFeatureFlag, envelope } from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { listFlags } from './flags.repository';
import { accepts } from '../../http/credentials';

export const flagsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.featureFlags,
      {
        config: accepts('none'),
        schema: {
          tags: ['flags'],
          summary: 'Feature flags: flagName, isActive and rules',
          response: { 200: envelope(z.array(ZFeatureFlag)) },
        },
      },
      async () => ({ data: await listFlags(ctx.db) }),
    );
  };
