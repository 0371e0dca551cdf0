import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone-mask';

describe('masked phone numbers (dev outbox)', () => {
  it.each([
    ['+14155550123', '+1 •••••• 0123'],
    ['+447911123456', '+44 •••••• 3456'],
  ])('%s → %s', (e164, masked) => expect(maskPhone(e164)).toBe(masked));

  it('never shows more than the last four digits of the national number', () => {
    const masked = maskPhone('+14155550123');
    expect(masked).not.toContain('415');
    expect(masked.replace(/\D/g, '')).toBe('10123');
  });
});
