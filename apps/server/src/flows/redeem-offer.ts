import type { AppContext } from '../app-context';
import type { DeviceRow } from '../modules/devices/devices.service';
import { redeem } from '../modules/offers/offers.service';
import { discountLines } from '../modules/orders/orders.service';
import { expireOpenTransactions } from '../modules/payments/payments.service';

/**
 * Redeem an offer, one transaction over three modules: offers records the redemptions of the chosen
 * offers the verified phone may take; orders drops each line's price and sets the total again; payments
 * expires the order's open checkouts (now the wrong amount; a late payment is refunded).
 */
export function redeemOffer(ctx: AppContext, device: DeviceRow, orderId: string, locale: string) {
  return redeem(ctx, device, orderId, locale, async (tx, lines) => {
    await discountLines(tx, orderId, lines);
    await expireOpenTransactions(tx, orderId);
  });
}
