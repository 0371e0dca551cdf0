import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONSOLE_API,
  ZAlertOutbox,
  ZAlertThresholds,
  ZAlerts,
  ZAlertsQuery,
  ZChart,
  ZChartParams,
  ZChartQuery,
  ZDeviceParams,
  ZFleetOverview,
  ZFleetQuery,
  ZKioskDetail,
  ZKioskDetailQuery,
  ZLowStockThresholdUpdate,
  ZThresholdsQuery,
  envelope,
} from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { alertList, alertOutbox, alertThresholds, updateThreshold } from './alerts.service';
import { chart, chartCsv, chartFileName } from './charts.service';
import { fleetOverview } from './fleet-overview.service';
import { kioskDetail } from './kiosk-detail.service';
import { accepts } from '../../http/credentials';

const operatorOnly = { tags: ['console'] };

/** The operator console's calls: every one takes the operator session cookie, nothing else. */
export const consoleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      CONSOLE_API.kiosks,
      {
        config: accepts('operator'),
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
        config: accepts('operator'),
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

    app.get(
      CONSOLE_API.chart,
      {
        config: accepts('operator'),
        schema: {
          ...operatorOnly,
          summary:
            'A chart: units per day per product, emergency kits or failures and refunds per week; ?format=csv (operator)',
          params: ZChartParams,
          querystring: ZChartQuery,
          response: { 200: envelope(ZChart).or(z.string()) },
        },
      },
      async (request, reply) => {
        const data = await chart(ctx, request.params.chart, request.query);
        if (request.query.format === 'json') return reply.send({ data });
        return reply
          .type('text/csv; charset=utf-8; header=present')
          .header('content-disposition', `attachment; filename="${chartFileName(data)}"`)
          .send(chartCsv(data));
      },
    );

    app.get(
      CONSOLE_API.alerts,
      {
        config: accepts('operator'),
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
        config: accepts('operator'),
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
        config: accepts('operator'),
        schema: {
          ...operatorOnly,
          summary:
            'Set (or with units null remove) a low-stock threshold; alerts are evaluated again (operator)',
          querystring: ZThresholdsQuery,
          body: ZLowStockThresholdUpdate,
          response: { 200: envelope(ZAlertThresholds) },
        },
      },
      async (request) => ({ data: await updateThreshold(ctx, request.body, request.query.locale) }),
    );

    app.get(
      CONSOLE_API.alertOutbox,
      {
        config: accepts('operator'),
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
