import { describe, expect, it, vi } from 'vitest';

const queued: unknown[][] = [];
vi.mock('./analytics-queue', () => ({
  createAppAnalytics: () => ({ track: (...args: unknown[]) => queued.push(args) }),
}));

describe('track before and after the analytics queue has loaded', () => {
  it('keeps early events, with their own time, and hands them to the queue in order', async () => {
    const { track } = await import('./analytics');
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date'] });
    track('screen_view', { screen: 'welcome' });
    vi.setSystemTime(new Date('2026-11-22T10:00:01Z'));
    track('product_chosen', { productId: 'naloxone' });
    vi.useRealTimers();
    expect(queued).toEqual([]);
    await vi.waitFor(() => expect(queued).toHaveLength(2));
    expect(queued).toEqual([
      ['screen_view', { screen: 'welcome' }, new Date('2026-11-22T10:00:00Z')],
      ['product_chosen', { productId: 'naloxone' }, new Date('2026-11-22T10:00:01Z')],
    ]);
    track('session_ended');
    expect(queued.at(-1)).toEqual(['session_ended', {}]);
  });
});
