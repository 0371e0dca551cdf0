import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/i18n';
import { secondsUntil } from '../../../shared/lib/use-countdown';
import { offerStatusOf, offerOf } from '../../../test/offer-fixtures';
import { offerPath, offerUrl } from '../../../shared/routes/paths';
import {
  offerReasonLabel,
  offerRuleLabel,
  offerStateLabel,
  offerValueLabel,
} from '../../../shared/offers/offer-texts';
import { isPhoneState, lastFourDigits } from './phone-number-state';
import { statusNoticeOf } from './offer-status-screen';

const t = i18n.getFixedT('en');

describe('offer helpers', () => {
  it('builds the phone pages’ addresses, encoded', () => {
    expect(offerPath('demo-kiosk-0001', 'o1', 'mfa-code')).toBe(
      '/mobile/demo-kiosk-0001/orders/o1/discounts/mfa-code',
    );
    expect(offerUrl('https://k.example', 'a b', 'o1', '17.ab+c')).toBe(
      'https://k.example/devices/a%20b/orders/o1/phone?capability=17.ab%2Bc',
    );
  });

  it('keeps the number only in history state and names it by its last four digits', () => {
    expect(isPhoneState({ phoneNumber: '+14155550123' })).toBe(true);
    expect(isPhoneState({ phoneNumber: '' })).toBe(false);
    expect(isPhoneState(null)).toBe(false);
    expect(lastFourDigits('(415) 555-0123')).toBe('0123');
  });

  it('counts whole seconds down to a moment, never below zero', () => {
    const now = Date.parse('2026-01-01T00:00:00.000Z');
    expect(secondsUntil('2026-01-01T00:00:29.200Z', now)).toBe(30);
    expect(secondsUntil('2025-12-31T23:59:00.000Z', now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
  });

  it('names offer states and values in the spec’s words', () => {
    expect(offerStateLabel(t, offerOf())).toBe('Check eligibility');
    expect(offerStateLabel(t, offerOf({ state: 'available' }))).toBe('Available');
    expect(offerStateLabel(t, offerOf({ state: 'not_available' }))).toBe('Offer not available');
    expect(offerStateLabel(t, offerOf({ isRedeemed: true }))).toBe('Redeemed');
    expect(offerValueLabel(t, offerOf(), 'USD', 'en')).toBe('Free');
    expect(offerValueLabel(t, offerOf({ kind: 'discount', discountTotal: 300 }), 'USD', 'en')).toBe(
      '$3.00 off',
    );
    expect(offerRuleLabel(t, offerOf())).toBe('Once per phone every 30 days');
    expect(offerRuleLabel(t, offerOf({ maxPerPhone: 2 }))).toBe('Up to 2 times per phone every 30 days');
    expect(offerReasonLabel(t, offerOf({ reason: 'sold_out' }))).toBe('This offer has run out.');
  });

  it('status page: redeemed free, redeemed with a total, not eligible, dispensed', () => {
    const redeemed = offerStatusOf({
      status: 'completed',
      total: 0,
      isPaymentRequired: false,
      offers: [offerOf({ isRedeemed: true })],
    });
    expect(statusNoticeOf(t, redeemed, 'en').title).toBe('Offer redeemed');
    expect(statusNoticeOf(t, { ...redeemed, total: 150, isPaymentRequired: true }, 'en').details).toEqual([
      'Your new total is $1.50. Go back to the kiosk to pay.',
    ]);
    expect(statusNoticeOf(t, offerStatusOf({ status: 'not_eligible' }), 'en').title).toBe(
      'You are not eligible for an offer and payment is required.',
    );
    expect(statusNoticeOf(t, { ...redeemed, orderStatus: 'dispensed' }, 'en').title).toBe(
      'Your items were dispensed. Thank you.',
    );
  });
});
