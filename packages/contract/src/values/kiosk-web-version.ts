/**
 * The header the kiosk page sends with its periodic pairing check: its build's release version (the
 * `<meta name="release-version">` of the page), which the console shows per kiosk beside its agent's.
 */
export const KIOSK_WEB_VERSION_HEADER = 'x-kiosk-web-version';
