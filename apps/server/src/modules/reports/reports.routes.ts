import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_API,
  ZDeviceParams,
  ZDispensingReport,
  ZDispensingReportQuery,
  envelope,
} from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { dispensingReport, dispensingReportCsv, reportFileName } from './reports.service';
import { accepts } from '../../http/credentials';
import { sendCsv } from '../../http/csv-reply';

export const reportsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      STAFF_API.dispensingReport,
      {
        config: accepts('staff'),
        schema: {
          tags: ['staff', 'reports'],
          summary:
            'Units dispensed per item ("Product — option") per day (device time zone), emergency kits, failures, ' +
            'refunds and stock-outs; test orders left out, no personal data. ?format=csv gives the same rows ' +
            'as CSV (staff)',
          params: ZDeviceParams,
          querystring: ZDispensingReportQuery,
          produces: ['application/json', 'text/csv'],
          response: { 200: envelope(ZDispensingReport).or(z.string()) },
        },
      },
      async (request, reply) => {
        const device = await requireDevice(ctx, request.params.deviceId);
        const { format, ...window } = request.query;
        const report = await dispensingReport(ctx, device, window);
        reply.header('cache-control', 'no-store');
        if (format === 'json') return reply.send({ data: report });
        return sendCsv(reply, reportFileName(report), dispensingReportCsv(report));
      },
    );
  };
