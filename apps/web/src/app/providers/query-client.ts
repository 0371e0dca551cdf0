import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** Spec §9: failed queries retry 3 times, waiting 1 s doubling up to 30 s. */
export const QUERY_RETRY_COUNT = 3;
export const queryRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);
/** Spec §9: unused cache is dropped after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export const QUERY_CLIENT_DEFAULTS = {
  queries: {
    retry: QUERY_RETRY_COUNT,
    retryDelay: queryRetryDelay,
    gcTime: QUERY_GC_TIME_MS,
  },
  mutations: {
    // Spec §9: mutations do not retry (a dispense or payment must never be sent twice).
    retry: 0,
  },
} satisfies DefaultOptions;

export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS });
