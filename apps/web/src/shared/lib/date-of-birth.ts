/** docs/product.md §5 date of birth: keypad entry masked to YYYY-MM-DD, validated only once it is complete. */

/** Characters of a complete date of birth (YYYY-MM-DD). */
export const DOB_LENGTH = 10;
/** Digits of a complete date of birth. */
const DOB_DIGITS = 8;
/** A hyphen follows when the value reaches these lengths (after YYYY and after YYYY-MM). */
const HYPHEN_AFTER = [4, 7] as const;

export type TDobError = 'required' | 'format';

const digitsOf = (value: string): string => value.replace(/\D/g, '').slice(0, DOB_DIGITS);

/**
 * Digits only, at most 10 characters, a hyphen inserted automatically after the 4th and the 7th
 * character: '2000' → '2000-', '200001' → '2000-01-', '20000115' → '2000-01-15'.
 */
export const maskDateOfBirth = (input: string): string => {
  let out = '';
  for (const digit of digitsOf(input)) {
    out += digit;
    if ((HYPHEN_AFTER as readonly number[]).includes(out.length) && out.length < DOB_LENGTH) out += '-';
  }
  return out;
};

/** The keypad's digit key: appends one digit (nothing once the date is complete). */
export const appendDobDigit = (value: string, digit: string): string =>
  /^\d$/.test(digit) ? maskDateOfBirth(digitsOf(value) + digit) : maskDateOfBirth(value);

/** The keypad's backspace key: removes the last digit (and the hyphen an entry had added). */
export const removeLastDobDigit = (value: string): string => maskDateOfBirth(digitsOf(value).slice(0, -1));

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Parses an ISO date (YYYY-MM-DD) that exists in the calendar; null otherwise. */
export const parseIsoDate = (value: string): { year: number; month: number; day: number } | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const monthDays = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= monthDays ? { year, month, day } : null;
};

/** docs/product.md §5: required ('Invalid date.'), and it must parse as an ISO date ('Invalid date format'). */
export const validateDateOfBirth = (value: string): TDobError | null => {
  if (value.trim() === '') return 'required';
  return parseIsoDate(value) ? null : 'format';
};

/** docs/product.md §5: validation runs only at length 10; a shorter value shows no error. */
export const dobErrorOf = (value: string): TDobError | null =>
  value.length === DOB_LENGTH ? validateDateOfBirth(value) : null;

/** Submit is possible only once the date has 10 characters. */
export const isDobComplete = (value: string): boolean => value.length === DOB_LENGTH;

/**
 * Text typed on a physical keyboard: masked like the keypad; a deletion that only removed a hyphen
 * the mask had added removes the digit before it too (else the mask would put the hyphen back).
 */
export const applyTypedDob = (previous: string, typed: string): string => {
  const masked = maskDateOfBirth(typed);
  return typed.length < previous.length && masked === previous ? removeLastDobDigit(previous) : masked;
};
