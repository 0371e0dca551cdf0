import { describe, expect, it } from 'vitest';
import { dailyRate, daysLeft } from './days-left';

describe('days left at the recent rate (14-day window)', () => {
  it('divides what is on hand by the daily rate', () => {
    // 28 units in 14 days = 2 a day; 10 on hand = 5 days.
    expect(dailyRate(28)).toBe(2);
    expect(daysLeft(10, 28)).toBe(5);
    // 1 unit in 14 days; 3 on hand = 42 days.
    expect(daysLeft(3, 1)).toBe(42);
  });

  it('rounds down to a tenth of a day', () => {
    // 30 units in 14 days = 2.142… a day; 7 on hand = 3.266… days → 3.2.
    expect(daysLeft(7, 30)).toBe(3.2);
    expect(dailyRate(30)).toBe(2.1);
  });

  it('gives no estimate without dispensing, and 0 when nothing is left', () => {
    expect(daysLeft(20, 0)).toBeNull();
    expect(dailyRate(0)).toBe(0);
    expect(daysLeft(0, 5)).toBe(0);
  });

  it('takes another window length', () => {
    expect(daysLeft(10, 7, 7)).toBe(10);
  });
});
