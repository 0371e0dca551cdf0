import { z } from 'zod';
import { ZCurrency, ZMinor, ZSlugId, ZUuid } from './common';
import { ZOrderStatus } from './orders';
import { MFA_CODE_LENGTH } from './values/discounts';

/** docs/product.md §3 and §4: an offer is available, not available, or pending eligibility. */
export const OFFER_STATES = ['available', 'not_available', 'pending_eligibility'] as const;
export const ZOfferState = z.enum(OFFER_STATES);
export type TOfferState = z.infer<typeof ZOfferState>;

/** Why an offer is not available: none for the item, the phone's limit, the programme ran out, order moved on. */
export const OFFER_UNAVAILABLE_REASONS = ['no_offer', 'limit_reached', 'sold_out', 'order_closed'] as const;
export const ZOfferUnavailableReason = z.enum(OFFER_UNAVAILABLE_REASONS);
export type TOfferUnavailableReason = z.infer<typeof ZOfferUnavailableReason>;

/**
 * Where an order's offer step is (the server's discount lifecycle): none → opted_in → code_sent →
 * eligible | not_eligible → redeemed → completed; declined when every offer was opted out.
 */
export const DISCOUNT_STATUSES = [
  'none',
  'opted_in',
  'code_sent',
  'eligible',
  'not_eligible',
  'redeemed',
  'declined',
  'completed',
] as const;
export const ZDiscountStatusName = z.enum(DISCOUNT_STATUSES);
export type TDiscountStatusName = z.infer<typeof ZDiscountStatusName>;

/** The phone's one-time code: none asked, sent, ran out, locked after too many wrong tries, or verified. */
export const VERIFICATION_STATES = ['none', 'code_sent', 'expired', 'locked', 'verified'] as const;
export const ZVerificationState = z.enum(VERIFICATION_STATES);
export type TVerificationState = z.infer<typeof ZVerificationState>;

/**
 * How far the visitor's phone is with the offer step, for the kiosk to show it is working on it: not seen
 * yet, opened the kiosk's QR code (or chose an offer), a code texted to it, or verified.
 */
export const PHONE_STEPS = ['none', 'opened', 'code_sent', 'verified'] as const;
export const ZPhoneStep = z.enum(PHONE_STEPS);
export type TPhoneStep = z.infer<typeof ZPhoneStep>;

/** One sku of the order and the offer on it, if any. Money in minor units of the order's currency. */
export const ZOffer = z.object({
  skuId: ZSlugId,
  /** The item's one name, "Product — option" (`itemName`), as the console's `skuTitle`. */
  skuTitle: z.string(),
  quantity: z.number().int().positive(),
  /** Price of one single package before the offer. */
  unitPrice: ZMinor,
  /** Null when no offer exists for the sku. */
  offerId: z.string().nullable(),
  title: z.string().nullable(),
  kind: z.enum(['free', 'discount']).nullable(),
  state: ZOfferState,
  reason: ZOfferUnavailableReason.nullable(),
  /** Taken off each single package when redeemed. */
  discountPerUnit: ZMinor,
  /** Taken off the order when redeemed. */
  discountTotal: ZMinor,
  /** The rule: at most this many redemptions per phone in this many days. */
  maxPerPhone: z.number().int().positive().nullable(),
  periodDays: z.number().int().positive().nullable(),
  isOptedIn: z.boolean(),
  isRedeemed: z.boolean(),
});
export type TOffer = z.infer<typeof ZOffer>;

export const ZVerification = z.object({
  state: ZVerificationState,
  /** When the code sent last stops working. */
  codeExpiresAt: z.string().nullable(),
  /** When another code may be asked for (the resend wait). */
  resendAvailableAt: z.string().nullable(),
  /** Wrong tries left on the code sent last. */
  attemptsLeft: z.number().int().nonnegative().nullable(),
});
export type TVerification = z.infer<typeof ZVerification>;

/** Everything the kiosk and the phone need to follow the order's offer step; every discount call returns it. */
export const ZDiscountStatus = z.object({
  orderId: ZUuid,
  status: ZDiscountStatusName,
  offers: z.array(ZOffer),
  /** True while some offer of the order can still be taken up (pending eligibility or available). */
  hasOffers: z.boolean(),
  orderStatus: ZOrderStatus,
  total: ZMinor,
  currency: ZCurrency,
  /** The order still needs paying: a total above zero and no payment yet. */
  isPaymentRequired: z.boolean(),
  verification: ZVerification,
  /** How far the phone is: the kiosk shows it from the moment the phone opens the QR code. */
  phoneStep: ZPhoneStep,
});
export type TDiscountStatus = z.infer<typeof ZDiscountStatus>;

export const ZDiscountSkus = z.object({ skus: z.array(ZSlugId).min(1).max(10) }).strict();
export type TDiscountSkus = z.infer<typeof ZDiscountSkus>;

/**
 * What a phone number may be written with: 1 to 32 digits, spaces, + ( ) . - once trimmed. Whether it is a
 * real mobile number is checked on the server (E.164 by libphonenumber-js); either failure gets the
 * server's text 'Invalid phone number.' (`error.phone.invalid`).
 */
export const PHONE_NUMBER_TEXT = /^\s*[+\d().-](?:[+\d\s().-]{0,30}[+\d().-])?\s*$/;
export const ZPhoneNumberText = z
  .string()
  .regex(PHONE_NUMBER_TEXT, 'error.phone.invalid')
  .max(64, 'error.phone.invalid');

export const ZMfaPhone = z.object({ phoneNumber: ZPhoneNumberText }).strict();
export type TMfaPhone = z.infer<typeof ZMfaPhone>;

export const ZMfaCodeText = z.string().regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), 'must be 6 digits');

export const ZMfaCode = z.object({ mfaCode: ZMfaCodeText, phoneNumber: ZPhoneNumberText }).strict();
export type TMfaCode = z.infer<typeof ZMfaCode>;
