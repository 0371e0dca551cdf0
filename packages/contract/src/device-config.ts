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
  /**
   * The device agent's loopback origin on the kiosk PC (http://127.0.0.1:{port}), whose emergency endpoint
   * gives the kit when the API cannot be reached; null when there is none.
   */
  agentOrigin: z.string().nullable().default(null),
  /**
   * The emergency pack this kiosk offers (its sku with isEmergencyDispense; at most one per kiosk), which
   * the emergency button orders and asks the device agent for; null when the kiosk offers none.
   */
  emergencySkuId: z.string().nullable().default(null),
});
export type TDeviceConfig = z.infer<typeof ZDeviceConfig>;
