import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, DEFAULT_FEATURE_FLAGS } from '@kiosk/contract/values';
import type { TFeatureFlag } from '@kiosk/contract';
import { apiRequest } from './http';

export type TFeatureFlagMap = Record<string, TFeatureFlag>;

/** docs/product.md §7: refetched every 300000 ms. */
export const FEATURE_FLAG_REFRESH_MS = 300_000;

export const toFlagMap = (flags: readonly TFeatureFlag[]): TFeatureFlagMap =>
  Object.fromEntries(flags.map((flag) => [flag.flagName, flag]));

export const DEFAULT_FLAG_MAP: TFeatureFlagMap = toFlagMap(DEFAULT_FEATURE_FLAGS);

/** GET /feature-flags/v1 as a map by flagName; on any failure, the defaults (docs/product.md §4, §8), silently. */
export async function fetchFeatureFlags(signal?: AbortSignal): Promise<TFeatureFlagMap> {
  try {
    return toFlagMap(await apiRequest(API.featureFlags, { schema: (c) => c.ZFeatureFlag.array(), signal }));
  } catch {
    return DEFAULT_FLAG_MAP;
  }
}

/** docs/product.md §7's policy: refetch every 300000 ms, never stale on its own, not on window focus. */
export const featureFlagsQuery = queryOptions({
  queryKey: ['feature-flags'] as const,
  queryFn: ({ signal }) => fetchFeatureFlags(signal),
  refetchInterval: FEATURE_FLAG_REFRESH_MS,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  placeholderData: DEFAULT_FLAG_MAP,
});

export function useFeatureFlags(): TFeatureFlagMap {
  return useQuery(featureFlagsQuery).data ?? DEFAULT_FLAG_MAP;
}

export const useFeatureFlag = (flagName: string): boolean => useFeatureFlags()[flagName]?.isActive ?? false;
