import Stripe from 'stripe';
import { WEBHOOK_SIGNATURE_HEADERS } from '@kiosk/contract';
import { paymentProviderFailed, webhookRejected } from './payment-errors';
import {
  assertCheckoutRequest,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  type RefundRequest,
} from './payment-provider';
import { paymentStatusPath } from './payment-status-url';

/** Stripe's own limits on a Checkout Session's expires_at. */
const STRIPE_MIN_EXPIRY_MS = 31 * 60_000;
const STRIPE_MAX_EXPIRY_MS = 23 * 3_600_000;
const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
  now: () => Date;
  /** Another API base (tests: a local fake), e.g. http://127.0.0.1:4010. */
  apiBase?: string;
  /** Where vendor error details go (never to the client). */
  log?: { warn(details: object, message: string): void };
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

type Logger = NonNullable<StripeProviderOptions['log']>;

function apiAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe's webhook header helper wants one string; a repeated header is not a Stripe delivery. */
const headerOf = (
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Stripe Checkout (docs/architecture.md, real parts): hosted page, webhooks verified by the SDK, refunds through the API. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;
  private readonly publicUrl: string;
  private readonly now: () => Date;
  private readonly log: Logger | undefined;

  constructor(options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      ...apiAddress(options.apiBase),
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      appInfo: { name: 'health-kiosk' },
    });
    this.webhookSecret = options.webhookSecret;
    this.publicUrl = options.publicUrl.replace(/\/$/, '');
    this.now = options.now;
    this.log = options.log;
  }

  /** Runs one API call; any failure becomes payment_failed (502), the vendor detail only goes to the log. */
  private async call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const e = error instanceof Stripe.errors.StripeError ? error : null;
      this.log?.warn(
        e
          ? {
              operation,
              stripeType: e.type,
              stripeCode: e.code,
              statusCode: e.statusCode,
              requestId: e.requestId,
            }
          : { operation, error: error instanceof Error ? error.name : 'unknown' },
        'stripe call failed',
      );
      throw paymentProviderFailed();
    }
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    assertCheckoutRequest(request);
    const nowMs = this.now().getTime();
    const wantedMs = request.expiresAt?.getTime() ?? nowMs;
    const expiresAtMs = Math.min(
      Math.max(wantedMs, nowMs + STRIPE_MIN_EXPIRY_MS),
      nowMs + STRIPE_MAX_EXPIRY_MS,
    );
    const back = (result: 'paid' | 'cancelled') =>
      `${this.publicUrl}${paymentStatusPath({
        orderId: request.orderId,
        deviceId: request.deviceId,
        transactionId: request.transactionId,
        result,
      })}`;
    const metadata = {
      orderId: request.orderId,
      transactionId: request.transactionId,
      deviceId: request.deviceId,
    };
    const session = await this.call('checkout.sessions.create', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: request.lineItems.map((item) => ({
            quantity: item.quantity,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: item.unitAmount,
              product_data: { name: item.title },
            },
          })),
          metadata,
          payment_intent_data: { metadata },
          client_reference_id: request.transactionId,
          success_url: back('paid'),
          cancel_url: back('cancelled'),
          expires_at: Math.floor(expiresAtMs / 1000),
        },
        // One transaction opens one session, even when the call is retried.
        { idempotencyKey: `checkout-${request.transactionId}` },
      ),
    );
    if (!session.url) throw paymentProviderFailed();
    return { providerRef: session.id, url: session.url };
  }

  async parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent | null> {
    const signature = headerOf(headers, WEBHOOK_SIGNATURE_HEADERS.stripe);
    if (!signature) throw webhookRejected('signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        this.now().getTime(),
      );
    } catch (error) {
      const isTimestamp = error instanceof Error && /tolerance/i.test(error.message);
      throw webhookRejected(isTimestamp ? 'expired' : 'signature');
    }
    return toPaymentEvent(event);
  }

  async refund(request: RefundRequest): Promise<{ refundRef: string }> {
    const session = await this.call('checkout.sessions.retrieve', () =>
      this.stripe.checkout.sessions.retrieve(request.providerRef),
    );
    const intent = session.payment_intent;
    const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
    if (!paymentIntent) {
      this.log?.warn(
        { operation: 'refunds.create', providerRef: request.providerRef },
        'session has no payment',
      );
      throw paymentProviderFailed();
    }
    const refund = await this.call('refunds.create', () =>
      this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: request.amount,
          metadata: { reason: request.reason.slice(0, 500) },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { refundRef: refund.id };
  }
}

/** The Checkout events that change a transaction; everything else is acknowledged and ignored. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  const base = (session: Stripe.Checkout.Session) => ({
    eventId: event.id,
    providerRef: session.id,
    transactionId: session.client_reference_id ?? session.metadata?.transactionId ?? null,
    currency: session.currency ? session.currency.toUpperCase() : null,
  });
  switch (event.type) {
    case 'checkout.session.completed':
      // 'unpaid' = a delayed method still settling; async_payment_succeeded/failed follows.
      if (event.data.object.payment_status !== 'paid') return null;
      return {
        ...base(event.data.object),
        type: 'paid',
        amount: event.data.object.amount_total,
        failureReason: null,
      };
    case 'checkout.session.async_payment_succeeded':
      return {
        ...base(event.data.object),
        type: 'paid',
        amount: event.data.object.amount_total,
        failureReason: null,
      };
    case 'checkout.session.async_payment_failed':
      return {
        ...base(event.data.object),
        type: 'failed',
        amount: null,
        failureReason: 'async_payment_failed',
      };
    case 'checkout.session.expired':
      return { ...base(event.data.object), type: 'expired', amount: null, failureReason: null };
    default:
      return null;
  }
}

export const createStripeProvider = (options: StripeProviderOptions): StripeProvider =>
  new StripeProvider(options);
