import type { TCancelAllResult, TOrder } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { pickText } from '../../i18n/translate';
import type { DeviceRow } from '../devices/devices.service';
import { outOfStock } from './order-errors';
import { CANCELLABLE_STATUSES, HOLDING_STATUSES, transition, type OrderStatus } from './order-lifecycle';
import {
  findOrder,
  findOrderItems,
  findReservationExpiry,
  insertOrderIfAbsent,
  listDeviceOrders,
  listLapsedOrders,
  lockHoldersOfSku,
  lockOrder,
  setOrderStatus,
  type OrderItemWithSku,
  type OrderRow,
  discountOrderItem,
  refreshOrderTotal,
} from './orders.repository';
import { toOrderView } from './order-view';
import { countFoundUnit, holdUnits, releaseUnits } from '../stock/stock-units.service';

/**
 * What other modules may read or hold of an order, and count a dispensed unit with; its status they
 * change only through the verbs below.
 */
export {
  countDispensedUnit,
  findDeviceSkus,
  findOrder,
  findOrderById,
  findOrderItems,
  lockOrder,
  lockOrderById,
  type OrderItemWithSku,
  type OrderRow,
} from './orders.repository';
/** Placing an order: the rows from the caller's catalogue values, written in the caller's transaction. */
export { insertOrder as recordOrder, isStocked, type CreatedOrder } from './orders.repository';
export {
  placedOrderView,
  prepareOrder,
  refusalOf,
  type CreateOptions,
  type OrderToWrite,
} from './order-placement';
/** The steps of an order's workflow are written here; the workflows module decides their outcome. */
export {
  addWorkflow,
  listOrderWorkflows,
  setWorkflowStatus,
  type WorkflowRow,
  type WorkflowStatus,
} from './order-workflows.repository';

export async function requireOrder(db: Db, deviceId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, deviceId, orderId);
  if (!order) throw notFound('order');
  return order;
}

export async function getOrderView(
  db: Db,
  deviceId: string,
  orderId: string,
  locale: string,
): Promise<TOrder> {
  const order = await requireOrder(db, deviceId, orderId);
  const [items, reservationExpiresAt] = await Promise.all([
    findOrderItems(db, orderId),
    order.isReservable ? findReservationExpiry(db, orderId) : Promise.resolve(null),
  ]);
  return toOrderView(order, items, locale, reservationExpiresAt);
}

type StatusPatch = Omit<Partial<OrderRow>, 'id' | 'status'>;

/**
 * The one writer of order status: the move must be one the lifecycle allows, and it is written only from the
 * status the caller read under the row lock. Every verb below runs inside the caller's transaction.
 */
async function moveStatus(tx: Db, order: OrderRow, to: OrderStatus, patch: StatusPatch): Promise<OrderRow> {
  transition(order.status, to);
  const updated = await setOrderStatus(tx, order.id, order.status, to, patch);
  if (!updated) throw conflict('error.order.notOpen');
  return updated;
}

/**
 * The phone of a reservation order from outside confirmed it: its units are held from now on (or 409 when
 * they are gone), for the open order's hold time, and the order is bound to the phone's keyed hash. The
 * caller has checked the phone's quota and the reservable share under the same transaction.
 */
export async function holdForPhone(
  ctx: Pick<AppContext, 'config' | 'now'>,
  tx: Db,
  order: OrderRow,
  items: OrderItemWithSku[],
  phoneHash: string,
  locale: string,
): Promise<OrderRow> {
  for (const { item, sku } of items) {
    if (!(await holdUnits(tx, order.deviceId, item.skuId, item.quantity)))
      throw outOfStock(pickText(sku.titles, locale), item.quantity);
  }
  const holdExpiresAt = new Date(ctx.now().getTime() + ctx.config.orderHoldTtlMs);
  const patch = { awaitingPhone: false, phoneHash, holdExpiresAt };
  const updated = await setOrderStatus(tx, order.id, 'open', 'open', patch);
  if (!updated) throw conflict('error.order.notOpen');
  return updated;
}

/** The payment arrived: open → paid (payments writes its transaction in the same database transaction). */
export const markPaid = (tx: Db, order: OrderRow, paidAt: Date) => moveStatus(tx, order, 'paid', { paidAt });

/** Waiting for pick-up with a code: open | paid → reserved; the stock stays held until `holdExpiresAt`. */
export const markReserved = (tx: Db, order: OrderRow, holdExpiresAt: Date) =>
  moveStatus(tx, order, 'reserved', { holdExpiresAt });

/** The pick-up code was accepted: reserved → ready, held until `holdExpiresAt`. */
export const markReady = (tx: Db, order: OrderRow, holdExpiresAt: Date) =>
  moveStatus(tx, order, 'ready', { holdExpiresAt });

/**
 * The motor is about to turn: open | paid | ready → dispensing; the hold no longer expires (dispensing
 * takes its lease in the same transaction).
 */
