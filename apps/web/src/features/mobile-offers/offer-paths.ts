/** The phone's offer pages (spec §2): /mobile/{deviceId}/orders/{orderId}/discounts/{step}. */
export const OFFER_STEPS = [
  'check-eligibility',
  'mfa-phone',
  'mfa-code',
  'offer-availability',
  'status',
] as const;
export type TOfferStep = (typeof OFFER_STEPS)[number];

const seg = encodeURIComponent;

export const offerPath = (deviceId: string, orderId: string, step: TOfferStep): string =>
  `/mobile/${seg(deviceId)}/orders/${seg(orderId)}/discounts/${step}`;

/** The address the kiosk's QR code opens on the phone: the eligibility check, on this server. */
export const offerUrl = (origin: string, deviceId: string, orderId: string): string =>
  `${origin}${offerPath(deviceId, orderId, 'check-eligibility')}`;
