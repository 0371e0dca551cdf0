import { describe, expect, it } from 'vitest';
import { ageOn, parseIsoDate, todayIn } from './age';

describe('age rules', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('1990-02-30')).toBeNull();
    expect(parseIsoDate('2001-02-29')).toBeNull();
    expect(parseIsoDate('1990-13-01')).toBeNull();
    expect(parseIsoDate('1990-1-01')).toBeNull();
    expect(parseIsoDate('01-01-1990')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });

  it('turns 18 on the birthday itself, not the day before', () => {
    const dob = { year: 2008, month: 11, day: 22 };
    expect(ageOn(dob, { year: 2026, month: 11, day: 21 })).toBe(17);
    expect(ageOn(dob, { year: 2026, month: 11, day: 22 })).toBe(18);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    const dob = { year: 2008, month: 2, day: 29 };
    expect(ageOn(dob, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn(dob, { year: 2026, month: 3, day: 1 })).toBe(18);
  });

  it("reads today's date in the device's time zone", () => {
    const now = new Date('2026-11-22T05:00:00Z');
    expect(todayIn('America/Los_Angeles', now)).toEqual({ year: 2026, month: 11, day: 21 });
    expect(todayIn('Asia/Tokyo', now)).toEqual({ year: 2026, month: 11, day: 22 });
  });
});
