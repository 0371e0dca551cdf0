import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { SandboxOutcome, SandboxProvider } from '../payments/sandbox-provider';
import { DEMO, staffAuth, type TestApp } from './harness';
import { postWebhook } from './payments-helpers';

export interface Line {
  skuId: string;
  quantity: number;
}

/** Short calls of the purchase path for one device of an in-process app. */
export function purchase(t: TestApp, deviceId = DEMO) {
  const base = `/devices/${deviceId}`;
  const post = (url: string, payload?: InjectOptions['payload']) =>
    t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });

  const createOrder = async (skus: Line[]): Promise<string> => {
    const res = await post(`${base}/orders?locale=en`, { skus });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };

  /** Opens a checkout; returns the transaction id and the provider's pay-page token. */
  const openCheckout = async (orderId: string) => {
    const opened = await post(`${base}/orders/${orderId}/transactions?locale=en`);
    expect(opened.statusCode, opened.body).toBe(201);
    const transactionId = opened.json().data.id as string;
    const session = await t.app.inject({
      url: `${base}/orders/${orderId}/transactions/${transactionId}/session?manualRedirect=true`,
    });
    expect(session.statusCode, session.body).toBe(200);
    const token = String(session.json().data.url).split('/sandbox/pay/')[1]!;
    return { transactionId, token };
  };

  /** The signed webhook body the sandbox sends for an outcome on a pay page (not yet posted). */
  const signedEvent = (token: string, outcome: SandboxOutcome) => {
    const provider = t.ctx.payments as SandboxProvider;
    const lookup = provider.openSession(token);
    if (lookup.status !== 'open') throw new Error(`session ${lookup.status}`);
    const rawBody = JSON.stringify(provider.eventFor(lookup.session, outcome));
    return { rawBody, signature: provider.signWebhook(rawBody) };
  };

  const deliver = (event: { rawBody: string; signature: string }) =>
    postWebhook(t, event.rawBody, event.signature);

  const paidOrder = async (skus: Line[]) => {
    const orderId = await createOrder(skus);
    const { transactionId, token } = await openCheckout(orderId);
    const res = await deliver(signedEvent(token, { type: 'paid' }));
    expect(res.statusCode, res.body).toBe(200);
    return { orderId, transactionId, token };
  };

  const dispense = (orderId: string) => post(`${base}/orders/${orderId}/dispense?locale=en`);
  const getOrder = async (orderId: string) =>
    (await t.app.inject({ url: `${base}/orders/${orderId}?locale=en` })).json().data;
  const getTransaction = async (orderId: string, transactionId: string) =>
    (await t.app.inject({ url: `${base}/orders/${orderId}/transactions/${transactionId}` })).json().data;
  const cancel = (orderId: string) => post(`${base}/orders/${orderId}/cancel?isTimeout=false`);

  /** Staff restock: sets the on-hand count of skus (held units stay held). */
  const setStock = async (skus: { skuId: string; stock: number }[]) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base}/products/stock`,
      headers: staffAuth,
      payload: { skus },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  return {
    base,
    createOrder,
    openCheckout,
    signedEvent,
    deliver,
    paidOrder,
    dispense,
    getOrder,
    getTransaction,
    cancel,
    setStock,
  };
}
