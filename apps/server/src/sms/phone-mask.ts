import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Digits of the number kept visible at the end of a masked number. */
export const MASK_VISIBLE_DIGITS = 4;

/**
 * A number for people to recognise, not to dial: the country calling code and the last four digits
 * (`+1 •••••• 0123`). Used only by the dev outbox.
 */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed?.nationalNumber ?? e164.replace(/\D/g, '');
  const country = parsed ? `+${parsed.countryCallingCode} ` : '';
  const hidden = Math.max(0, national.length - MASK_VISIBLE_DIGITS);
  return `${country}${'•'.repeat(hidden)} ${national.slice(hidden)}`;
}
