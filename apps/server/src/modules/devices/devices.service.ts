import { LANGUAGE_CODES, languageOf, type TDeviceConfig } from '@kiosk/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findDevice, type DeviceRow } from './devices.repository';

export async function requireDevice(db: Db, deviceId: string): Promise<DeviceRow> {
  const device = await findDevice(db, deviceId);
  if (!device) throw notFound('device');
  return device;
}

/**
 * The device's settings as the kiosk reads them: all 24 languages, the active ones marked, and where the
 * device agent answers on the kiosk PC (null when the fleet has none configured).
 */
export function deviceConfig(device: DeviceRow, agentOrigin: string | null = null): TDeviceConfig {
  return {
    deviceId: device.id,
    name: device.name,
    languages: LANGUAGE_CODES.map((code) => languageOf(code, device.languages)),
    currency: device.currency,
    timeZone: device.timeZone,
    supportPhone: device.supportPhone,
    isAccessibilityExtensionAllowed: device.isAccessibilityExtensionAllowed,
    agentOrigin,
  };
}
