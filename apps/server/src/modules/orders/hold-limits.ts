import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  findWaitingAnonymousOrders,
  findWaitingOrders,
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
  description: 'error.limit.holds' | 'error.limit.deviceHolds',
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
 * - anyone outside a paired kiosk may keep only a few orders waiting (open or reserved, their hold not run
 *   out) per device, and all of them together a few dozen;
 * - reservation orders may hold only a share of a sku's units on hand, so the rest stays for visitors
 *   at the kiosk; the emergency kit is never held by a reservation.
 */
export async function checkHoldLimits(
  ctx: Pick<AppContext, 'config' | 'now'>,
  tx: Db,
  deviceId: string,
  placer: OrderPlacer,
  lines: { index: number; sku: SkuRow; quantity: number; title: string }[],
  isReservable: boolean,
): Promise<void> {
  if (!hasHoldLimits(placer, isReservable)) return;
  const limits = ctx.config.holdLimits;
  if (placer.isOutside) {
    await lockAnonymousOrdering(tx, deviceId);
    const now = ctx.now();
    const own = await findWaitingOrders(tx, deviceId, placer.key, now);
    if (own.count >= limits.perClient) throw tooManyHolds('error.limit.holds', own, now);
    const everyone = await findWaitingAnonymousOrders(tx, deviceId, now);
    if (everyone.count >= limits.perDevice) throw tooManyHolds('error.limit.deviceHolds', everyone, now);
  }
  if (!isReservable) return;
  for (const line of lines) {
    const stock = await lockReservableStock(tx, deviceId, line.sku.id, ctx.now());
    if (!stock) throw notSoldHere(line.index);
    const { onHand, reservedHeld } = stock;
    const share = line.sku.isEmergencyDispense ? 0 : Math.floor(onHand * limits.reservableShare);
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
