import { useFeatureFlags } from '../../shared/api/feature-flags-api';

/**
 * Keeps the feature flags loaded for as long as the app runs, whatever screen shows (docs/product.md §7: fetched
 * at start, then every 300000 ms, never stale on their own, not on window focus; the defaults on any
 * failure). Screens read them with useFeatureFlag.
 */
export function FeatureFlagsRefresh() {
  useFeatureFlags();
  return null;
}
