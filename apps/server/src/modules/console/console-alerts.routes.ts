import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONSOLE_API,
  ZAlertOutbox,
  ZAlertThresholds,
  ZAlerts,
  ZAlertsQuery,
  ZLowStockThresholdUpdate,
  ZThresholdsQuery,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { alertList, alertOutbox, alertThresholds, updateThreshold } from './alerts.service';
import { operatorAs } from '../../http/credentials';
import { operatorAuthor } from '../audit/audit.service';
import { consoleScope, operatorOnly } from './console-scope';

/** The operator console's alerts: the alerts, their thresholds, and the messages they sent. */
export const consoleAlertsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    consoleScope(app);

    app.get(
      CONSOLE_API.alerts,
      {
        config: operatorAs('viewer'),
        schema: {
          ...operatorOnly,
          summary:
            'Alerts (open by default): low stock, offline, slot fault, repeated dispense failures (operator)',
          querystring: ZAlertsQuery,
          response: { 200: envelope(ZAlerts) },
        },
      },
      async (request) => ({ data: await alertList(ctx, request.query) }),
    );

    app.get(
      CONSOLE_API.thresholds,
      {
        config: operatorAs('viewer'),
        schema: {
          ...operatorOnly,
          summary:
            'Alert thresholds: every sku with its default, and the low-stock ones set per sku for every kiosk or one (operator)',
          querystring: ZThresholdsQuery,
          response: { 200: envelope(ZAlertThresholds) },
        },
      },
      async (request) => ({ data: await alertThresholds(ctx, request.query.locale) }),
    );

    app.put(
      CONSOLE_API.thresholds,
      {
        config: operatorAs('operator'),
        schema: {
          ...operatorOnly,
          summary:
            'Set (or with units null remove) a low-stock threshold; alerts are evaluated again (operator)',
          querystring: ZThresholdsQuery,
          body: ZLowStockThresholdUpdate,
          response: { 200: envelope(ZAlertThresholds) },
        },
      },
      async (request) => ({
        data: await updateThreshold(ctx, request.body, request.query.locale, operatorAuthor(request.caller)),
      }),
    );

    app.get(
      CONSOLE_API.alertOutbox,
      {
        config: operatorAs('viewer'),
        schema: {
          ...operatorOnly,
          summary:
            'Alert messages recorded (in the demo: kept here instead of sent), newest first (operator)',
          response: { 200: envelope(ZAlertOutbox) },
        },
      },
      async () => ({ data: await alertOutbox(ctx) }),
    );
  };
