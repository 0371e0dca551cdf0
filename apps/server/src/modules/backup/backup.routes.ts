import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { accepts } from '../../http/credentials';
import { notFound } from '../../http/app-error';

/** The connection's own address, never a header. */
const isLoopback = (address: string | undefined): boolean =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

export const BACKUP_PATH = '/operations/backup';

/**
 * `POST /operations/backup`: a consistent copy of the embedded database, taken by the server that owns
 * it while it keeps serving (`npm run db:backup` calls it). PostgreSQL has its own tools (pg_dump), so
 * there the route does not exist.
 */
export const backupRoutes =
  (ctx: Pick<AppContext, 'database'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      BACKUP_PATH,
      {
        config: accepts('owner'),
        schema: {
          tags: ['operations'],
          summary: 'A consistent copy of the embedded database (gzipped tarball of its data folder)',
        },
      },
      async (request, reply) => {
        // The copy holds every record: outside production (where `owner` is anyone) only from this machine.
        if (!ctx.database.backup || !isLoopback(request.raw.socket.remoteAddress)) throw notFound('route');
        const tarball = await ctx.database.backup();
        return reply
          .header('cache-control', 'no-store')
          .type('application/gzip')
          .send(Buffer.from(tarball.buffer, tarball.byteOffset, tarball.byteLength));
      },
    );
  };
