import type { FastifyRequest } from 'fastify';

/** Header and body paths that may hold a bearer value, a code or a phone number: never logged. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'phoneNumber',
  'mfaCode',
  'code',
  'body.phoneNumber',
  'body.mfaCode',
  'body.code',
  'to',
  '*.phoneNumber',
  '*.mfaCode',
  '*.to',
  'body.to',
  'body.Body',
];

/** Paths that carry a capability (the sandbox pay link's signed session token). */
const TOKEN_PATHS = /^(\/sandbox\/pay\/)[^/]+/;

/**
 * Request logs keep the method and the path; the query string (dates of birth, flags) is dropped and
 * a pay link's token is replaced.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      id: request.id,
      method: request.method,
      path: (request.url.split('?')[0] ?? '').replace(TOKEN_PATHS, '$1[token]'),
    };
  },
  res(reply: { statusCode: number }) {
    return { statusCode: reply.statusCode };
  },
};
