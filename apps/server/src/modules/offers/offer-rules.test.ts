import { describe, expect, it } from 'vitest';
import { discountPerUnit, hasOpenOffers, isEligible, offerView, type OfferFacts } from './offer-rules';
import type { OfferRow } from './offers.repository';

const OFFER: OfferRow = {
  id: 'free-kit',
  deviceId: 'demo-kiosk-0001',
  skuId: 'kit',
  titles: { en: 'Free kit', es: 'Kit gratis' },
  discountAmount: null,
  maxPerPhone: 1,
  periodDays: 30,
  isActive: true,
  programId: null,
  maxUnits: null,
};
const LINE = { skuId: 'kit', skuTitle: 'Kit', quantity: 2, unitPrice: 1000 };
const CONTEXT = { isOrderOpen: true, isOfferable: true, optedIn: new Set(['kit']), locale: 'en' };
const facts = (patch: Partial<OfferFacts> = {}): OfferFacts => ({
  offer: OFFER,
  redemption: undefined,
  phoneRedemptions: null,
  unitsRedeemed: 0,
  ...patch,
});

describe('offer rules', () => {
  it('free takes the whole price; a discount at most the price', () => {
    expect(discountPerUnit({ discountAmount: null }, 1000)).toBe(1000);
    expect(discountPerUnit({ discountAmount: 300 }, 1000)).toBe(300);
    expect(discountPerUnit({ discountAmount: 3000 }, 1000)).toBe(1000);
    expect(discountPerUnit({ discountAmount: -5 }, 1000)).toBe(0);
  });

  it('no verified phone: pending eligibility', () => {
    expect(offerView(LINE, facts(), CONTEXT)).toMatchObject({
      state: 'pending_eligibility',
      kind: 'free',
      discountTotal: 2000,
      title: 'Free kit',
      isOptedIn: true,
    });
    expect(offerView(LINE, facts(), { ...CONTEXT, locale: 'es' }).title).toBe('Kit gratis');
  });

  it('a verified phone under its limit: available; at the limit: not available (limit_reached)', () => {
    expect(offerView(LINE, facts({ phoneRedemptions: 0 }), CONTEXT).state).toBe('available');
    expect(offerView(LINE, facts({ phoneRedemptions: 1 }), CONTEXT)).toMatchObject({
      state: 'not_available',
      reason: 'limit_reached',
    });
  });

  it('the programme cap counts this order’s units: sold_out when they do not fit', () => {
    const capped = { ...OFFER, maxUnits: 3 };
    expect(offerView(LINE, facts({ offer: capped, unitsRedeemed: 1 }), CONTEXT).state).toBe(
      'pending_eligibility',
    );
    expect(offerView(LINE, facts({ offer: capped, unitsRedeemed: 2 }), CONTEXT).reason).toBe('sold_out');
  });

  it('no offer, nothing to take off, or an order kind without offers: not available (no_offer)', () => {
    expect(offerView(LINE, facts({ offer: undefined }), CONTEXT).reason).toBe('no_offer');
    expect(offerView({ ...LINE, unitPrice: 0 }, facts(), CONTEXT).reason).toBe('no_offer');
    expect(offerView(LINE, facts(), { ...CONTEXT, isOfferable: false }).reason).toBe('no_offer');
  });

  it('a closed order: not available (order_closed), unless it was redeemed already', () => {
    expect(offerView(LINE, facts(), { ...CONTEXT, isOrderOpen: false }).reason).toBe('order_closed');
    const redeemed = offerView(
      { ...LINE, unitPrice: 0 },
      facts({ redemption: { quantity: 2, discountTotal: 2000 } }),
      { ...CONTEXT, isOrderOpen: false },
    );
    expect(redeemed).toMatchObject({
      state: 'available',
      isRedeemed: true,
      unitPrice: 1000,
      discountTotal: 2000,
    });
  });

  it('eligible when an opted-in offer is available; open while one can be taken up', () => {
    const available = offerView(LINE, facts({ phoneRedemptions: 0 }), CONTEXT);
    const notChosen = offerView(LINE, facts({ phoneRedemptions: 0 }), { ...CONTEXT, optedIn: new Set() });
    expect(isEligible([available])).toBe(true);
    expect(isEligible([notChosen])).toBe(false);
    expect(hasOpenOffers([notChosen])).toBe(true);
    expect(hasOpenOffers([offerView(LINE, facts({ offer: undefined }), CONTEXT)])).toBe(false);
  });
});
