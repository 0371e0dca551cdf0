import type { TDiscountStatus, TOffer } from '@kiosk/contract';
import { DEVICE, ORDER_ID } from './api-stub';

/** Test support: the naloxone 2-pack offer of the demo device, and an order's offer step. */
export const offerOf = (overrides: Partial<TOffer> = {}): TOffer => ({
  skuId: 'naloxone-2-pack',
  skuTitle: 'Naloxone Nasal Spray 2-Pack — 2-pack',
  quantity: 2,
  unitPrice: 2250,
  offerId: 'demo-naloxone-2-pack-free',
  title: 'Free naloxone 2-pack',
  kind: 'free',
  state: 'pending_eligibility',
  reason: null,
  discountPerUnit: 2250,
  discountTotal: 4500,
  maxPerPhone: 1,
  periodDays: 30,
  isOptedIn: false,
  isRedeemed: false,
  ...overrides,
});

export const offerStatusOf = (overrides: Partial<TDiscountStatus> = {}): TDiscountStatus => ({
  orderId: ORDER_ID,
  status: 'none',
  offers: [offerOf()],
  hasOffers: true,
  orderStatus: 'open',
  total: 4500,
  currency: 'USD',
  isPaymentRequired: true,
  verification: { state: 'none', codeExpiresAt: null, resendAvailableAt: null, attemptsLeft: null },
  phoneStep: 'none',
  ...overrides,
});

export const OFFERS_API = `/devices/${DEVICE}/orders/${ORDER_ID}/discounts`;
export const MOBILE = `/mobile/${DEVICE}/orders/${ORDER_ID}/discounts`;
