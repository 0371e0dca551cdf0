import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isWebPage } from '@kiosk/contract';

/** The client asks for JSON (an API client) and not for HTML. */
const asksForJson = (accept: string): boolean => accept.includes('json') && !accept.includes('text/html');

/**
 * A page of the web app: a GET/HEAD of one of its pages by any client that does not ask for JSON (a
 * browser, curl, a proxy or an uptime check), or a browser navigation (asking for HTML) to any path whose
 * last segment has no dot, so the app shows its own "not found". Other misses stay JSON 404s.
 */
const isPageRequest = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  const path = request.url.split('?')[0] ?? '/';
  if (isWebPage(path)) return !asksForJson(accept);
  if (!accept.includes('text/html')) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
};

/** The web app's hashed files (scripts, styles, fonts): one wildcard route serves them all. */
export const WEB_ASSETS_ROUTE = '/assets/*';

/** Source maps (the app's source text) are never served, even when a build has them. */
const isServed = (path: string): boolean => !path.endsWith('.map');

/**
 * Serves the web app's production build: files as they are (hashed assets cached for a year),
 * and index.html for the app's pages. API and asset misses stay JSON 404s. Scripts and styles go out
 * brotli- or gzip-compressed, from the copies the build made (apps/web/vite.config.ts).
 * The assets (over 2,000 files, most of them font subsets) are served by one wildcard route, looked up
 * when asked for: a route per file cost a third of the server's start. The few other files of the
 * build (images, the favicon) keep a route each.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<((request: FastifyRequest) => string | null) | null> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return null;
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: WEB_ASSETS_ROUTE.slice(0, -1),
    wildcard: true,
    index: false,
    allowedPath: isServed,
    // The build's brotli and gzip copies (file.js.br, file.js.gz), sent to a browser that asks for them,
    // with Content-Encoding and Vary: Accept-Encoding; other files (fonts) as they are.
    preCompressed: true,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    globIgnore: ['assets/**', '**/*.map'],
    index: false,
    decorateReply: false,
    setHeaders: (res) => res.header('cache-control', 'no-cache'),
  });
  return (request) => (isPageRequest(request) ? indexHtml : null);
}
