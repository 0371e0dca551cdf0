import { SANDBOX_SIGNATURE_HEADER } from './sandbox-signature';

export const SANDBOX_WEBHOOK_PATH = '/payments/sandbox/webhook';

export interface DeliveryResult {
  /** The receiver answered 2xx. */
  isDelivered: boolean;
  /** The last HTTP status, or null when no attempt got an answer. */
  status: number | null;
  attempts: number;
}

export interface DeliverOptions {
  url: string;
  /** The exact JSON text to send; it is what the signature covers. */
  rawBody: string;
  /** Signs the body; called again for every attempt, so a retry carries a fresh timestamp. */
  sign: (rawBody: string) => string;
  /** Total tries (default 3). */
  attempts?: number;
  /** Wait before the 2nd, 3rd, … try (default 200 ms, then 800 ms). */
  backoffMs?: number[];
  /** Per attempt (default 5 s). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry only what may pass next time: no answer, 408, 429 and 5xx. Any other 4xx is final. */
const isRetryable = (status: number | null) =>
  status === null || status === 408 || status === 429 || status >= 500;

/**
 * Sends a signed sandbox event to the webhook route, as a real provider would: an HTTP POST with
 * `sandbox-signature`, retried a couple of times. Never throws; the caller logs the result.
 */
export async function deliverSandboxEvent(options: DeliverOptions): Promise<DeliveryResult> {
  const attempts = Math.max(1, options.attempts ?? 3);
  const backoffMs = options.backoffMs ?? [200, 800];
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  let status: number | null = null;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) await sleep(backoffMs[Math.min(attempt - 2, backoffMs.length - 1)] ?? 0);
    try {
      const response = await fetchImpl(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: options.sign(options.rawBody),
          'user-agent': 'kiosk-sandbox-webhooks/1',
        },
        body: options.rawBody,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      status = null;
    }
    if (status !== null && status >= 200 && status < 300)
      return { isDelivered: true, status, attempts: attempt };
    if (!isRetryable(status)) return { isDelivered: false, status, attempts: attempt };
  }
  return { isDelivered: false, status, attempts };
}
