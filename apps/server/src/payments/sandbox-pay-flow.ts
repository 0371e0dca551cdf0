import { paymentStatusPath } from './payment-status-url';
import { checkCardForm, type CardField } from './sandbox-card-form';
import type { SandboxOutcome, SandboxProvider } from './sandbox-provider';
import type { SandboxTextKey } from './sandbox-pay.texts';
import type { SandboxSession } from './sandbox-session-token';
import type { DeliveryResult } from './sandbox-webhook-delivery';

export type PayPageState =
  | { kind: 'notFound' }
  | { kind: 'expired' }
  | {
      kind: 'form';
      session: SandboxSession;
      errors?: Partial<Record<CardField, SandboxTextKey>>;
      expiry?: string;
    };

export type PaySubmission =
  | Exclude<PayPageState, { kind: 'form' }>
  | {
      kind: 'form';
      session: SandboxSession;
      errors: Partial<Record<CardField, SandboxTextKey>>;
      expiry: string;
    }
  | { kind: 'done'; location: string; eventId: string; outcome: SandboxOutcome; delivery: DeliveryResult };

/** Sends one signed event body to the webhook route (deliverSandboxEvent, bound to a URL). */
export type SandboxEventSender = (rawBody: string) => Promise<DeliveryResult>;

/** What `GET /sandbox/pay/:token` shows. */
export function showPayPage(provider: SandboxProvider, token: string): PayPageState {
  const lookup = provider.openSession(token);
  if (lookup.status === 'invalid') return { kind: 'notFound' };
  if (lookup.status === 'expired') return { kind: 'expired' };
  return { kind: 'form', session: lookup.session };
}

/**
 * What `POST /sandbox/pay/:token` does: check the card form; for a test card's payment or decline, send the
 * signed webhook through the webhook route (as a real provider would), then send the phone to its status page.
 */
export async function submitPayment(
  provider: SandboxProvider,
  token: string,
  body: unknown,
  send: SandboxEventSender,
  now: Date,
): Promise<PaySubmission> {
  const page = showPayPage(provider, token);
  if (page.kind !== 'form') return page;
  const { session } = page;
  const check = checkCardForm(body, now);
  if (!check.isValid) return { kind: 'form', session, errors: check.errors, expiry: check.expiry };

  const outcome: SandboxOutcome =
    check.outcome === 'paid' ? { type: 'paid' } : { type: 'failed', failureReason: check.outcome };
  const event = provider.eventFor(session, outcome);
  const delivery = await send(JSON.stringify(event));
  const location = paymentStatusPath({
    orderId: session.orderId,
    deviceId: session.deviceId,
    transactionId: session.transactionId,
    result: outcome.type === 'paid' ? 'paid' : 'failed',
    ...(outcome.type === 'failed' ? { reason: outcome.failureReason } : {}),
  });
  return { kind: 'done', location, eventId: event.id, outcome, delivery };
}
