import type { TOffer, TOfferUnavailableReason } from '@kiosk/contract';
import { pickText } from '../../i18n/translate';
import type { OfferRow } from './offers.repository';

/** One sku line of the order, at its price now (after any discount already on it). */
export interface OfferLine {
  skuId: string;
  skuTitle: string;
  quantity: number;
  unitPrice: number;
}

/** What the rules need to know about one line's offer. */
export interface OfferFacts {
  offer: OfferRow | undefined;
  /** This order's redemption of the offer, when it was redeemed. */
  redemption: { quantity: number; discountTotal: number } | undefined;
  /** Redemptions of the offer's programme by the verified phone in its period; null: no verified phone. */
  phoneRedemptions: number | null;
  /** Units of this offer redeemed by orders that still hold or dispensed them (for the programme's cap). */
  unitsRedeemed: number;
}

export interface OfferContext {
  /** The order may still take an offer: open, unpaid, a kiosk order, and its offer step not completed. */
  isOrderOpen: boolean;
  /** Offers apply to this kind of order at all (not emergency kits, reservations or test orders). */
  isOfferable: boolean;
  optedIn: ReadonlySet<string>;
  locale: string;
}

/** What a free offer (no amount) or a discount takes off one single package: never more than its price. */
export const discountPerUnit = (offer: Pick<OfferRow, 'discountAmount'>, unitPrice: number): number =>
  offer.discountAmount === null ? unitPrice : Math.min(Math.max(0, offer.discountAmount), unitPrice);

/**
 * The offer on one line and its state (docs/product.md §4 Offers):
 * - not_available: no offer (or nothing to take off), the order moved on, the programme ran out of units,
 *   or the verified phone reached its limit for the period;
 * - pending_eligibility: an offer exists and no phone is verified yet;
 * - available: the verified phone may take it (or took it: isRedeemed).
 */
export function offerView(line: OfferLine, facts: OfferFacts, context: OfferContext): TOffer {
  const { offer, redemption } = facts;
  const base: TOffer = {
    skuId: line.skuId,
    skuTitle: line.skuTitle,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    offerId: null,
    title: null,
    kind: null,
    state: 'not_available',
    reason: 'no_offer',
    discountPerUnit: 0,
    discountTotal: 0,
    maxPerPhone: null,
    periodDays: null,
    isOptedIn: false,
    isRedeemed: false,
  };
  if (!offer || (!context.isOfferable && !redemption)) return base;
  const perUnit = redemption
    ? Math.round(redemption.discountTotal / redemption.quantity)
    : discountPerUnit(offer, line.unitPrice);
  if (perUnit <= 0) return base;
  const unitPrice = redemption ? line.unitPrice + perUnit : line.unitPrice;
  const view: TOffer = {
    ...base,
    unitPrice,
    offerId: offer.id,
    title: pickText(offer.titles, context.locale),
    kind: perUnit >= unitPrice ? 'free' : 'discount',
    discountPerUnit: perUnit,
    discountTotal: redemption ? redemption.discountTotal : perUnit * line.quantity,
    maxPerPhone: offer.maxPerPhone,
    periodDays: offer.periodDays,
    isOptedIn: context.optedIn.has(line.skuId),
  };
  const unavailable = (reason: TOfferUnavailableReason): TOffer => ({ ...view, reason });
  if (redemption) return { ...view, state: 'available', reason: null, isRedeemed: true };
  if (!context.isOrderOpen) return unavailable('order_closed');
  if (offer.maxUnits !== null && facts.unitsRedeemed + line.quantity > offer.maxUnits)
    return unavailable('sold_out');
  if (facts.phoneRedemptions === null) return { ...view, state: 'pending_eligibility', reason: null };
  if (facts.phoneRedemptions >= offer.maxPerPhone) return unavailable('limit_reached');
  return { ...view, state: 'available', reason: null };
}

/** Some offer of the order can still be taken up. */
export const hasOpenOffers = (offers: TOffer[]): boolean =>
  offers.some((o) => !o.isRedeemed && (o.state === 'available' || o.state === 'pending_eligibility'));

/** The verified phone may redeem at least one opted-in offer. */
export const isEligible = (offers: TOffer[]): boolean =>
  offers.some((o) => o.isOptedIn && !o.isRedeemed && o.state === 'available');
