import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAnalyticsBatch } from '@kiosk/contract';
import { ANALYTICS_DEFAULTS, createAnalytics } from './analytics-client';

const now = () => new Date('2026-11-22T18:00:00Z');

describe('analytics client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (send = vi.fn(async (_batch: TAnalyticsBatch): Promise<void> => undefined)) => ({
    send,
    analytics: createAnalytics({ send, deviceId: () => 'demo-kiosk-0001', now }),
  });

  it('sanitises before queueing: personal names and values never leave, query strings are stripped', async () => {
    const { send, analytics } = setup();
    analytics.track('product_chosen', {
      productId: 'condoms',
      phoneNumber: '+1 415 555 0100',
      value: 'call me at +1 (415) 555-0100',
      screen: '/orders/1/payment?token=abc',
      quantity: 3,
    });
    await vi.advanceTimersByTimeAsync(ANALYTICS_DEFAULTS.flushIntervalMs);
    expect(send).toHaveBeenCalledTimes(1);
    const batch = send.mock.calls[0]![0];
    expect(batch.deviceId).toBe('demo-kiosk-0001');
    expect(batch.events).toEqual([
      {
        name: 'product_chosen',
        properties: { productId: 'condoms', screen: '/orders/1/payment', quantity: 3 },
        timestamp: '2026-11-22T18:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(batch)).not.toMatch(/555/);
  });

  it('batches: waits 5 s, or sends at once when 20 events wait', async () => {
    const { send, analytics } = setup();
    analytics.track('screen_view', { screen: 'products' });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(send).not.toHaveBeenCalled();
    for (let i = 0; i < 19; i++) analytics.track('screen_view', { screen: 'products' });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0].events).toHaveLength(20);
    expect(analytics.pending()).toBe(0);
  });

  it('retries a failed batch with doubling delays and loses nothing', async () => {
    const send = vi
      .fn<(batch: TAnalyticsBatch) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const { analytics } = setup(send);
    analytics.track('dispense_done', { quantity: 1 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    expect(analytics.pending()).toBe(0);
  });

  it('keeps at most 200 events while offline, dropping the oldest, and ignores invalid names', async () => {
    const send = vi.fn<(batch: TAnalyticsBatch) => Promise<void>>().mockRejectedValue(new Error('offline'));
    const { analytics } = setup(send);
    analytics.track('Not A Valid Name!');
    expect(analytics.pending()).toBe(0);
    for (let i = 0; i < 250; i++) analytics.track('screen_view', { value: i });
    expect(analytics.pending()).toBe(200);
  });
});
