import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSOLE_API, ZChart, ZChartParams, ZChartQuery, envelope } from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { chart, chartCsv, chartFileName } from './charts.service';
import { operatorAs } from '../../http/credentials';
import { sendCsv } from '../../http/csv-reply';
import { consoleScope, operatorOnly } from './console-scope';

/** The operator console's charts, as JSON or as a CSV file. */
export const consoleChartsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    consoleScope(app);

    app.get(
      CONSOLE_API.chart,
      {
        config: operatorAs('viewer'),
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
        return sendCsv(reply, chartFileName(data), chartCsv(data));
      },
    );
  };
