import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSOLE_API, ZAssortmentUpdate, ZDeviceParams, ZKioskAssortment, envelope } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { answers, operatorAs } from '../../http/credentials';
import { operatorAuthor } from '../audit/audit.service';
import { consoleScope, operatorOnly } from '../console/console-scope';
import { kioskAssortment, setKioskAssortment } from './assortment.service';

/** The console's kiosk assortment: which catalogue skus a kiosk offers, in its order, at its prices. */
export const assortmentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    consoleScope(app);

    app.get(
      CONSOLE_API.kioskAssortment,
      {
        config: operatorAs('viewer'),
        schema: {
          ...operatorOnly,
          summary:
            'The skus a kiosk offers, in its order, with the catalogue and kiosk prices, and the catalogue skus it does not offer (operator)',
          params: ZDeviceParams,
          response: { 200: envelope(ZKioskAssortment) },
        },
      },
      async (request) => ({ data: await kioskAssortment(ctx, request.params.deviceId) }),
    );

    app.put(
      CONSOLE_API.kioskAssortment,
      {
        config: {
          ...operatorAs('admin'),
          ...answers({ 409: 'The kiosk is retired: its assortment no longer changes.' }),
        },
        schema: {
          ...operatorOnly,
          summary:
            'Sets the skus a kiosk offers, in order, each at its own price or the catalogue’s (null); skus taken out keep their stock (operator)',
          params: ZDeviceParams,
          body: ZAssortmentUpdate,
          response: { 200: envelope(ZKioskAssortment) },
        },
      },
      async (request) => ({
        data: await setKioskAssortment(
          ctx,
          operatorAuthor(request.caller),
          request.params.deviceId,
          request.body,
        ),
      }),
    );
  };
