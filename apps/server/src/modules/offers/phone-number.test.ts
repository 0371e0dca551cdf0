import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { toE164 } from './phone-number';

describe('phone numbers to E.164', () => {
  it.each([
    ['+14155550123', '+14155550123'],
    ['(415) 555-0123', '+14155550123'],
    ['415.555.0123', '+14155550123'],
    [' +1 415 555 0123 ', '+14155550123'],
    ['+44 7911 123456', '+447911123456'],
  ])('%s → %s', (input, e164) => expect(toE164(input)).toBe(e164));

  it.each(['', '   ', '123', '+1 555', 'call me', '+1415555012x', '4'.repeat(40), '+999 123 456 789'])(
    'refuses %j with "Invalid phone number."',
    (input) => {
      try {
        toE164(input);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).messageKey).toBe('error.phone.invalid');
        expect((error as AppError).field).toBe('phoneNumber');
      }
    },
  );
});
