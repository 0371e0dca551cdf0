import { z } from 'zod';
import { ZCurrency, ZDeviceId, ZMinor, ZUuid } from './common';
import { ZLocale } from './languages';
import { ZQueryBool } from './common';

export const TRANSACTION_STATUSES = [
  'open',
  'paid',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
] as const;
export const ZTransactionStatus = z.enum(TRANSACTION_STATUSES);
export type TTransactionStatus = z.infer<typeof ZTransactionStatus>;

/**
 * The payment providers the server can take money through: the one list that config, routes, the API and
 * the docs name them from. Adding a provider starts here (docs/architecture.md, Payments).
 */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const ZPaymentProvider = z.enum(PAYMENT_PROVIDERS);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

export const ZTransaction = z.object({
  id: ZUuid,
  orderId: ZUuid,
  provider: ZPaymentProvider,
  status: ZTransactionStatus,
  amount: ZMinor,
  currency: ZCurrency,
  refundedAmount: ZMinor,
  /** Our short URL for the QR code: it redirects the phone to the provider's checkout. */
  paymentUrl: z.string(),
  /** A stable code such as card_declined or insufficient_funds; null unless the payment failed. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

export const ZTransactionParams = z
  .object({ deviceId: ZDeviceId, orderId: ZUuid, transactionId: ZUuid })
  .strict();
export const ZSessionQuery = z
  .object({
    manualRedirect: ZQueryBool,
    locale: ZLocale.optional(),
    capability: z.string().max(200).optional(),
  })
  .strict();
export const ZPhoneLinkQuery = z.object({ capability: z.string().max(200) }).strict();
export const ZSessionUrl = z.object({ url: z.string() });

/** The header each payment provider signs its webhooks in. */
export const WEBHOOK_SIGNATURE_HEADERS = {
  sandbox: 'sandbox-signature',
  stripe: 'stripe-signature',
} as const satisfies Record<TPaymentProvider, string>;

/**
 * The headers of a provider's webhook: its signature, required (what the signature must match, an HMAC of
 * the body, no schema can say). A missing one gets 'Webhook rejected' (`error.webhook.signature`).
 */
export const webhookHeaders = (provider: TPaymentProvider) =>
  z.object({
    [WEBHOOK_SIGNATURE_HEADERS[provider]]: z
      .string('error.webhook.signature')
      .min(1, 'error.webhook.signature')
      .max(1024, 'error.webhook.malformed'),
  });

/**
 * A payment webhook's answer: received, and what it did (`applied`, `unchanged`, `duplicate`, `ignored`,
 * `unknown` or `mismatch`).
 */
export const ZWebhookReceived = z.object({ received: z.literal(true), outcome: z.string() });
export type TWebhookReceived = z.infer<typeof ZWebhookReceived>;
