import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a local fake of the few Stripe endpoints the provider uses, for the REAL SDK pointed at it
 * (host/port/protocol). It decodes the SDK's form bodies (`a[b][0][c]=v`), keeps sessions and refunds, and
 * honours Idempotency-Key the way Stripe does (same key → the first response again).
 */
export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, unknown>;
}

type Json = Record<string, unknown>;

export interface StripeFake {
  apiBase: string;
  requests: FakeRequest[];
  sessions: Map<string, Json>;
  refunds: Json[];
  /** The next `count` API calls answer with this status and Stripe error body. */
  failNext(status: number, error: Json, count?: number): void;
  close(): Promise<void>;
}

/** `line_items[0][price_data][currency]=usd` → nested objects; all-numeric keys become arrays. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.match(/^[^[]+|\[[^\]]*\]/g)?.map((part) => part.replace(/^\[|\]$/g, '')) ?? [key];
    let node: Json = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    const isList = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
    return isList
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

export async function startStripeFake(): Promise<StripeFake> {
  const requests: FakeRequest[] = [];
  const sessions = new Map<string, Json>();
  const refunds: Json[] = [];
  const byIdempotencyKey = new Map<string, { status: number; body: Json }>();
  const failures: { status: number; error: Json }[] = [];
  let counter = 0;

  const handle = (request: FakeRequest): { status: number; body: Json } => {
    const failure = failures.shift();
    if (failure) return { status: failure.status, body: { error: failure.error } };
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      counter += 1;
      const id = `cs_test_fake${counter}`;
      const lineItems = (form.line_items as Json[] | undefined) ?? [];
      const amountTotal = lineItems.reduce((sum, item) => {
        const price = item.price_data as Json;
        return sum + Number(price.unit_amount) * Number(item.quantity);
      }, 0);
      const session: Json = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_status: 'unpaid',
        status: 'open',
        amount_total: amountTotal,
        currency: (lineItems[0]?.price_data as Json | undefined)?.currency ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        payment_intent: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        expires_at: Number(form.expires_at),
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1]!));
      return session
        ? { status: 200, body: session }
        : {
            status: 404,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: 'No such checkout.session',
              },
            },
          };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      counter += 1;
      const refund: Json = {
        id: `re_fake${counter}`,
        object: 'refund',
        amount: Number(form.amount),
        payment_intent: form.payment_intent,
        metadata: form.metadata ?? {},
        status: 'succeeded',
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method} ${path})` },
      },
    };
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        form: decodeStripeForm(req.method === 'GET' ? url.search.slice(1) : raw),
      };
      requests.push(request);
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      const remembered =
        key && request.method === 'POST' ? byIdempotencyKey.get(`${request.path} ${key}`) : undefined;
      const answer = remembered ?? handle(request);
      if (key && request.method === 'POST' && answer.status < 500)
        byIdempotencyKey.set(`${request.path} ${key}`, answer);
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_fake_${requests.length}`);
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    refunds,
    failNext(status, error, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push({ status, error });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
