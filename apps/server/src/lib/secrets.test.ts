import { describe, expect, it } from 'vitest';
import { seal, unseal } from './secrets';

const SECRET = 'secret-for-the-seal-test-0123456789abcdef';

describe('seal', () => {
  it('gives the value back to the same secret and purpose, and hides it', () => {
    const sealed = seal(SECRET, 'reservation-code', '482913');
    expect(sealed).not.toContain('482913');
    expect(seal(SECRET, 'reservation-code', '482913')).not.toBe(sealed);
    expect(unseal(SECRET, 'reservation-code', sealed)).toBe('482913');
  });

  it('gives null for another secret, another purpose, an altered or a malformed value', () => {
    const sealed = seal(SECRET, 'reservation-code', '482913');
    expect(unseal(`${SECRET}x`, 'reservation-code', sealed)).toBeNull();
    expect(unseal(SECRET, 'phone', sealed)).toBeNull();
    const [iv, tag, body] = sealed.split('.') as [string, string, string];
    const flipped = body.startsWith('A') ? `B${body.slice(1)}` : `A${body.slice(1)}`;
    expect(unseal(SECRET, 'reservation-code', `${iv}.${tag}.${flipped}`)).toBeNull();
    expect(unseal(SECRET, 'reservation-code', 'not-sealed')).toBeNull();
  });
});
