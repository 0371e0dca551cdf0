import { describe, expect, it } from 'vitest';
import { ApiError, ContractMismatchError, HttpReplyError, NoReplyError } from '../../shared/api/api-error';
import { normalizeError } from '../../shared/api/normalize-error';
import { QUERY_CLIENT_DEFAULTS, createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

describe('query client defaults (docs/product.md §9)', () => {
  it('retries failed queries 3 times when another try can help', () => {
    const outage = normalizeError(new HttpReplyError(503, null));
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, outage))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, normalizeError(new NoReplyError('Failed to fetch', null)))).toBe(true);
    expect(shouldRetryQuery(0, normalizeError(new HttpReplyError(429, null)))).toBe(true);
  });

  it('does not retry what the same request will get again: a reply off the contract, a 4xx', () => {
    expect(shouldRetryQuery(0, normalizeError(new ContractMismatchError(new Error('zod'))))).toBe(false);
    expect(shouldRetryQuery(0, normalizeError(new HttpReplyError(404, null)))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Bad', '', 400, null))).toBe(false);
  });

  it('waits 1 s, 2 s, 4 s … capped at 30 s between attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('drops unused cache after 5 minutes', () => {
    expect(QUERY_CLIENT_DEFAULTS.queries.gcTime).toBe(300_000);
  });

  it('never retries mutations', () => {
    expect(QUERY_CLIENT_DEFAULTS.mutations.retry).toBe(0);
  });

  it('builds a client with these defaults', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.retry).toBe(shouldRetryQuery);
    expect(options.queries?.retryDelay).toBe(queryRetryDelay);
    expect(options.queries?.gcTime).toBe(300_000);
    expect(options.mutations?.retry).toBe(0);
  });
});
