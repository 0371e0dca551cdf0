import type { FastifyInstance } from 'fastify';

/** The operator console's calls: every one takes the operator session cookie, nothing else; in its own tag. */
export const operatorOnly = { tags: ['console'] };

/**
 * What every plugin of the console's calls adds to its scope: their answers are the fleet as one operator
 * sees it, never kept by a browser or a proxy.
 */
export function consoleScope(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
