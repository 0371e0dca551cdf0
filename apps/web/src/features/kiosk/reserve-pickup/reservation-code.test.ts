import { describe, expect, it } from 'vitest';
import { RESERVATION_CODE_LENGTH, cleanReservationCode, validateReservationCode } from './reservation-code';

describe('reservation code (docs/product.md §5)', () => {
  it('has 6 digits', () => {
    expect(RESERVATION_CODE_LENGTH).toBe(6);
    expect(cleanReservationCode('12a3 45678')).toBe('123456');
  });

  it('is required and complete', () => {
    expect(validateReservationCode('')).toBe('required');
    expect(validateReservationCode('12345')).toBe('incomplete');
    expect(validateReservationCode('123456')).toBeNull();
  });
});
