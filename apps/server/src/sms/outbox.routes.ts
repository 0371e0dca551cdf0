import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDeviceId } from '@kiosk/contract';
import type { AppContext } from '../app-context';
import { listOutbox } from './outbox.repository';
import { renderOutboxPage } from './outbox-page';
import { accepts } from '../http/credentials';

/** Dev-only: these shapes are a test tool, not part of the product's contract. */
type TOutboxList = { data: { id: number; to: string; body: string; createdAt: string }[] };
const ZOutboxQuery = z
  .object({ deviceId: ZDeviceId, limit: z.coerce.number().int().min(1).max(200).default(50) })
  .strict();

export const DEV_OUTBOX_PATH = '/dev/outbox';

/**
 * `GET /dev/outbox`: the messages the dev SMS sender kept, as JSON or (to a browser) as a page.
 * Registered only outside production.
 */
export const outboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (ctx.config.env === 'production') return;
    app.get(
      DEV_OUTBOX_PATH,
      {
        config: accepts('staff'),
        schema: {
          tags: ['dev'],
          summary: 'Development only: the text messages the outbox sender kept, newest first',
          querystring: ZOutboxQuery,
          // No response schema: the same address answers a browser with HTML.
        },
      },
      async (request, reply) => {
        const rows = await listOutbox(ctx.db, request.query.limit);
        reply.header('cache-control', 'no-store');
        if ((request.headers.accept ?? '').includes('text/html')) {
          return reply.type('text/html; charset=utf-8').send(renderOutboxPage(rows));
        }
        const body: TOutboxList = {
          data: rows.map((row) => ({
            id: row.id,
            to: row.toMasked,
            body: row.body,
            createdAt: row.createdAt.toISOString(),
          })),
        };
        return reply.type('application/json').send(body);
      },
    );
  };
