import type { TAnalyticsEvent } from '@kiosk/contract';

export interface ForwardedBatch {
  deviceId: string | null;
  events: TAnalyticsEvent[];
}

export interface AnalyticsForwarder {
  /** Sends in the background and returns at once; never throws, never blocks the caller. */
  forward(batch: ForwardedBatch): void;
  /** Settles when every send in flight has ended (tests, shutdown). */
  drain(): Promise<void>;
}

export interface ForwarderOptions {
  url: string;
  timeoutMs?: number;
  /** Sends beyond this many in flight are skipped, so a slow third party cannot pile up sockets. */
  maxInFlight?: number;
  log: { warn(details: object, message: string): void };
  fetch?: typeof fetch;
}

export const FORWARD_TIMEOUT_MS = 3_000;

/**
 * The optional forwarder to a third-party analytics service (ANALYTICS_FORWARD_URL): POSTs the
 * already-sanitised events as JSON, fire-and-forget with a timeout. Failures are logged by kind only
 * (never the URL, which may hold a key, and never the events).
 */
export function createAnalyticsForwarder(options: ForwarderOptions): AnalyticsForwarder {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? FORWARD_TIMEOUT_MS;
  const maxInFlight = options.maxInFlight ?? 8;
  const inFlight = new Set<Promise<void>>();

  const deliver = async (batch: ForwardedBatch) => {
    try {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) options.log.warn({ status: response.status }, 'analytics forward refused');
    } catch (error) {
      const reason = (error as Error)?.name === 'TimeoutError' ? 'timeout' : 'network';
      options.log.warn({ reason }, 'analytics forward failed');
    }
  };

  return {
    forward(batch) {
      if (!batch.events.length) return;
      if (inFlight.size >= maxInFlight) {
        options.log.warn({ inFlight: inFlight.size }, 'analytics forward skipped: too many in flight');
        return;
      }
      const run = deliver(batch).finally(() => inFlight.delete(run));
      inFlight.add(run);
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
  };
}
