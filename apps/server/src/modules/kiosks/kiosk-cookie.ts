import type { CookieSerializeOptions } from '@fastify/cookie';

export const KIOSK_COOKIE = 'kiosk_credential';

/** Browsers keep a cookie at most 400 days; pairing again renews it. */
const MAX_AGE_SECONDS = 400 * 24 * 3600;

/**
 * The device credential's cookie: out of reach of page scripts (HttpOnly), never sent by another site
 * (SameSite=Strict), only on https when the server is, and only to the paths of its own device.
 */
export const kioskCookieOptions = (publicUrl: string, deviceId: string): CookieSerializeOptions => ({
  path: `/devices/${encodeURIComponent(deviceId)}`,
  httpOnly: true,
  sameSite: 'strict',
  secure: publicUrl.startsWith('https:'),
  maxAge: MAX_AGE_SECONDS,
});
