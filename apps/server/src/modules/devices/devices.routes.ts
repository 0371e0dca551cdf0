import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ZDeviceConfig, ZDeviceParams, envelope } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { deviceConfig, requireDevice } from './devices.service';
import { accepts } from '../../http/credentials';

export const devicesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.config,
      {
        config: accepts('none'),
        schema: {
          tags: ['devices'],
          summary: "The device's languages, currency, support phone and settings",
          params: ZDeviceParams,
          response: { 200: envelope(ZDeviceConfig) },
        },
      },
      async (request) => ({
        data: deviceConfig(await requireDevice(ctx, request.params.deviceId), ctx.config.kioskAgentOrigin),
      }),
    );
  };
