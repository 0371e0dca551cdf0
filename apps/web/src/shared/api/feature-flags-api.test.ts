import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_FLAG_MAP,
  FEATURE_FLAG_REFRESH_MS,
  featureFlagsQuery,
  fetchFeatureFlags,
} from './feature-flags-api';

const reply = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('feature flags (docs/product.md §7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refetches every 300000 ms, is never stale on its own and is not refetched on window focus', () => {
    expect(FEATURE_FLAG_REFRESH_MS).toBe(300000);
    expect(featureFlagsQuery.refetchInterval).toBe(300000);
    expect(featureFlagsQuery.staleTime).toBe(Infinity);
    expect(featureFlagsQuery.refetchOnWindowFocus).toBe(false);
  });

  it('turns data.data into a map by flagName', async () => {
    reply(200, { data: [{ flagName: 'featureOneV1', isActive: true, rules: { cohort: 'a' } }] });
    const flags = await fetchFeatureFlags();
    expect(flags).toEqual({
      featureOneV1: { flagName: 'featureOneV1', isActive: true, rules: { cohort: 'a' } },
    });
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/feature-flags/v1');
  });

  it('uses the inactive defaults featureOneV1 and featureTwoV1 on any failure', async () => {
    expect(DEFAULT_FLAG_MAP).toEqual({
      featureOneV1: { flagName: 'featureOneV1', isActive: false, rules: {} },
      featureTwoV1: { flagName: 'featureTwoV1', isActive: false, rules: {} },
    });
    reply(500, { data: { message: 'down', description: 'down', code: 'internal' } });
    expect(await fetchFeatureFlags()).toBe(DEFAULT_FLAG_MAP);
    reply(200, { data: [{ flagName: 'broken' }] });
    expect(await fetchFeatureFlags()).toBe(DEFAULT_FLAG_MAP);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await fetchFeatureFlags()).toBe(DEFAULT_FLAG_MAP);
  });
});
