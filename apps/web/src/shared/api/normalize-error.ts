import i18n from '../../i18n/i18n';
import { ApiError, ContractMismatchError, HttpReplyError, NoReplyError } from './api-error';

/** Status given to errors that are not HTTP errors (docs/product.md §8). */
export const NON_HTTP_ERROR_STATUS = 418;
/** Status used when a reply carries none (docs/product.md §8). */
export const MISSING_STATUS = 500;
/** Status of a request that got no reply (the browser's own convention; the spec names none). */
export const NO_REPLY_STATUS = 0;

export type TErrorTexts = {
  /** Default message of a reply without one: the dispense-failure title. */
  dispenseFailure: string;
  /** Description of a request that got no reply. */
  noResponse: string;
  /** Message of a non-HTTP error that carries none. */
  unexpected: string;
};

/** The texts in the interface language (in English, docs/product.md §8's own words); the default of every call. */
export const interfaceErrorTexts = (): TErrorTexts => ({
  dispenseFailure: i18n.t('errors.dispenseFailure'),
  noResponse: i18n.t('errors.noResponse'),
  unexpected: i18n.t('errorPage.fallbackMessage'),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** `message` and `description` of a `{ data: { message, description } }` body, when present. */
const replyTexts = (body: unknown): { message?: string; description?: string } => {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) return {};
  return { message: text(data.message), description: text(data.description) };
};

/**
 * docs/product.md §8 error normalisation:
 * - a server reply: message from data.data.message or description, else the dispense-failure title;
 *   status from the reply (500 when missing);
 * - no reply: the client error's message, description 'No response from the server.';
 * - anything else (not an HTTP error): status 418; a reply off the contract says only 'An unexpected
 *   error occurred.'.
 */
export const normalizeError = (error: unknown, texts: TErrorTexts = interfaceErrorTexts()): ApiError => {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpReplyError) {
    const reply = replyTexts(error.body);
    return new ApiError(
      reply.message ?? reply.description ?? texts.dispenseFailure,
      reply.description ?? '',
      error.status > 0 ? error.status : MISSING_STATUS,
      error,
    );
  }
  // A reply off the contract: the parser's text is for developers, never for the screen.
  if (error instanceof ContractMismatchError)
    return new ApiError(texts.unexpected, '', NON_HTTP_ERROR_STATUS, error);
  if (error instanceof NoReplyError) {
    return new ApiError(text(error.message) ?? texts.unexpected, texts.noResponse, NO_REPLY_STATUS, error);
  }
  const message = error instanceof Error ? text(error.message) : text(error);
  return new ApiError(message ?? texts.unexpected, '', NON_HTTP_ERROR_STATUS, error);
};
