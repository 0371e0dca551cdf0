import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorBody } from '@kiosk/contract';
import { AppError, validation } from './app-error';
import { translate } from '../i18n/translate';
import type { MessageKey } from '../i18n/messages.en';
import { requestLocale } from './request-locale';

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
}

const CONTEXT_FIELD: Record<string, string> = { querystring: 'query', params: 'path', body: 'body' };

/** Names the field that failed: the schema path (or the unknown key), else the request part. */
function fieldOf(error: FastifyError): { field: string; detail: string } {
  const first = (error.validation as ValidationIssue[] | undefined)?.[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  const isUnknownKey = first?.keyword === 'unrecognized_keys' && Boolean(first.params?.keys?.length);
  if (isUnknownKey) path.push(first!.params!.keys![0]!);
  const context = CONTEXT_FIELD[error.validationContext ?? ''] ?? 'request';
  return {
    field: path.length ? path.join('.') : context,
    detail: isUnknownKey ? 'unknown field' : (first?.message ?? 'invalid'),
  };
}

/**
 * A contract rule may name the server's own text for its failure (its message is the text's key): the
 * answer then carries that text, as the handler's own check would.
 */
const NAMED_FAILURES: Partial<Record<string, [MessageKey, MessageKey]>> = {
  'error.phone.invalid': ['error.phone.invalid', 'error.phone.invalidDescription'],
  'error.age.invalidDate': ['error.age.invalidDate', 'error.age.invalidDate.description'],
  'error.webhook.signature': ['error.webhook', 'error.webhook.signature'],
  'error.webhook.malformed': ['error.webhook', 'error.webhook.malformed'],
};

/** The database is unreachable or did not answer in time (57014: statement timeout, query cancelled). */
const DB_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
  '57014',
]);
const isDatabaseDown = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string; cause?: unknown };
  if (e?.code && DB_DOWN.has(e.code)) return true;
  if (
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|not queryable/i.test(
      e?.message ?? '',
    )
  )
    return true;
  return e?.cause ? isDatabaseDown(e.cause) : false;
};

/** Maps anything thrown to an AppError; unknown errors carry no internals out. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const e = error as FastifyError;
  if (e?.validation) {
    const { field, detail } = fieldOf(e);
    const named = NAMED_FAILURES[detail];
    if (named) {
      const [message, description] = named;
      return new AppError({ code: 'validation', status: 400, message, description, field });
    }
    return validation(field, detail);
  }
  switch (e?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError({
        code: 'payload_too_large',
        status: 413,
        message: 'error.payloadTooLarge',
        description: 'error.payloadTooLarge.description',
        params: { limit: 65_536 },
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError({
        code: 'validation',
        status: 415,
        message: 'error.unsupportedMediaType',
        description: 'error.unsupportedMediaType.description',
      });
    default:
      break;
  }
  if (isDatabaseDown(error)) {
    return new AppError({
      code: 'unavailable',
      status: 503,
      message: 'error.unavailable',
      description: 'error.unavailable.description',
      headers: { 'retry-after': '5' },
    });
  }
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return validation('body', e.statusCode === 400 ? 'malformed request body' : 'not accepted');
  }
  return null;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const locale = requestLocale(request);
  const body: TErrorBody = {
    data: {
      message: translate(locale, error.messageKey, error.params),
      description: translate(locale, error.descriptionKey, error.params),
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
    },
  };
  return reply.code(error.status).headers(error.headers).type('application/json').send(body);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const known = toAppError(error);
    if (known) {
      if (known.status >= 500 && !known.isShed) request.log.warn({ err: error }, known.code);
      return sendError(request, reply, known);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(
      request,
      reply,
      new AppError({
        code: 'internal',
        status: 500,
        message: 'error.internal',
        description: 'error.internal.description',
      }),
    );
  });
}
