import type { TErrorCode } from '@kiosk/contract';
import type { MessageKey } from '../i18n/messages.en';
import type { MessageParams } from '../i18n/translate';

interface AppErrorInit {
  code: TErrorCode;
  status: number;
  message: MessageKey;
  description: MessageKey;
  params?: MessageParams;
  field?: string;
  headers?: Record<string, string>;
  /** A refusal by design under load (the hash gate full): answered, never logged one line per request. */
  isShed?: boolean;
}

/** The one error model (docs/architecture.md, house rule 4): texts are keys, put into the request's locale by the handler. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly descriptionKey: MessageKey;
  readonly params: MessageParams;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;
  readonly isShed: boolean;

  constructor(init: AppErrorInit) {
    super(init.message);
    this.name = 'AppError';
    this.code = init.code;
    this.status = init.status;
    this.messageKey = init.message;
    this.descriptionKey = init.description;
    this.params = init.params ?? {};
    this.field = init.field;
    this.headers = init.headers ?? {};
    this.isShed = init.isShed ?? false;
  }
}

export const notFound = (what: 'device' | 'product' | 'order' | 'transaction' | 'route' | 'kiosk') =>
  new AppError({
    code: 'not_found',
    status: 404,
    message: 'error.notFound',
    description: `error.notFound.${what}`,
  });

export const unauthorized = () =>
  new AppError({
    code: 'unauthorized',
    status: 401,
    message: 'error.unauthorized',
    description: 'error.unauthorized.description',
  });

export const forbidden = () =>
  new AppError({
    code: 'forbidden',
    status: 403,
    message: 'error.forbidden',
    description: 'error.forbidden.description',
  });

export const conflict = (description: MessageKey, params?: MessageParams) =>
  new AppError({ code: 'conflict', status: 409, message: 'error.conflict', description, params });

export const rateLimited = (
  retryAfterSeconds: number,
  description: MessageKey = 'error.rateLimited.description',
) =>
  new AppError({
    code: 'rate_limited',
    status: 429,
    message: 'error.rateLimited',
    description,
    params: { seconds: retryAfterSeconds, count: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

export const validation = (field: string, detail: string) =>
  new AppError({
    code: 'validation',
    status: 400,
    message: 'error.validation',
    description: 'error.validation.description',
    params: { field, detail },
    field,
  });
