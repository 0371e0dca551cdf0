/** One-time codes are 6 digits. */
export const MFA_CODE_LENGTH = 6;
/** Another code for the same phone may be sent this long after the last one. */
export const MFA_RESEND_AFTER_MS = 30_000;
