import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastDays } from './calendar-days';

describe('lastDays', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // A zone whose clocks change: there a calendar day is not always 24 hours.
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('is thirty calendar days, today included, late in the evening after the clocks went back', () => {
    // 23:30 on 25 November there; the clocks went back on 1 November.
    expect(lastDays(30, new Date('2026-11-26T07:30:00Z'))).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
    });
  });

  it('is thirty calendar days early in the morning after the clocks went forward', () => {
    // 00:30 on 20 March there; the clocks went forward on 8 March.
    expect(lastDays(30, new Date('2026-03-20T07:30:00Z'))).toEqual({
      from: '2026-02-19',
      to: '2026-03-20',
    });
  });

  it('is one day: today', () => {
    expect(lastDays(1, new Date('2026-11-26T07:30:00Z'))).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
    });
  });
});
