import {
  DEFAULT_PHONE_COUNTRY as PHONE_COUNTRY,
  MFA_CODE_LENGTH,
  MFA_RESEND_AFTER_MS,
} from '@kiosk/contract';

/** Every limit of phone verification by one-time code, named once (docs/decisions.md, offers). Tests pin each value. */

/** Digits of a one-time code. */
export const OTP_CODE_LENGTH = MFA_CODE_LENGTH;
/** A code works for 10 minutes after it was sent. */
export const OTP_TTL_MS = 10 * 60_000;
/** Wrong tries a code allows; the fifth wrong one locks it. */
export const OTP_MAX_ATTEMPTS = 5;
/** Another code for the same phone may be sent 30 seconds after the last one. */
export const OTP_RESEND_AFTER_MS = MFA_RESEND_AFTER_MS;
/** At most 5 codes go to one phone in any hour… */
export const OTP_MAX_SENDS_PER_PHONE = 5;
export const OTP_SEND_WINDOW_MS = 60 * 60_000;
/** …and at most 10 from one order in that hour, whatever the numbers (no texting strangers in bulk). */
export const OTP_MAX_SENDS_PER_ORDER = 10;
/** Without a country code, a number is read as a number of this country. */
export const DEFAULT_PHONE_COUNTRY = PHONE_COUNTRY;
