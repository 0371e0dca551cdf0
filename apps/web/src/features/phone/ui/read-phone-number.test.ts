import { describe, expect, it } from 'vitest';
import { readPhoneNumber } from './read-phone-number';

describe('reading a phone number on the phone', () => {
  it.each([
    ['+1 415 555 0143', '+14155550143', '+1 415 555 0143'],
    ['(415) 555-0143', '+14155550143', '+1 415 555 0143'],
    [' 415.555.0143 ', '+14155550143', '+1 415 555 0143'],
    ['+44 7911 123456', '+447911123456', '+44 7911 123456'],
  ])('%j is sent as %s and shown as %s', async (text, e164, formatted) => {
    expect(await readPhoneNumber(text)).toEqual({ e164, formatted });
  });

  it.each(['', '123', '+1 555', 'call me', '07911 123456'])('%j is not a number', async (text) => {
    expect(await readPhoneNumber(text)).toBeNull();
  });
});
