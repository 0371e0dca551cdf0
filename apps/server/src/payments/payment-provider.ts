import type { TPaymentProvider } from '@kiosk/contract';

/** What a payment provider must do for us (docs/architecture.md, house rule 5); vendor errors become AppError in adapters. */
export interface CheckoutLineItem {
  title: string;
  /** Minor units of the checkout's currency. */
  unitAmount: number;
  quantity: number;
}

export interface CheckoutRequest {
  /** Our transaction id; the provider echoes it back in webhooks. */
  transactionId: string;
  orderId: string;
  deviceId: string;
  merchantName: string;
  /** Minor units; must equal the sum of the line items, and be above zero. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  lineItems: CheckoutLineItem[];
  /**
   * When the checkout should stop taking payment (normally the order hold's end). The sandbox uses it as
   * given (default 30 min); Stripe clamps it into its own 30 min to 24 h window.
   */
  expiresAt?: Date;
}

/**
 * The phone comes back to `/mobile/payment/status?orderId&deviceId&transactionId&result` (see
 * payment-status-url.ts); providers build that address themselves from PUBLIC_URL.
 */
export interface CheckoutSession {
  /** Short, stable id of the checkout at the provider (store it on the transaction). */
  providerRef: string;
  /** Where the visitor pays (the QR code's short URL redirects here). */
  url: string;
}

/** A verified webhook, reduced to what changes our state. */
export interface PaymentEvent {
  /** The provider's event id: the same delivery twice has the same id (dedupe on it). */
  eventId: string;
  type: 'paid' | 'failed' | 'expired';
  providerRef: string;
  transactionId: string | null;
  /** Minor units actually paid, when the provider says. */
  amount: number | null;
  /** ISO 4217 (upper case) of the amount, when the provider says. */
  currency: string | null;
  /** A stable code ('card_declined', 'insufficient_funds', 'async_payment_failed'), not a text. */
  failureReason: string | null;
}

export interface RefundRequest {
  providerRef: string;
  /** Minor units, above zero. */
  amount: number;
  /** Free text kept at the provider for people (e.g. 'dispense_failed'). */
  reason: string;
  /** The same key never refunds twice. */
  idempotencyKey: string;
}

/** A name from the one list of providers (PAYMENT_PROVIDERS in @kiosk/contract). */
export type PaymentProviderName = TPaymentProvider;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a checkout. Throws AppError payment_failed (502) when the provider cannot. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies the signature over the raw body (exactly the bytes received, as UTF-8 text); throws a 400
   * AppError when it does not hold or the body is malformed. Null = a genuine event we ignore.
   */
  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent | null>;
  /** Throws AppError payment_failed (502) when the provider refuses or cannot be reached. */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
}

/** Programming errors in a checkout request: these are our bugs, never the visitor's, so a plain Error. */
export function assertCheckoutRequest(request: CheckoutRequest): void {
  const { amount, currency, lineItems } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error('checkout amount must be a positive integer');
  if (!/^[A-Z]{3}$/.test(currency)) throw new Error('checkout currency must be an upper-case ISO 4217 code');
  if (lineItems.length === 0) throw new Error('checkout needs at least one line item');
  let sum = 0;
  for (const item of lineItems) {
    if (!Number.isSafeInteger(item.unitAmount) || item.unitAmount < 0)
      throw new Error('line item amount invalid');
    if (!Number.isSafeInteger(item.quantity) || item.quantity <= 0)
      throw new Error('line item quantity invalid');
    sum += item.unitAmount * item.quantity;
  }
  if (sum !== amount) throw new Error(`checkout amount ${amount} differs from its line items (${sum})`);
}
