import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONSOLE_API,
  ZDeviceParams,
  ZFleetOverview,
  ZFleetQuery,
  ZKioskDetail,
  ZKioskDetailQuery,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { fleetOverview } from './fleet-overview.service';
import { kioskDetail } from './kiosk-detail.service';
import { operatorAs } from '../../http/credentials';
import { consoleScope, operatorOnly } from './console-scope';

/** The operator console's fleet: every kiosk in a row, and one kiosk in detail. */
export const consoleFleetRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    consoleScope(app);

    app.get(
      CONSOLE_API.kiosks,
      {
        config: operatorAs('viewer'),
        schema: {
          ...operatorOnly,
          summary: 'Fleet overview: one row per kiosk; sorted, filtered, searched, paginated (operator)',
          querystring: ZFleetQuery,
          response: { 200: envelope(ZFleetOverview) },
        },
      },
      async (request) => ({ data: await fleetOverview(ctx, request.query) }),
    );

    app.get(
      CONSOLE_API.kiosk,
      {
        config: operatorAs('viewer'),
        schema: {
          ...operatorOnly,
          summary:
            'One kiosk: stock with 30 daily points, slot faults and history, audit, counts, alerts (operator)',
          params: ZDeviceParams,
          querystring: ZKioskDetailQuery,
          response: { 200: envelope(ZKioskDetail) },
        },
      },
      async (request) => ({ data: await kioskDetail(ctx, request.params.deviceId, request.query.locale) }),
    );
  };
