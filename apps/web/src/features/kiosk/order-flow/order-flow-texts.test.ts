import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/i18n';
// The kiosk screens' English texts come with those screens (vite.config.ts, LAZY_TEXT_MODULES).
import '../kiosk-texts';

/** Looks a key up by name (the keys are checked at run time here, not by the type system). */
const t = (key: string, options?: Record<string, unknown>): string =>
  String(i18n.t(key as never, options as never));

/** The spec's texts of the order flow, word for word (docs/product.md §2, §4, §5, §8). */
describe('order flow texts (English)', () => {
  it.each([
    ['productDetail.outOfStock', 'Out of stock'],
    ['productDetail.priceUnavailable', 'Price is unavailable'],
    ['productDetail.multiPackNotice', 'Multi-pack: dispensed one package at a time'],
    ['ageStep.invalidDate', 'Invalid date.'],
    ['ageStep.invalidDateFormat', 'Invalid date format'],
    ['workflow.authorizationFailed', 'Authorization failed.'],
    ['accessCode.title', 'Access code required'],
    ['accessCode.codeRequired', 'Code Required'],
    ['reserveAuthorization.codeRequired', 'code required'],
    ['payment.scanToPay', 'Scan to pay'],
    ['payment.successful', 'Payment successful'],
    ['dispense.retrieve', 'Please retrieve your items from the kiosk'],
    ['dispense.failureTitle', 'Dispense failure'],
    ['dispense.refund', 'Please contact support for a refund.'],
    ['orderFlow.startOver', 'Start Over'],
  ])('%s is "%s"', (key, text) => {
    expect(t(key)).toBe(text);
  });

  it('fills in the counts and amounts', () => {
    expect(t('productDetail.optionNofM', { n: 1, m: 2 })).toBe('Option 1 of 2');
    expect(t('dispense.progress', { current: 2, total: 3 })).toBe('Item 2 of 3');
    expect(t('dispense.supportPhone', { phone: '+1 (800) 555-0199' })).toBe(
      'Support phone: +1 (800) 555-0199',
    );
    expect(t('dispense.dispensedCount', { dispensed: 1, total: 3 })).toBe('1 of 3 items were dispensed.');
    expect(t('orderStatus.quantity', { dispensed: 2, total: 3 })).toBe('Dispensed: 2 of 3');
    expect(t('productDetail.countValue', { count: 1 })).toBe('1 package');
    expect(t('productDetail.countValue', { count: 3 })).toBe('3 packages');
    expect(t('payment.reason.card_declined')).toBe('Your card was declined.');
    expect(t('payment.reason.insufficient_funds')).toBe('Your card has insufficient funds.');
  });
});
