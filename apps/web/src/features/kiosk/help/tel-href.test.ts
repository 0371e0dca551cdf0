import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps digits and the plus sign', () => {
    expect(telHref('+1 (800) 555-0199')).toBe('tel:+18005550199');
    expect(telHref('911')).toBe('tel:911');
  });
});
