import { createSandboxProvider } from '@kiosk/server/src/payments/sandbox-provider';
import type { LoadKiosk } from './load-kiosks';

/** The kiosk's calls of one visit, in order, plus the payment provider's signed webhook. */
export const VISIT_CALLS = [
  'product list (ETag)',
  'order',
  'checkout',
  'payment session',
  'webhook (provider)',
  'dispense',
] as const;
export type VisitCall = (typeof VISIT_CALLS)[number];

export interface Visit {
  deviceId: string;
  orderId: string | null;
  /** performance.now() when the dispense call was sent and when its answer came. */
  dispenseSentAt: number;
  dispenseAnsweredAt: number;
  status: string | null;
  failure: string | null;
}

export interface VisitLog {
  visits: Visit[];
  /** Milliseconds of each call that answered as expected. */
  ms: Map<VisitCall, number[]>;
  /** Each call that answered as expected: when it was sent (performance.now()) and its milliseconds. */
  timings: { call: VisitCall; startedAt: number; ms: number }[];
  /** Each failed call: what it was, its status (or error), when it was sent and when it failed (performance.now()). */
  failedCalls: { call: VisitCall; status: number | string; startedAt: number; at: number }[];
  /** Product lists answered 304 (the kiosk's ETag still current) and 200. */
  listStatuses: Map<number, number>;
}

export const newVisitLog = (): VisitLog => ({
  visits: [],
  ms: new Map(VISIT_CALLS.map((c) => [c, []])),
  timings: [],
  failedCalls: [],
  listStatuses: new Map(),
});

/** The single package a load visit buys (paid, so every visit goes through checkout and the webhook). */
export const LOAD_SKU = 'condoms-3-pack';

/**
 * Walks one visit at a kiosk through the API as the kiosk app and the phone do: the product list with
 * the kiosk's last ETag, an order of one unit, checkout, the payment session, the sandbox provider's
 * signed `paid` webhook, then the dispense, which answers once the agent's outcome is recorded.
 */
export function visitor(baseUrl: string, secret: string, log: VisitLog) {
  const sandbox = createSandboxProvider({ secret, publicUrl: baseUrl, now: () => new Date() });
  const etags = new Map<string, string>();
  const call = async (name: VisitCall, url: string, init: RequestInit, ok: number[]) => {
    const started = performance.now();
    let res: Response;
    try {
      res = await fetch(url, init);
    } catch (error) {
      // undici says only "fetch failed"; the socket's own error (ECONNRESET, "other side closed") is its cause.
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause ? `: ${cause.code ?? cause.message}` : '';
      log.failedCalls.push({
        call: name,
        status: `${(error as Error).message}${why}`,
        startedAt: started,
        at: performance.now(),
      });
      throw error;
    }
    const text = await res.text();
    const ms = performance.now() - started;
    if (!ok.includes(res.status)) {
      // An answer that is not the API's JSON came from the proxy (no instance available, say).
      const isFromProxy = !res.headers.get('content-type')?.includes('json');
      log.failedCalls.push({
        call: name,
        status: isFromProxy ? `${res.status} from the proxy` : res.status,
        startedAt: started,
        at: performance.now(),
      });
      throw new Error(`${name}: ${res.status} ${text.slice(0, 200)}`);
    }
    log.ms.get(name)!.push(ms);
    log.timings.push({ call: name, startedAt: started, ms });
    return { res, data: text ? ((JSON.parse(text) as { data: Record<string, unknown> }).data ?? {}) : {} };
  };
  return async (kiosk: LoadKiosk): Promise<Visit> => {
    const device = `${baseUrl}/devices/${kiosk.deviceId}`;
    const headers = { cookie: kiosk.cookie };
    const json = { ...headers, 'content-type': 'application/json' };
    const visit: Visit = {
      deviceId: kiosk.deviceId,
      orderId: null,
      dispenseSentAt: 0,
      dispenseAnsweredAt: 0,
      status: null,
      failure: null,
    };
    log.visits.push(visit);
    try {
      const etag = etags.get(kiosk.deviceId);
      const list = await call(
        'product list (ETag)',
        `${device}/products?locale=en`,
        { headers: etag ? { ...headers, 'if-none-match': etag } : headers },
        [200, 304],
      );
      log.listStatuses.set(list.res.status, (log.listStatuses.get(list.res.status) ?? 0) + 1);
      etags.set(kiosk.deviceId, list.res.headers.get('etag') ?? etag ?? '');
      const order = await call(
        'order',
        `${device}/orders?locale=en`,
        { method: 'POST', headers: json, body: JSON.stringify({ skus: [{ skuId: LOAD_SKU, quantity: 1 }] }) },
        [201],
      );
      const orderId = String(order.data.id);
      visit.orderId = orderId;
      const checkout = await call(
        'checkout',
        `${device}/orders/${orderId}/transactions?locale=en`,
        { method: 'POST', headers },
        [200, 201],
      );
      const transactionId = String(checkout.data.id);
      const session = await call(
        'payment session',
        `${device}/orders/${orderId}/transactions/${transactionId}/session?manualRedirect=true`,
        { headers },
        [200],
      );
      const lookup = sandbox.openSession(String(session.data.url).split('/sandbox/pay/')[1]!);
      if (lookup.status !== 'open') throw new Error(`payment session ${lookup.status}`);
      const rawBody = JSON.stringify(sandbox.eventFor(lookup.session, { type: 'paid' }));
      await call(
        'webhook (provider)',
        `${baseUrl}/payments/sandbox/webhook`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'sandbox-signature': sandbox.signWebhook(rawBody) },
          body: rawBody,
        },
        [200],
      );
      visit.dispenseSentAt = performance.now();
      const dispensed = await call(
        'dispense',
        `${device}/orders/${orderId}/dispense?locale=en`,
        { method: 'POST', headers },
        [200],
      );
      visit.dispenseAnsweredAt = performance.now();
      visit.status = String(dispensed.data.status);
    } catch (error) {
      visit.failure = (error as Error).message;
    }
    return visit;
  };
}
