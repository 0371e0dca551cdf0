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
