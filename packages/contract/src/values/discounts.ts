/** One-time codes are 6 digits. */
export const MFA_CODE_LENGTH = 6;
/** Another code for the same phone may be sent this long after the last one. */
export const MFA_RESEND_AFTER_MS = 30_000;
/**
 * A number typed without a country code is read as a number of this country, on the phone (which sends it
 * on in E.164) and on the server (which checks it again).
 */
export const DEFAULT_PHONE_COUNTRY = 'US';
