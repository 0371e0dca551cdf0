import { describe, expect, it } from 'vitest';
import { PASSKEY_MIN_LENGTH, passkeyProblem } from './staff-credential.service';

describe('a new staff passkey', () => {
  it('needs at least 12 characters, as docs/decisions.md says: 11 are refused, 12 taken', () => {
    expect(PASSKEY_MIN_LENGTH).toBe(12);
    expect(passkeyProblem('a'.repeat(11))).toBe('The passkey must have at least 12 characters.');
    expect(passkeyProblem('a'.repeat(12))).toBeNull();
  });
});
