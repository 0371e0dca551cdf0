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

export const ZTransaction = z.object({
  id: ZUuid,
  orderId: ZUuid,
  provider: z.enum(['sandbox', 'stripe']),
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
