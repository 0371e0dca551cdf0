import type { SandboxOutcome, SandboxProvider } from '../payments/sandbox-provider';
import type { TestApp } from './harness';

/** Builds and posts the sandbox's signed webhook for a checkout URL, as the pay page would. */
export async function sandboxWebhook(t: TestApp, checkoutUrl: string, outcome: SandboxOutcome) {
  const provider = t.ctx.payments as SandboxProvider;
  const lookup = provider.openSession(checkoutUrl.split('/sandbox/pay/')[1]!);
  if (lookup.status !== 'open') throw new Error(`session ${lookup.status}`);
  const rawBody = JSON.stringify(provider.eventFor(lookup.session, outcome));
  return postWebhook(t, rawBody, provider.signWebhook(rawBody));
}

export const postWebhook = (t: TestApp, rawBody: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/payments/sandbox/webhook',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
    payload: rawBody,
  });

/**
 * Pays an order as a visitor would in the sandbox: its transaction, its checkout session, and the signed
 * "paid" webhook. `deviceBase` is the device's API path (`client(t).base`).
 */
export async function payInSandbox(t: TestApp, deviceBase: string, orderId: string) {
  const transactions = `${deviceBase}/orders/${orderId}/transactions`;
  const transaction = (await t.app.inject({ method: 'POST', url: transactions })).json().data;
  const session = await t.app.inject({
    url: `${transactions}/${transaction.id}/session?manualRedirect=true`,
  });
  return sandboxWebhook(t, session.json().data.url, { type: 'paid' });
}
