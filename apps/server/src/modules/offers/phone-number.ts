import { PHONE_NUMBER_TEXT } from '@kiosk/contract';
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
  if (!PHONE_NUMBER_TEXT.test(input)) throw invalidPhoneNumber();
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  if (!parsed?.isValid()) throw invalidPhoneNumber();
  return parsed.number;
}
