/** The demo device the server seeds on first start. */
export const DEMO_DEVICE_ID = 'demo-kiosk-0001';

/** The kiosk's screens: portrait and landscape. */
export const KIOSK_VIEWPORTS = [
  { name: 'portrait', width: 1080, height: 1920 },
  { name: 'landscape', width: 1920, height: 1080 },
] as const;

export const kioskStartUrl = (deviceId: string = DEMO_DEVICE_ID): string =>
  `/?deviceId=${encodeURIComponent(deviceId)}`;
