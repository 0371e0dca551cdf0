import { describe, expect, it } from 'vitest';
import {
  DOB_LENGTH,
  appendDobDigit,
  applyTypedDob,
  dobErrorOf,
  isDobComplete,
  maskDateOfBirth,
  parseIsoDate,
  removeLastDobDigit,
  validateDateOfBirth,
} from './date-of-birth';

const typeDigits = (digits: string): string[] => {
  const seen: string[] = [];
  let value = '';
  for (const digit of digits) {
    value = appendDobDigit(value, digit);
    seen.push(value);
  }
  return seen;
};

describe('date-of-birth mask (docs/product.md §5)', () => {
  it('is 10 characters long when complete', () => {
    expect(DOB_LENGTH).toBe(10);
  });

  it('inserts a hyphen after the 4th and the 7th character as digits are typed', () => {
    expect(typeDigits('20000115')).toEqual([
      '2',
      '20',
      '200',
      '2000-',
      '2000-0',
      '2000-01-',
      '2000-01-1',
      '2000-01-15',
    ]);
  });

  it('keeps at most 10 characters', () => {
    expect(appendDobDigit('2000-01-15', '9')).toBe('2000-01-15');
    expect(maskDateOfBirth('200001159999')).toBe('2000-01-15');
  });

  it('accepts digits only', () => {
    expect(appendDobDigit('2000-', 'a')).toBe('2000-');
    expect(maskDateOfBirth('2x0/0.0 0-1')).toBe('2000-01-');
    expect(maskDateOfBirth('abc')).toBe('');
  });

  it('masks typed or pasted text the same way', () => {
    expect(maskDateOfBirth('2000-01-15')).toBe('2000-01-15');
    expect(maskDateOfBirth('20000115')).toBe('2000-01-15');
    expect(maskDateOfBirth('2000')).toBe('2000-');
  });

  it('masks keyboard typing, and a deleted hyphen takes its digit with it', () => {
    expect(applyTypedDob('200', '2000')).toBe('2000-');
    expect(applyTypedDob('2000-', '2000')).toBe('200');
    expect(applyTypedDob('2000-01-', '2000-01')).toBe('2000-0');
    expect(applyTypedDob('2000-01-15', '2000-01-1')).toBe('2000-01-1');
    expect(applyTypedDob('', '2000-01-15')).toBe('2000-01-15');
  });

  it('backspace removes the last digit with the hyphen it added', () => {
    expect(removeLastDobDigit('2000-01-15')).toBe('2000-01-1');
    expect(removeLastDobDigit('2000-01-1')).toBe('2000-01-');
    expect(removeLastDobDigit('2000-01-')).toBe('2000-0');
    expect(removeLastDobDigit('2000-0')).toBe('2000-');
    expect(removeLastDobDigit('2000-')).toBe('200');
    expect(removeLastDobDigit('2')).toBe('');
    expect(removeLastDobDigit('')).toBe('');
  });
});

describe('date-of-birth validation (docs/product.md §5)', () => {
  it("is required: 'Invalid date.' when empty", () => {
    expect(validateDateOfBirth('')).toBe('required');
    expect(validateDateOfBirth('   ')).toBe('required');
  });

  it("must parse as an ISO date: 'Invalid date format' otherwise", () => {
    expect(validateDateOfBirth('2000-01-15')).toBeNull();
    expect(validateDateOfBirth('2000-13-01')).toBe('format');
    expect(validateDateOfBirth('2000-00-10')).toBe('format');
    expect(validateDateOfBirth('2001-02-29')).toBe('format');
    expect(validateDateOfBirth('2000-02-29')).toBeNull();
    expect(validateDateOfBirth('1900-02-29')).toBe('format');
    expect(validateDateOfBirth('2000-04-31')).toBe('format');
    expect(validateDateOfBirth('2000-01-00')).toBe('format');
    expect(validateDateOfBirth('0000-01-01')).toBe('format');
    expect(validateDateOfBirth('01-15-2000')).toBe('format');
  });

  it('runs only at length 10; shorter input shows no error', () => {
    expect(dobErrorOf('')).toBeNull();
    expect(dobErrorOf('2000-13-')).toBeNull();
    expect(dobErrorOf('2000-13-0')).toBeNull();
    expect(dobErrorOf('2000-13-01')).toBe('format');
    expect(dobErrorOf('2000-12-01')).toBeNull();
  });

  it('allows submit only with 10 characters', () => {
    expect(isDobComplete('2000-01-1')).toBe(false);
    expect(isDobComplete('2000-01-15')).toBe(true);
  });

  it('parses the stored form YYYY-MM-DD', () => {
    expect(parseIsoDate('1987-06-05')).toEqual({ year: 1987, month: 6, day: 5 });
    expect(parseIsoDate('1987-6-5')).toBeNull();
  });
});
