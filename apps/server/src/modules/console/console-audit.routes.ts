import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSOLE_API, ZAuditLog, ZAuditQuery, envelope } from '@kiosk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { operatorAs } from '../../http/credentials';
import { sendCsv } from '../../http/csv-reply';
import { consoleScope, operatorOnly } from './console-scope';
import { auditCsv, auditLogPage } from '../audit/audit.service';

/** The audit log, read only: no call edits or deletes an entry. */
export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    consoleScope(app);

    app.get(
      CONSOLE_API.audit,
      {
        config: operatorAs('viewer'),
        schema: {
          ...operatorOnly,
          summary:
            'The audit log: every change from the console or a command line, newest first; ?format=csv (operator)',
          querystring: ZAuditQuery,
          response: { 200: envelope(ZAuditLog).or(z.string()) },
        },
      },
      async (request, reply) => {
        if (request.query.format === 'json')
          return reply.send({ data: await auditLogPage(ctx.db, request.query) });
        return sendCsv(reply, 'audit-log.csv', await auditCsv(ctx.db, request.query));
      },
    );
  };
