import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  findPhoneOrders,
  findUnconfirmedOrders,
  findWaitingAnonymousOrders,
  type WaitingOrders,
  lockAnonymousOrdering,
  lockReservableStock,
} from './hold-limits.repository';
import type { SkuRow } from './orders.repository';
import { notSoldHere } from './order-errors';

/** Who places an order: a paired kiosk, staff (test orders), or anyone else by address. */
export interface OrderPlacer {
  key: string;
  isOutside: boolean;
}

/**
 * 429 naming the limit that was hit (this client's waiting orders, or every outside client's at this
 * device), with Retry-After honest to it: until the first of those holds runs out.
 */
const tooManyHolds = (
  description: 'error.limit.holds' | 'error.limit.deviceHolds' | 'error.limit.phoneHolds',
  waiting: WaitingOrders,
  now: Date,
) => {
  const seconds = waiting.firstEndsAt
    ? Math.max(1, Math.ceil((waiting.firstEndsAt.getTime() - now.getTime()) / 1000))
    : 1;
  return new AppError({
    code: 'rate_limited',
    status: 429,
    message: 'error.limit',
    description,
    headers: { 'retry-after': String(seconds) },
  });
};

/** True when an order so placed has limits to check before its holds (see checkHoldLimits). */
export const hasHoldLimits = (placer: OrderPlacer, isReservable: boolean): boolean =>
  placer.isOutside || isReservable;

/**
 * Stock cannot be drained from outside the kiosk. Run inside the order's transaction, before its holds:
 * - anyone outside a paired kiosk may keep only so many orders waiting (open or reserved, their hold not
 *   run out) per device that no phone has confirmed (HOLDS_PER_CLIENT), and all of them together a few
 *   dozen holding units. The address is only a loose bound against a flood: many phones share one address
 *   (a café's or a carrier's NAT), so what one person may hold is limited per confirmed phone;
 * - a reservation order from outside holds nothing until its phone confirms it: at creation it counts
 *   only against its own address's bound; the phone's quota, the device-wide cap and the reservable share
 *   are checked at confirmation (checkPhoneHolds), so strangers without phones cannot crowd out anyone;
 * - reservation orders may hold only a share of a sku's units on hand, so the rest stays for visitors
 *   at the kiosk; the emergency kit is never held by a reservation.
 */
export async function checkHoldLimits(
  ctx: Pick<AppContext, 'config' | 'now'>,
  tx: Db,
  deviceId: string,
  placer: OrderPlacer,
  lines: ReservableLine[],
  isReservable: boolean,
): Promise<void> {
  if (!hasHoldLimits(placer, isReservable)) return;
  const limits = ctx.config.holdLimits;
  if (placer.isOutside) {
    await lockAnonymousOrdering(tx, deviceId);
    const now = ctx.now();
    const own = await findUnconfirmedOrders(tx, deviceId, placer.key, now);
    if (own.count >= limits.perClient) throw tooManyHolds('error.limit.holds', own, now);
    if (isReservable) return;
    const everyone = await findWaitingAnonymousOrders(tx, deviceId, now);
    if (everyone.count >= limits.perDevice) throw tooManyHolds('error.limit.deviceHolds', everyone, now);
  }
  if (isReservable) await checkReservableShare(ctx, tx, deviceId, lines);
}

/** A line of an order, as the hold limits read it. */
export interface ReservableLine {
  index: number;
  sku: Pick<SkuRow, 'id' | 'isEmergencyDispense'>;
  quantity: number;
  title: string;
}

/**
 * A phone confirms a reservation order from outside: it may have only a few orders waiting at this device
 * (RESERVATIONS_PER_PHONE), all phones together a few dozen (HOLDS_PER_DEVICE), and the order must fit
 * the reservable share. Run inside the confirmation's transaction, before its holds.
 */
export async function checkPhoneHolds(
  ctx: Pick<AppContext, 'config' | 'now'>,
  tx: Db,
  deviceId: string,
  phoneHash: string,
  lines: ReservableLine[],
): Promise<void> {
  await lockAnonymousOrdering(tx, deviceId);
  const now = ctx.now();
  const own = await findPhoneOrders(tx, deviceId, phoneHash, now);
  const limits = ctx.config.holdLimits;
  if (own.count >= limits.perPhone) throw tooManyHolds('error.limit.phoneHolds', own, now);
  const everyone = await findWaitingAnonymousOrders(tx, deviceId, now);
  if (everyone.count >= limits.perDevice) throw tooManyHolds('error.limit.deviceHolds', everyone, now);
  await checkReservableShare(ctx, tx, deviceId, lines);
}

/** Reservation orders hold at most a share of a sku's units on hand; the emergency kit none. */
async function checkReservableShare(
  ctx: Pick<AppContext, 'config' | 'now'>,
  tx: Db,
  deviceId: string,
  lines: ReservableLine[],
): Promise<void> {
  for (const line of lines) {
    const stock = await lockReservableStock(tx, deviceId, line.sku.id, ctx.now());
    if (!stock) throw notSoldHere(line.index);
    const { onHand, reservedHeld } = stock;
    const share = line.sku.isEmergencyDispense
      ? 0
      : Math.floor(onHand * ctx.config.holdLimits.reservableShare);
    if (reservedHeld + line.quantity > share) {
      throw new AppError({
        code: 'out_of_stock',
        status: 409,
        message: 'error.outOfStock',
        description: 'error.limit.reservableShare',
        params: { title: line.title },
      });
    }
  }
}
