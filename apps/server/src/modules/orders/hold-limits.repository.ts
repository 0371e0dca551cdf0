import { and, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { orderItems, orders } from './orders.schema';

/** Statuses in which an order still holds stock without having been paid for or picked up. */
const WAITING = ['open', 'reserved'] as const;

/** One placer of anonymous orders at a time per device, so two requests cannot both pass a limit. */
export async function lockAnonymousOrdering(tx: Db, deviceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`anonymous-orders:${deviceId}`}))`);
}

/** Waiting orders counted for a hold limit, and when the first of their holds runs out (null: none). */
export interface WaitingOrders {
  count: number;
  firstEndsAt: Date | null;
}

const waitingOf = async (tx: Db, where: ReturnType<typeof and>): Promise<WaitingOrders> => {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int`, first: sql<Date | string | null>`min(${orders.holdExpiresAt})` })
    .from(orders)
    .where(where);
  const first = rows[0]?.first;
  return { count: Number(rows[0]?.n ?? 0), firstEndsAt: first ? new Date(first) : null };
};

/**
 * Orders of the device still waiting (open or reserved, their hold not run out) placed by this client that
 * no phone has confirmed: those a phone confirmed count against that phone's own limit instead.
 */
export const findUnconfirmedOrders = (tx: Db, deviceId: string, clientKey: string, now: Date) =>
  waitingOf(
    tx,
    and(
      eq(orders.deviceId, deviceId),
      eq(orders.clientKey, clientKey),
      isNull(orders.phoneHash),
      inArray(orders.status, WAITING),
      gt(orders.holdExpiresAt, now),
    ),
  );

/**
 * Orders of the device still holding units (hold not run out) that were placed from outside the kiosk; an
 * order still awaiting its phone holds nothing and is not counted.
 */
export const findWaitingAnonymousOrders = (tx: Db, deviceId: string, now: Date) =>
  waitingOf(
    tx,
    and(
      eq(orders.deviceId, deviceId),
      like(orders.clientKey, 'ip:%'),
      eq(orders.awaitingPhone, false),
      inArray(orders.status, WAITING),
      gt(orders.holdExpiresAt, now),
    ),
  );

/** Orders of the device confirmed by this phone and not ended (their hold not run out). */
export const findPhoneOrders = (tx: Db, deviceId: string, phoneHash: string, now: Date) =>
  waitingOf(
    tx,
    and(
      eq(orders.deviceId, deviceId),
      eq(orders.phoneHash, phoneHash),
      inArray(orders.status, ['open', 'paid', 'reserved', 'ready']),
      gt(orders.holdExpiresAt, now),
    ),
  );

/**
 * Locks the sku's stock row (so holds for reservations are counted one at a time) and returns its
 * units on hand and the units reservation orders hold now (holds not run out); null without a stock row.
 */
export async function lockReservableStock(
  tx: Db,
  deviceId: string,
  skuId: string,
  now: Date,
): Promise<{ onHand: number; reservedHeld: number } | null> {
  const stock = rowsOf<{ on_hand: number }>(
    await tx.execute(
      sql`select on_hand from device_stock where device_id = ${deviceId} and sku_id = ${skuId} for update`,
    ),
  );
  if (!stock[0]) return null;
  const held = await tx
    .select({
      n: sql<number>`coalesce(sum(${orderItems.quantity} - ${orderItems.quantityDispensed}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.deviceId, deviceId),
        eq(orderItems.skuId, skuId),
        eq(orders.isReservable, true),
        eq(orders.awaitingPhone, false),
        inArray(orders.status, ['open', 'paid', 'reserved', 'ready']),
        gt(orders.holdExpiresAt, now),
      ),
    );
  return { onHand: Number(stock[0].on_hand), reservedHeld: Number(held[0]?.n ?? 0) };
}
