import type { FastifyRequest } from 'fastify';

/** The value of `Authorization: Bearer <value>`, or null. */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{1,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
