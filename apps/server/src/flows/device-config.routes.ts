import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ZDeviceConfig, ZDeviceParams, envelope } from '@kiosk/contract';
import type { AppContext } from '../app-context';
import { deviceConfig, requireDevice } from '../modules/devices/devices.service';
import { kioskEmergencySku } from '../modules/catalog/assortment.service';
import { accepts } from '../http/credentials';

/**
 * The kiosk's settings: devices gives the device's own, catalog the emergency pack it offers (which its
 * emergency button orders, online and through the device agent).
 */
export const deviceConfigRoutes =
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
      async (request) => {
        const { deviceId } = request.params;
        const [device, emergencySkuId] = await Promise.all([
          requireDevice(ctx, deviceId),
          kioskEmergencySku(ctx, deviceId),
        ]);
        return { data: deviceConfig(device, ctx.config.kioskAgentOrigin, emergencySkuId) };
      },
    );
  };
