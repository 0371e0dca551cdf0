/** One-time codes are 6 digits. */
export const MFA_CODE_LENGTH = 6;
