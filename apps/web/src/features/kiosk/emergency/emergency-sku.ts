/**
 * The emergency pack's id when the kiosk never learned its own (a new kiosk PC that has not yet reached
 * the API): the demo catalogue's and the device agent's default (`AGENT_EMERGENCY_KITS`).
 */
export const WELL_KNOWN_EMERGENCY_SKU_ID = 'naloxone-emergency-kit';

const keyOf = (deviceId: string) => `kiosk.emergencySkuId.${deviceId}`;

/** Keeps the kiosk's emergency pack (its device config's `emergencySkuId`) across reloads and restarts. */
export const rememberEmergencySku = (deviceId: string, skuId: string): void => {
  try {
    if (localStorage.getItem(keyOf(deviceId)) !== skuId) localStorage.setItem(keyOf(deviceId), skuId);
  } catch {
    // Storage switched off or full: the device config's own copy (kept by the offline shell) still serves.
  }
};

const rememberedEmergencySku = (deviceId: string): string | null => {
  try {
    return localStorage.getItem(keyOf(deviceId));
  } catch {
    return null;
  }
};

/**
 * The pack the emergency button orders, from what the kiosk holds (no call): the device config's when it
 * is loaded and names one, else the last one it named on this kiosk, else the well-known id.
 */
export const emergencySkuOf = (deviceId: string, known: string | null): string =>
  known ?? rememberedEmergencySku(deviceId) ?? WELL_KNOWN_EMERGENCY_SKU_ID;
