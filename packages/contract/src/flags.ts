import { z } from 'zod';

export const ZFeatureFlag = z.object({
  flagName: z.string(),
  isActive: z.boolean(),
  rules: z.record(z.string(), z.unknown()),
});
export type TFeatureFlag = z.infer<typeof ZFeatureFlag>;

/** Spec §3: the defaults are inactive placeholders, used whenever the fetch fails. */
export const DEFAULT_FEATURE_FLAGS: TFeatureFlag[] = [
  { flagName: 'featureOneV1', isActive: false, rules: {} },
  { flagName: 'featureTwoV1', isActive: false, rules: {} },
];
