import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** A browser navigation to a client route: GET/HEAD asking for HTML, last path segment without a dot. */
const isPageNavigation = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const path = request.url.split('?')[0] ?? '/';
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
};

/**
 * Serves the web app's production build: files as they are (hashed assets cached for a year),
 * and index.html for client routes. API and asset misses stay JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<((request: FastifyRequest) => string | null) | null> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return null;
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (request) => (isPageNavigation(request) ? indexHtml : null);
}