export const startDispensing = (tx: Db, order: OrderRow) =>
  moveStatus(tx, order, 'dispensing', { holdExpiresAt: null });

/**
 * Ends an order that will dispense no more: releases what it still holds and sets the final status.
 * Runs inside the caller's transaction with the order row locked (the caller's own writes of the same
 * end, such as dispensing's lease, go in that transaction).
 */
export async function endOrder(
  tx: Db,
  order: OrderRow,
  to: Extract<OrderStatus, 'cancelled' | 'expired' | 'dispense_failed' | 'dispensed'>,
  patch: StatusPatch = {},
): Promise<EndedOrder> {
  transition(order.status, to);
  const items = await findOrderItems(tx, order.id);
  // An order still awaiting its phone never held its units.
  for (const { item } of order.awaitingPhone ? [] : items) {
    await releaseUnits(tx, order.deviceId, item.skuId, item.quantity - item.quantityDispensed);
  }
  return { order: await moveStatus(tx, order, to, { ...patch, holdExpiresAt: null }), items };
}

/** An order as endOrder left it, with its items. */
export interface EndedOrder {
  order: OrderRow;
  items: OrderItemWithSku[];
}

/** The view of an ended order from what ending it read: no other read but a reservation's expiry. */
export const endedOrderView = async (db: Db, { order, items }: EndedOrder, locale: string) =>
  toOrderView(order, items, locale, order.isReservable ? await findReservationExpiry(db, order.id) : null);

/**
 * A staff count below what orders hold: the physical count wins. Ends whole orders (unpaid first, newest
 * first) that hold units of the sku, marked 'stock_count', until `units` are freed; an order already
 * dispensing keeps its units. Runs inside the caller's transaction; returns the orders ended, for the
 * caller to settle (refund) once it commits.
 */
export async function releaseHoldsForCount(
  tx: Db,
  deviceId: string,
  skuId: string,
  units: number,
): Promise<string[]> {
  const ended: string[] = [];
  let freed = 0;
  for (const order of await lockHoldersOfSku(tx, deviceId, skuId, CANCELLABLE_STATUSES)) {
    if (freed >= units) break;
    const item = (await findOrderItems(tx, order.id)).find((i) => i.item.skuId === skuId)?.item;
    await endOrder(tx, order, 'cancelled', { endReason: 'stock_count' });
    freed += item ? item.quantity - item.quantityDispensed : 0;
    ended.push(order.id);
  }
  return ended;
}

/**
 * Holds one unit of a sku for a drop that already happened (a kit the agent gave out offline, an outcome
 * that came after the server gave up): the machine gave it, so it comes out of what is available. If
 * orders hold every unit, the newest unpaid holder ends as after a staff count ('stock_count'); if the
 * count says none is left, the count was wrong and goes one up first. Runs in the caller's transaction;
 * returns the orders ended, for `settleReleasedOrders` after the commit.
 */
export async function holdUnitThatDropped(tx: Db, deviceId: string, skuId: string): Promise<string[]> {
  if (await holdUnits(tx, deviceId, skuId, 1)) return [];
  const ended = await releaseHoldsForCount(tx, deviceId, skuId, 1);
  if (await holdUnits(tx, deviceId, skuId, 1)) return ended;
  await countFoundUnit(tx, deviceId, skuId);
  if (!(await holdUnits(tx, deviceId, skuId, 1))) throw new Error(`${skuId} is not stocked on ${deviceId}`);
  return ended;
}

/**
 * An emergency kit the device agent dispensed while the kiosk could not reach the API
 * (docs/device-agent.md): a free emergency order with the agent's id, taken straight into dispensing
 * (its unit is held by the caller first). Null when an order with that id exists: the intake is replayed.
 * The caller writes the unit's outcome and ends the order with `endOrder`.
 */
export async function startOfflineEmergencyOrder(
  tx: Db,
  input: { id: string; deviceId: string; currency: string; skuId: string; at: Date },
): Promise<OrderRow | null> {
  const order = await insertOrderIfAbsent(
    tx,
    {
      id: input.id,
      deviceId: input.deviceId,
      status: 'open',
      total: 0,
      currency: input.currency,
      isEmergency: true,
      createdAt: input.at,
      updatedAt: input.at,
    },
    [{ skuId: input.skuId, quantity: 1, unitPrice: 0 }],
  );
  return order ? startDispensing(tx, order) : null;
}

/** How long an emergency-kit hold is a visitor on the way to the dispense, not a kit left on the screen. */
export const EMERGENCY_HOLD_GRACE_MS = 2 * 60_000;

