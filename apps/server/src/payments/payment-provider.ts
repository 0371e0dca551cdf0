/** What a payment provider must do for us (DESIGN §2 rule 5); vendor errors become AppError in adapters. */
export interface CheckoutRequest {
  /** Our transaction id; the provider echoes it back in webhooks. */
  transactionId: string;
  orderId: string;
  deviceId: string;
  merchantName: string;
  amount: number;
  currency: string;
  lineItems: { title: string; unitAmount: number; quantity: number }[];
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  providerRef: string;
  url: string;
}

/** A verified webhook, reduced to what changes our state. */
export interface PaymentEvent {
  eventId: string;
  type: 'paid' | 'failed' | 'expired';
  providerRef: string;
  transactionId: string | null;
  amount: number | null;
  failureReason: string | null;
}

export interface RefundRequest {
  providerRef: string;
  amount: number;
  reason: string;
  /** The same key never refunds twice. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body; throws a 400 AppError when it does not hold. Null = event we ignore. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<PaymentEvent | null>;
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
}
