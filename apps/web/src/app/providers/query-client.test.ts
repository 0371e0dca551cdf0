import { describe, expect, it } from 'vitest';
import { QUERY_CLIENT_DEFAULTS, createQueryClient, queryRetryDelay } from './query-client';

describe('query client defaults (spec §9)', () => {
  it('retries failed queries 3 times', () => {
    expect(QUERY_CLIENT_DEFAULTS.queries.retry).toBe(3);
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
    expect(options.queries?.retry).toBe(3);
    expect(options.queries?.retryDelay).toBe(queryRetryDelay);
    expect(options.queries?.gcTime).toBe(300_000);
    expect(options.mutations?.retry).toBe(0);
  });
});
