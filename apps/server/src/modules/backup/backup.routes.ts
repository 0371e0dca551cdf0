import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { accepts, answers } from '../../http/credentials';
import { bearerOf } from '../../http/bearer';
import { notFound, unauthorized } from '../../http/app-error';
import { keyedHash, safeEqualHex } from '../../lib/secrets';

/** The connection's own address, never a header. */
const isLoopback = (address: string | undefined): boolean =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/** Headers a proxy adds: a request that passed through one (HAProxy on this machine, say) is not the owner's. */
const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];
const isProxied = (request: FastifyRequest): boolean => PROXY_HEADERS.some((name) => name in request.headers);

export const BACKUP_PATH = '/operations/backup';

/**
 * The owner's credential for the copy: a keyed hash of the server's key (SECRET_KEY, or the data folder's
 * secret.key), so only whoever can read the server's settings or data folder has it (`npm run db:backup`).
 */
export const backupBearer = (secret: string): string => keyedHash(secret, 'owner', 'database backup');

const isOwnerBearer = (request: FastifyRequest, secret: string): boolean => {
  const bearer = bearerOf(request);
  return !!bearer && /^[0-9a-f]{64}$/.test(bearer) && safeEqualHex(bearer, backupBearer(secret));
};

/**
 * `POST /operations/backup`: a consistent copy of the embedded database, taken by the server that owns
 * it while it keeps serving (`npm run db:backup` calls it). PostgreSQL has its own tools (pg_dump), so
 * there the route does not exist.
 */
export const backupRoutes =
  (ctx: Pick<AppContext, 'database' | 'secret'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      BACKUP_PATH,
      {
        // 404 from elsewhere or through a proxy, 401 without the owner's bearer.
        config: {
          ...accepts('owner'),
          ...answers({
            401: "The owner's bearer is missing or wrong.",
            404: 'Not here: the database is not the embedded one, or the call is not from this machine.',
          }),
        },
        schema: {
          tags: ['operations'],
          summary: 'A consistent copy of the embedded database (gzipped tarball of its data folder)',
        },
      },
      async (request, reply) => {
        // The copy holds every record: in every mode only from this machine, never through a proxy, and
        // only with the owner's bearer (in production, besides, only on the operator listener).
        const isLocal = isLoopback(request.raw.socket.remoteAddress) && !isProxied(request);
        if (!ctx.database.backup || !isLocal) throw notFound('route');
        if (!isOwnerBearer(request, ctx.secret)) throw unauthorized();
        const tarball = await ctx.database.backup();
        return reply
          .header('cache-control', 'no-store')
          .type('application/gzip')
          .send(Buffer.from(tarball.buffer, tarball.byteOffset, tarball.byteLength));
      },
    );
  };
