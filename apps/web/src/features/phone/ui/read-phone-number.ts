import { DEFAULT_PHONE_COUNTRY } from '@kiosk/contract/values';

/** A number as the phone read it: what is sent (E.164) and what is shown back to the visitor. */
export type TReadPhoneNumber = { e164: string; formatted: string };

type PhoneLibrary = typeof import('libphonenumber-js/min');
let library: Promise<PhoneLibrary> | undefined;

/**
 * libphonenumber-js (with its smallest metadata, as the server uses it) is loaded on its own, not with the
 * phone's screens, which stay within their size budget; the number's form starts loading it when shown.
 */
export const loadPhoneLibrary = (): Promise<PhoneLibrary> => (library ??= import('libphonenumber-js/min'));

/**
 * The typed number in E.164 (`+14155550143`) and written back in the international format
 * (`+1 415 555 0143`), or null when it is not a valid number. A number without a country code is read as a
 * number of DEFAULT_PHONE_COUNTRY, as the server reads it; the server still checks it and its country.
 */
export async function readPhoneNumber(text: string): Promise<TReadPhoneNumber | null> {
  const { parsePhoneNumberFromString } = await loadPhoneLibrary();
  const parsed = parsePhoneNumberFromString(text.trim(), DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid()) return null;
  return { e164: parsed.number, formatted: parsed.formatInternational() };
}
