import type { TMfaCode, TOrder } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../http/app-error';
import { pickText } from '../../i18n/translate';
import type { DeviceRow } from '../devices/devices.service';
import { sendCode, verifyCode } from '../offers/otp.service';
import { toE164 } from '../offers/phone-number';
import { checkPhoneHolds } from '../orders/hold-limits';
import {
  findOrder,
  findOrderItems,
  getOrderView,
  holdForPhone,
  lockOrder,
  type OrderRow,
} from '../orders/orders.service';

/*
 * A reservation from outside is confirmed by the phone's one-time code (docs/security.md, Limits). Until
 * then its order holds no units and lapses with the open order's hold (15 minutes); the code is sent and
 * checked within the one-time code's own limits (offers/otp-policy). A right code holds the units, if
 * the phone's quota at this kiosk and the reservable share allow it; only then can the order be reserved
 * (free) or paid (a paid reservation).
 */

/** The order still waits for its phone, and has not lapsed: else 409 saying what it is instead. */
function assertAwaitingPhone(order: OrderRow | undefined, now: Date): asserts order is OrderRow {
  if (!order) throw notFound('order');
  const isLapsed = order.holdExpiresAt !== null && order.holdExpiresAt <= now;
  if (!order.awaitingPhone || order.status !== 'open' || isLapsed) {
    throw conflict('error.order.notReady', { reason: isLapsed ? 'expired' : order.status });
  }
}

/** `reserve/mfa-phone`: checks the number (E.164) and texts it a code for this order. */
export async function sendReservePhoneCode(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  phoneNumber: string,
  locale: string,
  clientIp: string,
): Promise<TOrder> {
  const e164 = toE164(phoneNumber);
  const order = await findOrder(ctx.db, device.id, orderId);
  assertAwaitingPhone(order, ctx.now());
  await sendCode(ctx, { id: orderId, locale }, e164, { clientIp, deviceId: device.id });
  return getOrderView(ctx.db, device.id, orderId, locale);
}

/** `reserve/mfa-code`: a right code binds the order to the phone and holds its units. */
export async function confirmReservePhone(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  input: TMfaCode,
  locale: string,
): Promise<TOrder> {
  const e164 = toE164(input.phoneNumber);
  assertAwaitingPhone(await findOrder(ctx.db, device.id, orderId), ctx.now());
  const phoneHash = await verifyCode(ctx, orderId, e164, input.mfaCode);
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, device.id, orderId);
    assertAwaitingPhone(order, ctx.now());
    const items = await findOrderItems(tx, orderId);
    const lines = items.map(({ item, sku }, index) => ({
      index,
      sku,
      quantity: item.quantity,
      title: pickText(sku.titles, locale),
    }));
    await checkPhoneHolds(ctx, tx, device.id, phoneHash, lines);
    await holdForPhone(ctx, tx, order, items, phoneHash, locale);
  });
  return getOrderView(ctx.db, device.id, orderId, locale);
}
