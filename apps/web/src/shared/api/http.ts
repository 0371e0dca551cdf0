import type * as Contract from '@kiosk/contract';
import { CONSOLE_WRITE_HEADER } from '@kiosk/contract/values';
import i18n from '../../i18n/i18n';
import { ContractMismatchError, HttpReplyError, NoReplyError } from './api-error';
import { GATEWAY_STATUSES, KEPT_ANSWER_HEADER, noteApiAnswer } from './api-answers';
import { normalizeError, type TErrorTexts } from './normalize-error';

/** The contract module, whose zod schemas parse every reply (docs/architecture.md, rule 1). */
export type TContract = typeof Contract;

let contractLoad: Promise<TContract> | undefined;

/**
 * The schemas are not in the first screen's JavaScript (with zod, some 30 KB gzip): their chunk loads while
 * the first screen renders and its first request is on the wire. A failed load is forgotten, so the next
 * request tries again. The browser entry sets zod up for the page's CSP first (packages/contract/src/jitless.ts).
 */
export const loadContract = (): Promise<TContract> =>
  (contractLoad ??= import('@kiosk/contract/browser').catch((error: unknown) => {
    contractLoad = undefined;
    throw new NoReplyError(error instanceof Error ? error.message : String(error), error);
  }));
void loadContract().catch(() => undefined);

/** docs/product.md §7: success is status 200 up to below 400. */
export const isSuccessStatus = (status: number): boolean => status >= 200 && status < 400;

export type TQueryValue = string | number | boolean | undefined;

export type TRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, TQueryValue>;
  body?: unknown;
  /** A file sent as it is (application/octet-stream), instead of a JSON `body`. */
  file?: Blob;
  /** The file's own media type (a picture's), sent instead of application/octet-stream. */
  fileType?: string;
  /** Sent as `Authorization: Bearer <value>`. */
  bearer?: string;
  /** More request headers (the kiosk's pairing check names its page's version). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Picks the contract schema that parses `data` of the reply; a parse failure is a non-HTTP error
   * without the parser's text (ContractMismatchError).
   */
  schema: (contract: TContract) => { parse: (data: unknown) => T };
};

const errorTexts = (): TErrorTexts => ({
  dispenseFailure: i18n.t('errors.dispenseFailure'),
  noResponse: i18n.t('errors.noResponse'),
  unexpected: i18n.t('errorPage.fallbackMessage'),
});

/** Same-origin URL of an API path with its query parameters (undefined ones left out). */
export const buildUrl = (path: string, query: Record<string, TQueryValue> = {}): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const readBody = async (response: Response): Promise<unknown> => {
  const raw = await response.text();
  if (raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
};

/** `Retry-After` in whole seconds (delta-seconds form), or null. */
export const retryAfterOf = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null;

const send = async <T>(path: string, options: TRequestOptions<T>): Promise<T> => {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.file !== undefined) headers['Content-Type'] = options.fileType ?? 'application/octet-stream';
  if (options.bearer !== undefined) headers.Authorization = `Bearer ${options.bearer}`;
  // The console refuses a write without it (CSRF, docs/security.md); harmless on every other call.
  if (options.method && options.method !== 'GET') headers[CONSOLE_WRITE_HEADER] = '1';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    noteApiAnswer(false);
    throw new NoReplyError(error instanceof Error ? error.message : String(error), error);
  }
  noteApiAnswer(!GATEWAY_STATUSES.includes(response.status) && !response.headers.has(KEPT_ANSWER_HEADER));
  const body = await readBody(response);
  if (!isSuccessStatus(response.status))
    throw new HttpReplyError(response.status, body, retryAfterOf(response.headers.get('retry-after')));
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  const schema = options.schema(await loadContract());
  try {
    return schema.parse(data);
  } catch (error) {
    console.error(`Reply of ${path} does not match the contract`, error);
    throw new ContractMismatchError(error);
  }
};

/**
 * Calls the provider API on the same origin and returns `data` of the `{ data }` reply. Every
 * failure is thrown as an `ApiError` normalised as docs/product.md §8 says (a cancelled request rethrows
 * the abort as it came).
 */
export const apiRequest = async <T>(path: string, options: TRequestOptions<T>): Promise<T> => {
  try {
    return await send(path, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw normalizeError(error, errorTexts());
  }
};
