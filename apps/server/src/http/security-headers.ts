import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for these options, worked out once (they do not depend on the request). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  const middleware = helmet(options) as unknown as (req: unknown, res: unknown, next: () => void) => void;
  middleware({}, response, () => undefined);
  return headers;
}

/**
 * helmet's security headers on every answer, computed at start: @fastify/helmet builds helmet again on
 * each request (parsing the whole policy), a visible share of a cached answer's CPU.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
