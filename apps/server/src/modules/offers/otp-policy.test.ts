import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_COUNTRY,
  OTP_CODE_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_ORDER,
  OTP_MAX_SENDS_PER_PHONE,
  OTP_RESEND_AFTER_MS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
} from './otp-policy';

/** These limits are decisions (docs/decisions.md, offers); changing one must be one too, so each is pinned here. */
describe('one-time code limits', () => {
  it('codes have 6 digits', () => expect(OTP_CODE_LENGTH).toBe(6));
  it('a code is valid for 10 minutes', () => expect(OTP_TTL_MS).toBe(600_000));
  it('a code allows 5 tries', () => expect(OTP_MAX_ATTEMPTS).toBe(5));
  it('a new code may be sent 30 s after the last', () => expect(OTP_RESEND_AFTER_MS).toBe(30_000));
  it('at most 5 codes go to one phone per hour', () => {
    expect(OTP_MAX_SENDS_PER_PHONE).toBe(5);
    expect(OTP_SEND_WINDOW_MS).toBe(3_600_000);
  });
  it('at most 10 codes go out for one order per hour', () => expect(OTP_MAX_SENDS_PER_ORDER).toBe(10));
  it('a number without a country code is a US number', () => expect(DEFAULT_PHONE_COUNTRY).toBe('US'));
});
