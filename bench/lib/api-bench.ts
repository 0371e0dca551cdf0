import autocannon, { type Context, type Result } from 'autocannon';
import { createSandboxProvider } from '../../apps/server/src/payments/sandbox-provider';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

export interface ApiFigure {
  scenario: string;
  /** Requests per second; for the purchase path, completed purchases per second. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** HTTP calls per second (a purchase is 5 calls). */
  callsPerSecond: number;
  bodyBytes: number;
  failed: number;
}

export interface Target {
  baseUrl: string;
  deviceId: string;
  passkey: string;
  secret: string;
  /** The paired kiosk's device credential cookie: kiosk calls (orders, dispense) need it. */
  kioskCookie: string;
}

/** Pairs the bench as the device's kiosk (staff bearer), as a kiosk browser is paired once. */
export async function pairedTarget(target: Omit<Target, 'kioskCookie'>): Promise<Target> {
  const res = await fetch(`${target.baseUrl}/devices/${target.deviceId}/kiosk-credential`, {
    method: 'POST',
    headers: { authorization: `Bearer ${target.passkey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 201) throw new Error(`pairing: ${res.status} ${await res.text()}`);
  const kioskCookie = res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  return { ...target, kioskCookie };
}

const figureOf = (scenario: string, result: Result, bodyBytes: number): ApiFigure => ({
  scenario,
  perSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  callsPerSecond: result.requests.average,
  bodyBytes,
  failed: result.non2xx + result.errors + result.timeouts,
});

/** autocannon against one URL, with a body size read from one sample response. */
export async function measureUrl(
  scenario: string,
  url: string,
  load: LoadOptions,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<ApiFigure> {
  const sample = await fetch(url, init);
  const bodyBytes = (await sample.arrayBuffer()).byteLength;
  const result = await autocannon({
    url,
    connections: load.connections,
    duration: load.durationSeconds,
    ...init,
  });
  return figureOf(scenario, result, bodyBytes);
}

const JSON_HEADERS = { 'content-type': 'application/json' };

export async function restock(target: Target, skuId: string): Promise<void> {
  const res = await fetch(`${target.baseUrl}/devices/${target.deviceId}/products/stock`, {
    method: 'PUT',
    headers: { ...JSON_HEADERS, authorization: `Bearer ${target.passkey}` },
    body: JSON.stringify({ skus: [{ skuId, stock: 100_000 }] }),
  });
  if (!res.ok) throw new Error(`restock ${skuId}: ${res.status} ${await res.text()}`);
}

/** Product list, one order, and order creation with its stock hold. */
export async function measureReads(target: Target, load: LoadOptions): Promise<ApiFigure[]> {
  const device = `${target.baseUrl}/devices/${target.deviceId}`;
  await autocannon({ url: `${device}/products?locale=en`, connections: load.connections, duration: 2 });
  const products = await measureUrl('product list', `${device}/products?locale=en`, load);
  await restock(target, 'condoms-3-pack');
  const orderBody = JSON.stringify({ skus: [{ skuId: 'condoms-3-pack', quantity: 1 }] });
  const kiosk = { cookie: target.kioskCookie };
  const created = await fetch(`${device}/orders?locale=en`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...kiosk },
    body: orderBody,
  });
  if (created.status !== 201) throw new Error(`order: ${created.status} ${await created.text()}`);
  const orderId = ((await created.json()) as { data: { id: string } }).data.id;
  const order = await measureUrl('one order (GET)', `${device}/orders/${orderId}?locale=en`, load, {
    headers: kiosk,
  });
  const create = await measureUrl('order creation with its stock hold', `${device}/orders?locale=en`, load, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...kiosk },
    body: orderBody,
  });
  await restock(target, 'condoms-3-pack');
  return [products, order, create];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/**
 * The whole purchase as one scripted sequence per connection: order → checkout → the phone's session
 * link → the provider's signed webhook → dispense. Timed from the first call to the dispensed answer.
 */
export async function measurePurchase(target: Target, load: LoadOptions): Promise<ApiFigure> {
  await restock(target, 'pregnancy-test');
  const d = `/devices/${target.deviceId}`;
  const sandbox = createSandboxProvider({
    secret: target.secret,
    publicUrl: target.baseUrl,
    now: () => new Date(),
  });
  const durations: number[] = [];
  let failed = 0;
  let dispensedBytes = 0;
  const str = (context: Context, key: string) => (typeof context[key] === 'string' ? context[key] : null);
  const dataOf = (body: string): Record<string, unknown> =>
    (JSON.parse(body) as { data: Record<string, unknown> }).data;
  const onFail = (status: number, ok: number) => {
    if (status !== ok) failed++;
    return status === ok;
  };
  const kiosk = { cookie: target.kioskCookie };
  const started = performance.now();
  const result = await autocannon({
    url: target.baseUrl,
    connections: load.connections,
    duration: load.durationSeconds,
    requests: [
      {
        method: 'POST',
        path: `${d}/orders?locale=en`,
        headers: { ...JSON_HEADERS, ...kiosk },
        body: JSON.stringify({ skus: [{ skuId: 'pregnancy-test', quantity: 1 }] }),
        setupRequest: (request, context) => {
          context.startedAt = performance.now();
          return request;
        },
        onResponse: (status, body, context) => {
          if (onFail(status, 201)) context.orderId = String(dataOf(body).id);
        },
      },
      {
        method: 'POST',
        headers: kiosk,
        setupRequest: (request, context) =>
          str(context, 'orderId')
            ? { ...request, path: `${d}/orders/${str(context, 'orderId')}/transactions?locale=en` }
            : null,
        onResponse: (status, body, context) => {
          if (onFail(status, 201)) context.transactionId = String(dataOf(body).id);
        },
      },
      {
        method: 'GET',
        headers: kiosk,
        setupRequest: (request, context) =>
          str(context, 'transactionId')
            ? {
                ...request,
                path: `${d}/orders/${str(context, 'orderId')}/transactions/${str(context, 'transactionId')}/session?manualRedirect=true`,
              }
            : null,
        onResponse: (status, body, context) => {
          if (onFail(status, 200)) context.token = String(dataOf(body).url).split('/sandbox/pay/')[1];
        },
      },
      {
        method: 'POST',
        path: '/payments/sandbox/webhook',
        setupRequest: (request, context) => {
          const token = str(context, 'token');
          const lookup = token ? sandbox.openSession(token) : null;
          if (lookup?.status !== 'open') return null;
          const body = JSON.stringify(sandbox.eventFor(lookup.session, { type: 'paid' }));
          return {
            ...request,
            body,
            headers: { ...JSON_HEADERS, 'sandbox-signature': sandbox.signWebhook(body) },
          };
        },
        onResponse: (status, _body, context) => {
          context.isPaid = onFail(status, 200);
        },
      },
      {
        method: 'POST',
        headers: kiosk,
        setupRequest: (request, context) =>
          context.isPaid
            ? { ...request, path: `${d}/orders/${str(context, 'orderId')}/dispense?locale=en` }
            : null,
        onResponse: (status, body, context) => {
          if (!onFail(status, 200)) return;
          durations.push(performance.now() - Number(context.startedAt));
          dispensedBytes = Buffer.byteLength(body);
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    scenario: 'whole purchase (order → checkout → session → signed webhook → dispense)',
    perSecond: durations.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    callsPerSecond: result.requests.average,
    bodyBytes: dispensedBytes,
    failed: failed + result.errors + result.timeouts,
  };
}
