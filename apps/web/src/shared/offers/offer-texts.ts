import '../../i18n/phone-texts';
import type { TFunction } from 'i18next';
import type { TOffer } from '@kiosk/contract';
import { formatMoney } from '../lib/money';

/** The state of one offer in the visitor's words: Available, Offer not available, Check eligibility, Redeemed. */
export const offerStateLabel = (t: TFunction, offer: TOffer): string =>
  offer.isRedeemed ? t('offers.state.redeemed') : t(`offers.state.${offer.state}`);

/** What the offer gives: 'Free' or '$3.00 off'. */
export const offerValueLabel = (t: TFunction, offer: TOffer, currency: string, language: string): string =>
  offer.kind === 'free'
    ? t('offers.free')
    : t('offers.discount', { amount: formatMoney(offer.discountTotal, currency, language) });

/** The rule of the offer ('Once per phone every 30 days'), or null without one. */
export const offerRuleLabel = (t: TFunction, offer: TOffer): string | null =>
  offer.maxPerPhone && offer.periodDays
    ? t('offers.rule', { count: offer.maxPerPhone, days: offer.periodDays })
    : null;

/** Why an offer is not available, or null when it is. */
export const offerReasonLabel = (t: TFunction, offer: TOffer): string | null =>
  offer.reason ? t(`offers.reason.${offer.reason}`, { days: offer.periodDays ?? 0 }) : null;
