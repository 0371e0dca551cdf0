import { createSandboxProvider } from '../payments/sandbox-provider';

/** JSON `data` of a response, or its error `data`, with the status. */
export interface Answer {
  status: number;
  data: Record<string, unknown> & { code?: string };
}

/** The purchase path over real HTTP, against a server process (payments through its sandbox). */
export function processApi(baseUrl: string, deviceId: string, secret: string, passkey: string) {
  const device = `${baseUrl}/devices/${deviceId}`;
  /** Pairs as the kiosk once (staff bearer), and keeps the device credential cookie it gets. */
  let paired: Promise<string> | null = null;
  const kioskCookie = (): Promise<string> =>
    (paired ??= fetch(`${device}/kiosk-credential`, {
      method: 'POST',
      headers: { authorization: `Bearer ${passkey}`, 'content-type': 'application/json' },
      body: '{}',
    }).then((res) => {
      if (res.status !== 201) throw new Error(`pairing: ${res.status}`);
      return res.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    }));
  const call = async (url: string, init: RequestInit = {}): Promise<Answer> => {
    const headers = url.startsWith(`${device}/`)
      ? { ...(init.headers as Record<string, string> | undefined), cookie: await kioskCookie() }
      : init.headers;
    const res = await fetch(url, { ...init, headers });
    const text = await res.text();
    return { status: res.status, data: text ? (JSON.parse(text) as { data: Answer['data'] }).data : {} };
  };
  const post = (url: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(url, {
      method: 'POST',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const sandbox = createSandboxProvider({ secret, publicUrl: baseUrl, now: () => new Date() });

  const createOrder = async (skuId: string, quantity: number) => {
    const res = await post(`${device}/orders?locale=en`, { skus: [{ skuId, quantity }] });
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`);
    return String(res.data.id);
  };
  /** Order → transaction → the sandbox's signed 'paid' webhook. */
  const paidOrder = async (skuId: string, quantity: number) => {
    const orderId = await createOrder(skuId, quantity);
    const transactionId = String((await post(`${device}/orders/${orderId}/transactions?locale=en`)).data.id);
    const session = await call(
      `${device}/orders/${orderId}/transactions/${transactionId}/session?manualRedirect=true`,
    );
    const lookup = sandbox.openSession(String(session.data.url).split('/sandbox/pay/')[1]!);
    if (lookup.status !== 'open') throw new Error(`session ${lookup.status}`);
    const rawBody = JSON.stringify(sandbox.eventFor(lookup.session, { type: 'paid' }));
    const hook = await call(`${baseUrl}/payments/sandbox/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sandbox-signature': sandbox.signWebhook(rawBody) },
      body: rawBody,
    });
    if (hook.status !== 200) throw new Error(`webhook: ${hook.status}`);
    return { orderId, transactionId };
  };
  return {
    kioskCookie,
    createOrder,
    paidOrder,
    dispense: (orderId: string) => post(`${device}/orders/${orderId}/dispense?locale=en`),
    order: async (orderId: string) => (await call(`${device}/orders/${orderId}?locale=en`)).data,
    transaction: async (orderId: string, id: string) =>
      (await call(`${device}/orders/${orderId}/transactions/${id}`)).data,
    products: () => call(`${device}/products?locale=en`),
    restock: (skus: { skuId: string; stock: number }[]) =>
      call(`${device}/products/stock`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${passkey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ skus }),
      }),
  };
}
