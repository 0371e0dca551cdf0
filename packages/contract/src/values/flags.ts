import type { TFeatureFlag } from '../flags';

/** docs/product.md §3: the defaults are inactive placeholders, used whenever the fetch fails. */
export const DEFAULT_FEATURE_FLAGS: TFeatureFlag[] = [
  { flagName: 'featureOneV1', isActive: false, rules: {} },
  { flagName: 'featureTwoV1', isActive: false, rules: {} },
];
