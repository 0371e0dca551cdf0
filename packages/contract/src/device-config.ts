import { z } from 'zod';
import { ZCurrency } from './common';
import { ZLanguage } from './languages';

export const ZDeviceConfig = z.object({
  deviceId: z.string(),
  name: z.string(),
  languages: z.array(ZLanguage),
  currency: ZCurrency,
  timeZone: z.string(),
  supportPhone: z.string(),
  isAccessibilityExtensionAllowed: z.boolean(),
});
export type TDeviceConfig = z.infer<typeof ZDeviceConfig>;
