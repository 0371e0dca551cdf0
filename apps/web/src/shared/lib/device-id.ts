/** docs/product.md §3: the device id is kept in session storage under `deviceId`, trimmed. */
export const DEVICE_ID_KEY = 'deviceId';

const storageOrNull = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Stores the `?deviceId=` of a query string (trimmed) and returns it; a missing or blank value
 * leaves the stored one alone and returns null.
 */
export const captureDeviceId = (search: string, storage: Storage | null = storageOrNull()): string | null => {
  const value = new URLSearchParams(search).get(DEVICE_ID_KEY)?.trim();
  if (!value) return null;
  storage?.setItem(DEVICE_ID_KEY, value);
  return value;
};

/** The session's device id, or null when none was given. */
export const getDeviceId = (storage: Storage | null = storageOrNull()): string | null => {
  const value = storage?.getItem(DEVICE_ID_KEY)?.trim();
  return value ? value : null;
};
