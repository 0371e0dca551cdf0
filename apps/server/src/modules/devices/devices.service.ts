import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageOf, type TDeviceConfig } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { cacheKey } from '../../caches';
import { WatchedCache } from '../../db/watched-cache';
import { notFound } from '../../http/app-error';
import { findDevice, type DeviceRow } from './devices.repository';

/** The device row as it is now, past the cache (the command line, which has no context). */
export { findDevice, type DeviceRow };
/** What analytics and the catalogue read of the devices. */
export { isKnownDevice, languagesOfLiveKiosks, lockKioskForAssortment } from './devices.repository';
/** The writes of the devices table (this module owns it), for kiosk set-up and the staff passkey. */
export {
  insertKiosk,
  lockKiosk,
  markKioskRetired,
  setStaffCredentialHash,
  updateKioskSettings,
  type KioskSettingsRow,
} from './devices.repository';

/** Device rows by id, dropped on any committed write to devices (settings, staff passkey). */
const DEVICES = cacheKey(
  'devices.devices',
  (database) => new WatchedCache<DeviceRow | undefined>(database, ['devices'], 10_000),
);

/** The device, from the cache when it holds it: undefined when there is none. */
export const cachedDevice = (
  ctx: Pick<AppContext, 'db' | 'caches'>,
  deviceId: string,
): Promise<DeviceRow | undefined> => ctx.caches.of(DEVICES).get(deviceId, () => findDevice(ctx.db, deviceId));

/** The device, from the cache when it holds it: 404 when there is none. */
export async function requireDevice(
  ctx: Pick<AppContext, 'db' | 'caches'>,
  deviceId: string,
): Promise<DeviceRow> {
  const device = await cachedDevice(ctx, deviceId);
  if (!device) throw notFound('device');
  return device;
}

/**
 * The device's settings as the kiosk reads them: all 24 languages, the active ones marked, where the
 * device agent answers on the kiosk PC (null when the fleet has none configured) and the emergency pack
 * the kiosk offers (null: none), which the caller takes from the catalogue.
 */
export function deviceConfig(
  device: DeviceRow,
  agentOrigin: string | null = null,
  emergencySkuId: string | null = null,
): TDeviceConfig {
  return {
    deviceId: device.id,
    name: device.name,
    languages: LANGUAGE_CODES.map((code) => ({
      ...languageOf(code, device.languages),
      isDefault: code === (device.defaultLanguage ?? DEFAULT_LANGUAGE),
    })),
    currency: device.currency,
    timeZone: device.timeZone,
    supportPhone: device.supportPhone,
    isAccessibilityExtensionAllowed: device.isAccessibilityExtensionAllowed,
    agentOrigin,
    emergencySkuId,
  };
}