/**
 * The emergency kit is given out while units are physically there: when none is free, orders that only
 * hold it and were left (open, not dispensing, placed more than EMERGENCY_HOLD_GRACE_MS ago: a kit left on
 * the screen, a staff test order) give way, oldest first, marked 'emergency', until `units` are freed.
 * Orders placed within the grace are visitors about to dispense: a burst of emergency orders never ends
 * them. An order already dispensing keeps its unit. Runs inside the caller's transaction; returns the
 * orders ended, for the caller to settle once it commits.
 */
export async function releaseHoldsForEmergency(
  tx: Db,
  deviceId: string,
  skuId: string,
  units: number,
  now: Date,
): Promise<string[]> {
  const ended: string[] = [];
  let freed = 0;
  const leftBefore = now.getTime() - EMERGENCY_HOLD_GRACE_MS;
  const holders = (await lockHoldersOfSku(tx, deviceId, skuId, ['open'])).reverse();
  for (const order of holders) {
    if (order.createdAt.getTime() > leftBefore) continue;
    if (freed >= units) break;
    const item = (await findOrderItems(tx, order.id)).find((i) => i.item.skuId === skuId)?.item;
    await endOrder(tx, order, 'cancelled', { endReason: 'emergency' });
    freed += item ? item.quantity - item.quantityDispensed : 0;
    ended.push(order.id);
  }
  return ended;
}

/** After `releaseHoldsForCount` (or `releaseHoldsForEmergency`) committed: each ended order is counted and settles what it owes back. */
export async function settleReleasedOrders(ctx: AppContext, orderIds: string[]): Promise<void> {
  for (const id of orderIds) {
    ctx.metrics.orderStatus('cancelled');
    await ctx.onOrderEnded(id);
  }
}

async function cancelLocked(
  tx: Db,
  order: OrderRow,
  isTimeout: boolean,
): Promise<'cancelled' | 'skipped' | 'unchanged'> {
  if (order.status === 'cancelled' || order.status === 'expired') return 'unchanged';
  if (!CANCELLABLE_STATUSES.includes(order.status)) return 'skipped';
  await endOrder(tx, order, 'cancelled', { isTimeout });
  return 'cancelled';
}

export async function cancelOrder(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  isTimeout: boolean,
  locale: string,
): Promise<TOrder> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, device.id, orderId);
    if (!order) throw notFound('order');
    if ((await cancelLocked(tx, order, isTimeout)) === 'skipped')
      throw conflict('error.order.notCancellable');
  });
  ctx.metrics.orderStatus('cancelled');
  await ctx.onOrderEnded(orderId);
  return getOrderView(ctx.db, device.id, orderId, locale);
}

/**
 * Cancels every kiosk order of the device still in progress (the idle timeout, or the visitor ending the
 * session). Orders made on a phone for later pick-up are not the kiosk session's and are left alone.
 * Orders dispensing are skipped and named.
 */
export async function cancelAllOrders(
  ctx: AppContext,
  device: DeviceRow,
  isTimeout: boolean,
): Promise<TCancelAllResult> {
  const candidates = await listDeviceOrders(ctx.db, device.id, ['open', 'paid', 'ready', 'dispensing']);
  const result: TCancelAllResult = { cancelled: [], skipped: [] };
  for (const candidate of candidates.filter((o) => !o.isReservable)) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, device.id, candidate.id);
      return order ? cancelLocked(tx, order, isTimeout) : 'unchanged';
    });
    if (outcome === 'cancelled') {
      result.cancelled.push(candidate.id);
      ctx.metrics.orderStatus('cancelled');
      await ctx.onOrderEnded(candidate.id);
    }
    if (outcome === 'skipped') result.skipped.push(candidate.id);
  }
  return result;
}

/** The periodic sweep: orders whose hold ran out (abandoned or unclaimed reservations) expire. */
export async function expireLapsedOrders(ctx: AppContext): Promise<number> {
  const lapsed = await listLapsedOrders(ctx.db, ctx.now(), ['open', 'paid', 'reserved', 'ready']);
  let count = 0;
  for (const candidate of lapsed) {
    const isExpired = await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, candidate.deviceId, candidate.id);
      if (!order || !HOLDING_STATUSES.includes(order.status) || order.status === 'dispensing') return false;
      if (!order.holdExpiresAt || order.holdExpiresAt >= ctx.now()) return false;
      await endOrder(tx, order, 'expired');
      return true;
    });
    if (!isExpired) continue;
    count++;
    ctx.metrics.orderStatus('expired');
    await ctx.onOrderEnded(candidate.id);
  }
  return count;
}

/**
 * What a redemption does to the order, in the caller's transaction: each line's unit price drops by its
 * discount (never below zero), then the total is the sum of the lines again.
 */
export async function discountLines(
  tx: Db,
  orderId: string,
  lines: readonly { skuId: string; perUnit: number }[],
): Promise<void> {
  for (const line of lines) await discountOrderItem(tx, orderId, line.skuId, line.perUnit);
  await refreshOrderTotal(tx, orderId);
}
