import { describe, expect, it } from 'vitest';
import { KioskPage } from './kiosk-page';

describe('the kiosk page as the agent reads it before a switch', () => {
  const at = (start = 0) => {
    let now = start;
    const page = new KioskPage({ freshMs: 15_000, silentMs: 60_000, now: () => now });
    return { page, pass: (ms: number) => void (now += ms) };
  };

  it('idle only on a current report that says no visit', () => {
    const { page, pass } = at();
    page.report({ version: 'v2', busy: false });
    expect(page.isIdle()).toBe(true);
    page.report({ version: 'v2', busy: true });
    expect(page.isIdle()).toBe(false);
    page.report({ version: 'v2', busy: false });
    pass(16_000); // a late report might say a visit began: not idle yet
    expect(page.isIdle()).toBe(false);
  });

  it('a page silent for a minute (stopped) holds no visit, whatever it said last', () => {
    const { page, pass } = at();
    page.report({ version: 'v2', busy: true });
    pass(59_000);
    expect(page.isIdle()).toBe(false);
    pass(1_000);
    expect(page.isIdle()).toBe(true);
  });

  it('before any report: not idle until a minute after the agent started', () => {
    const { page, pass } = at();
    expect(page.isIdle()).toBe(false);
    pass(60_000);
    expect(page.isIdle()).toBe(true);
  });

  it('remembers which agent releases the page reported running with', () => {
    const { page } = at();
    page.report({ version: null, busy: false });
    expect(page.hasSeen('v3')).toBe(false);
    page.report({ version: 'v3', busy: false });
    expect(page.hasSeen('v3')).toBe(true);
  });
});
