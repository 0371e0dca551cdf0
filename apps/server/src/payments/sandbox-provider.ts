import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { keyedHash } from '../lib/secrets';
import { paymentProviderFailed, webhookRejected } from './payment-errors';
import {
  assertCheckoutRequest,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  type RefundRequest,
} from './payment-provider';
import {
  openSessionToken,
  signSessionToken,
  type SandboxSession,
  type SessionLookup,
} from './sandbox-session-token';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook, verifySandboxSignature } from './sandbox-signature';

export const SANDBOX_PAY_PATH = '/sandbox/pay';
export const SANDBOX_DEFAULT_SESSION_TTL_MS = 30 * 60_000;

export type SandboxOutcome =
  | { type: 'paid' }
  | { type: 'failed'; failureReason: 'card_declined' | 'insufficient_funds' }
  | { type: 'expired' };

/** The JSON body the sandbox posts to `/payments/sandbox/webhook` (signed, see sandbox-signature.ts). */
const ZSandboxEventBody = z.object({
  id: z.string().regex(/^sbx_evt_[A-Za-z0-9_-]{8,80}$/),
  type: z.string().min(1).max(100),
  created: z.number().int(),
  data: z.object({
    providerRef: z.string().min(1).max(100),
    transactionId: z.string().min(1).max(100),
    orderId: z.string().max(100),
    deviceId: z.string().max(100),
    amount: z.number().int().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    failureReason: z.string().max(100).nullable(),
  }),
});
export type SandboxEventBody = z.infer<typeof ZSandboxEventBody>;

const EVENT_TYPES = {
  'checkout.paid': 'paid',
  'checkout.failed': 'failed',
  'checkout.expired': 'expired',
} as const satisfies Record<string, PaymentEvent['type']>;
const isKnownType = (type: string): type is keyof typeof EVENT_TYPES => Object.hasOwn(EVENT_TYPES, type);

const REF_PATTERN = /^sbx_cs_[A-Za-z0-9_-]{16,64}$/;

export interface SandboxProviderOptions {
  /** The server secret (SECRET_KEY or the generated one); every sandbox key is derived from it. */
  secret: string;
  publicUrl: string;
  now: () => Date;
  /** Used when a checkout request names no expiresAt. */
  sessionTtlMs?: number;
}

/**
 * The embedded payment provider (docs/architecture.md, real parts): a real provider, only without money. Checkout sessions are
 * signed tokens carried in the pay page URL; webhooks are signed like Stripe's; refunds are instant and
 * their ids are derived from the idempotency key, so the same key always gives the same refund and no
 * state is needed.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  /** Signs the webhooks the pay page sends; the webhook route verifies with the same value. */
  readonly webhookSecret: string;
  private readonly sessionKey: string;
  private readonly refundKey: string;
  private readonly eventKey: string;
  private readonly publicUrl: string;
  private readonly sessionTtlMs: number;
  private readonly now: () => Date;

  constructor(options: SandboxProviderOptions) {
    this.webhookSecret = keyedHash(options.secret, 'sandbox', 'webhook-secret');
    this.sessionKey = keyedHash(options.secret, 'sandbox', 'session-token');
    this.refundKey = keyedHash(options.secret, 'sandbox', 'refund-id');
    this.eventKey = keyedHash(options.secret, 'sandbox', 'event-id');
    this.publicUrl = options.publicUrl.replace(/\/$/, '');
    this.sessionTtlMs = options.sessionTtlMs ?? SANDBOX_DEFAULT_SESSION_TTL_MS;
    this.now = options.now;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    assertCheckoutRequest(request);
    const expiresAt = request.expiresAt ?? new Date(this.now().getTime() + this.sessionTtlMs);
    const session: SandboxSession = {
      v: 1,
      ref: `sbx_cs_${randomBytes(18).toString('base64url')}`,
      transactionId: request.transactionId,
      orderId: request.orderId,
      deviceId: request.deviceId,
      merchant: request.merchantName,
      amount: request.amount,
      currency: request.currency,
      items: request.lineItems.map((item) => ({
        title: item.title.slice(0, 120),
        unitAmount: item.unitAmount,
        quantity: item.quantity,
      })),
      exp: Math.floor(expiresAt.getTime() / 1000),
    };
    const token = signSessionToken(this.sessionKey, session);
    return { providerRef: session.ref, url: `${this.publicUrl}${SANDBOX_PAY_PATH}/${token}` };
  }

  async parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent | null> {
    verifySandboxSignature(this.webhookSecret, rawBody, headers[SANDBOX_SIGNATURE_HEADER], this.now());
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw webhookRejected('malformed');
    }
    const parsed = ZSandboxEventBody.safeParse(json);
    if (!parsed.success) throw webhookRejected('malformed');
    const { id, type, data } = parsed.data;
    if (!isKnownType(type)) return null;
    return {
      eventId: id,
      type: EVENT_TYPES[type],
      providerRef: data.providerRef,
      transactionId: data.transactionId,
      amount: type === 'checkout.paid' ? data.amount : null,
      currency: type === 'checkout.paid' ? data.currency : null,
      failureReason: data.failureReason,
    };
  }

  async refund(request: RefundRequest): Promise<{ refundRef: string }> {
    const isValid =
      REF_PATTERN.test(request.providerRef) &&
      Number.isSafeInteger(request.amount) &&
      request.amount > 0 &&
      request.idempotencyKey.length > 0;
    if (!isValid) throw paymentProviderFailed();
    return {
      refundRef: `sbx_re_${keyedHash(this.refundKey, 'refund', request.idempotencyKey).slice(0, 32)}`,
    };
  }

  /** The pay page's view of a session token. */
  openSession(token: string): SessionLookup {
    return openSessionToken(this.sessionKey, token, this.now());
  }

  /**
   * The webhook body for what happened on the pay page. A payment's event id is derived from the session,
   * so paying the same link twice sends the same event (deduped by id); each failure is its own event.
   */
  eventFor(session: SandboxSession, outcome: SandboxOutcome): SandboxEventBody {
    const id =
      outcome.type === 'paid'
        ? `sbx_evt_${keyedHash(this.eventKey, 'paid', session.ref).slice(0, 32)}`
        : `sbx_evt_${randomBytes(16).toString('hex')}`;
    return {
      id,
      type: `checkout.${outcome.type}`,
      created: Math.floor(this.now().getTime() / 1000),
      data: {
        providerRef: session.ref,
        transactionId: session.transactionId,
        orderId: session.orderId,
        deviceId: session.deviceId,
        amount: session.amount,
        currency: session.currency,
        failureReason: outcome.type === 'failed' ? outcome.failureReason : null,
      },
    };
  }

  /** The `sandbox-signature` header value for a body, timestamped now. */
  signWebhook(rawBody: string): string {
    return signSandboxWebhook(this.webhookSecret, rawBody, this.now());
  }
}

export const createSandboxProvider = (options: SandboxProviderOptions): SandboxProvider =>
  new SandboxProvider(options);
