import { z } from 'zod';

export const ZFeatureFlag = z.object({
  flagName: z.string(),
  isActive: z.boolean(),
  rules: z.record(z.string(), z.unknown()),
});
export type TFeatureFlag = z.infer<typeof ZFeatureFlag>;
