import { ANALYTICS_LIMITS, sanitizeAnalyticsEvent } from '@kiosk/contract/values';
import type { TAnalyticsBatch, TAnalyticsEvent } from '@kiosk/contract';

export type TSendBatch = (batch: TAnalyticsBatch) => Promise<void>;

export interface AnalyticsOptions {
  send: TSendBatch;
  deviceId: () => string | null;
  now?: () => Date;
  /** A batch leaves when this many events wait, or after flushIntervalMs. */
  batchSize?: number;
  flushIntervalMs?: number;
  /** Retry after a failed send: first delay, doubled each time up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /** Events kept while the server cannot be reached; the oldest go first. */
  maxQueued?: number;
}

export const ANALYTICS_DEFAULTS = {
  batchSize: 20,
  flushIntervalMs: 5_000,
  retryMs: 2_000,
  maxRetryMs: 60_000,
  maxQueued: 200,
} as const;

/**
 * Queues events, sanitised the moment they are tracked (docs/product.md §5: nothing unsafe is ever held or sent),
 * and sends them in batches with retry and backoff. Never throws into the screen that tracks.
 */
export function createAnalytics(options: AnalyticsOptions) {
  const settings = { ...ANALYTICS_DEFAULTS, ...options };
  const now = options.now ?? (() => new Date());
  let queue: TAnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let isSending = false;

  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), ms);
  };

  async function flush(): Promise<void> {
    timer = null;
    if (isSending || queue.length === 0) return;
    isSending = true;
    const batch = queue.slice(0, Math.min(settings.batchSize, ANALYTICS_LIMITS.maxEvents));
    const deviceId = settings.deviceId();
    try {
      await settings.send({ ...(deviceId ? { deviceId } : {}), events: batch });
      queue = queue.slice(batch.length);
      failures = 0;
      if (queue.length) schedule(0);
    } catch {
      failures++;
      schedule(Math.min(settings.retryMs * 2 ** (failures - 1), settings.maxRetryMs));
    } finally {
      isSending = false;
    }
  }

  /** `at`: when it happened, if earlier than now (an event that waited for this queue to load). */
  function track(name: string, properties: Record<string, unknown> = {}, at: Date = now()): void {
    const event = sanitizeAnalyticsEvent({ name, properties, timestamp: at.toISOString() });
    if (!event) return;
    queue.push(event);
    if (queue.length > settings.maxQueued) queue = queue.slice(queue.length - settings.maxQueued);
    if (queue.length >= settings.batchSize) schedule(0);
    else if (!timer) schedule(settings.flushIntervalMs);
  }

  return { track, flush, pending: () => queue.length };
}

export type Analytics = ReturnType<typeof createAnalytics>;
