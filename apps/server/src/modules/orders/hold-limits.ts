import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  countWaitingAnonymousOrders,
  countWaitingOrders,
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

const tooManyHolds = (retryAfterSeconds: number) =>
  new AppError({
    code: 'rate_limited',
    status: 429,
    message: 'error.limit',
    description: 'error.limit.holds',
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

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
    const retryAfter = Math.ceil(ctx.config.orderHoldTtlMs / 1000);
    if ((await countWaitingOrders(tx, deviceId, placer.key, ctx.now())) >= limits.perClient)
      throw tooManyHolds(retryAfter);
    if ((await countWaitingAnonymousOrders(tx, deviceId, ctx.now())) >= limits.perDevice)
      throw tooManyHolds(retryAfter);
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
