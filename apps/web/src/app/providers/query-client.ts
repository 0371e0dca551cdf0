import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/api-error';
import { NON_HTTP_ERROR_STATUS } from '../../shared/api/normalize-error';

/** docs/product.md §9: failed queries retry 3 times, waiting 1 s doubling up to 30 s. */
export const QUERY_RETRY_COUNT = 3;

/** 4xx replies that another try may get past: timed out, throttled. */
const RETRYABLE_CLIENT_STATUSES = new Set([408, 429]);

/**
 * docs/product.md §9's 3 retries, for failures another try can mend (no reply, 5xx, 408, 429). A reply off the
 * contract, another 4xx (not found, refused) or an error of the app's own code would come back the
 * same: the screen shows it at once instead of after 7 s of retries.
 */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= QUERY_RETRY_COUNT) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.status === NON_HTTP_ERROR_STATUS) return false;
  return error.status < 400 || error.status >= 500 || RETRYABLE_CLIENT_STATUSES.has(error.status);
};
export const queryRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);
/** docs/product.md §9: unused cache is dropped after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export const QUERY_CLIENT_DEFAULTS = {
  queries: {
    retry: shouldRetryQuery,
    retryDelay: queryRetryDelay,
    gcTime: QUERY_GC_TIME_MS,
  },
  mutations: {
    // docs/product.md §9: mutations do not retry (a dispense or payment must never be sent twice).
    retry: 0,
  },
} satisfies DefaultOptions;

export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS });
