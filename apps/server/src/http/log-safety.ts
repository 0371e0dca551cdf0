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
];

/** Request logs keep the method and the path; the query string (dates of birth, flags) is dropped. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      id: request.id,
      method: request.method,
      path: request.url.split('?')[0],
    };
  },
  res(reply: { statusCode: number }) {
    return { statusCode: reply.statusCode };
  },
};
