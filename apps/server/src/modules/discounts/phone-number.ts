import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { AppError } from '../../http/app-error';
import { DEFAULT_PHONE_COUNTRY } from './otp-policy';

export const invalidPhoneNumber = () =>
  new AppError({
    code: 'validation',
    status: 400,
    message: 'error.phone.invalid',
    description: 'error.phone.invalidDescription',
    field: 'phoneNumber',
  });

/**
 * The number in E.164 (`+14155550123`), or an 'Invalid phone number.' error. A number without a
 * country code is read as a number of the default country.
 */
export function toE164(input: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const text = input.trim();
  if (!text || text.length > 32 || !/^[+\d\s().-]+$/.test(text)) throw invalidPhoneNumber();
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  if (!parsed?.isValid()) throw invalidPhoneNumber();
  return parsed.number;
}
