import { itemName, type TOffer } from '@kiosk/contract';
import type { Db } from '../../db/client';
import { pickText } from '../../i18n/translate';
import { findOrderItems, type OrderRow } from '../orders/orders.service';
import {
  countOfferUnits,
  countPhoneRedemptions,
  findDeviceOffers,
  listOrderRedemptions,
  type OfferStepRow,
} from './offers.repository';
import { offerView } from './offer-rules';

const DAY_MS = 86_400_000;

/** Offers are for kiosk orders that are still open and unpaid (not emergency kits, reservations or tests). */
const isOfferable = (order: OrderRow) => !order.isEmergency && !order.isReservable && !order.isTest;
export const isOrderOpen = (order: OrderRow, offerStep: OfferStepRow | undefined) =>
  order.status === 'open' && order.paidAt === null && offerStep?.status !== 'completed';

/** Every line of the order with the offer on it and its state, as the phone behind `phoneHash` sees it. */
export async function computeOffers(
  db: Db,
  now: Date,
  order: OrderRow,
  offerStep: OfferStepRow | undefined,
  locale: string,
  phoneHash: string | null = offerStep?.phoneHash ?? null,
  optedIn: ReadonlySet<string> = new Set(offerStep?.skuIds ?? []),
): Promise<TOffer[]> {
  const items = await findOrderItems(db, order.id);
  const offers = new Map(
    (
      await findDeviceOffers(
        db,
        order.deviceId,
        items.map((i) => i.sku.id),
      )
    ).map((o) => [o.skuId, o]),
  );
  const redemptions = new Map((await listOrderRedemptions(db, order.id)).map((r) => [r.offerId, r]));
  const context = {
    isOrderOpen: isOrderOpen(order, offerStep),
    isOfferable: isOfferable(order),
    optedIn,
    locale,
  };
  const views: TOffer[] = [];
  for (const { item, sku, productTitles } of items) {
    const offer = offers.get(sku.id);
    const phoneRedemptions =
      offer && phoneHash
        ? await countPhoneRedemptions(db, {
            phoneHash,
            programKey: offer.programId ?? offer.id,
            since: new Date(now.getTime() - offer.periodDays * DAY_MS),
            excludeOrderId: order.id,
          })
        : null;
    const unitsRedeemed = offer?.maxUnits != null ? await countOfferUnits(db, offer.id, order.id) : 0;
    const line = {
      skuId: sku.id,
      skuTitle: itemName(pickText(productTitles, locale), pickText(sku.titles, locale)),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    };
    const facts = { offer, redemption: offer && redemptions.get(offer.id), phoneRedemptions, unitsRedeemed };
    views.push(offerView(line, facts, context));
  }
  return views;
}
