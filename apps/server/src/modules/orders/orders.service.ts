import { checkHoldLimits, hasHoldLimits, type OrderPlacer } from './hold-limits';
import { randomUUID } from 'node:crypto';
import type { TCancelAllResult, TOrder, TOrderCreate } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound, validation } from '../../http/app-error';
import { pickText } from '../../i18n/translate';
import type { DeviceRow } from '../devices/devices.service';
import { findOfferedSkus, unitPriceOf } from '../catalog/catalog.service';
import { notSoldHere, outOfStock } from './order-errors';
import { CANCELLABLE_STATUSES, HOLDING_STATUSES, transition, type OrderStatus } from './order-lifecycle';
import {
  findFreeUnits,
  findOrder,
  findOrderItems,
  findReservationExpiry,
  insertOrder,
  insertOrderIfAbsent,
  isStocked,
  listDeviceOrders,
  listLapsedOrders,
  lockHoldersOfSku,
  lockOrder,
  setOrderStatus,
  type CreatedOrder,
  type NewOrder,
  type NewOrderItem,
  type OrderItemWithSku,
  type OrderRow,
  discountOrderItem,
  refreshOrderTotal,
} from './orders.repository';
import { toOrderView } from './order-view';
import { countFoundUnit, holdLines, holdUnits, releaseUnits } from '../stock/stock-units.service';

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
/** The steps of an order's workflow are written here; the workflows module decides their outcome. */
export {
  addWorkflow,
  listOrderWorkflows,
  setWorkflowStatus,
  type WorkflowRow,
  type WorkflowStatus,
} from './order-workflows.repository';

export interface CreateOptions {
  locale: string;
  isReservable: boolean;
  isTest: boolean;
  placer: OrderPlacer;
}

/** Workflows an order needs from its skus: age for a minimum age, code for an access code. */
export const requiredWorkflows = (
  skus: { minAge: number | null; requiresAccessCode: boolean }[],
): string[] => [
  ...(skus.some((s) => s.minAge !== null) ? ['age-authorization'] : []),
  ...(skus.some((s) => s.requiresAccessCode) ? ['code-authorization'] : []),
];

type OrderSku = Awaited<ReturnType<typeof findOfferedSkus>>[number];
/** One line of an order to create: its sku as stored, its title in the order's locale, and its price. */
interface OrderLine {
  index: number;
  sku: OrderSku;
  title: string;
  quantity: number;
  unitPrice: number;
}

/** Checks the order against the device's catalogue, then holds its stock and records it, all or nothing. */
export async function createOrder(
  ctx: AppContext,
  device: DeviceRow,
  input: TOrderCreate,
  options: CreateOptions,
): Promise<TOrder> {
  const lines = await orderLines(ctx, device.id, input, options);
  const isEmergency = lines.some((l) => l.sku.isEmergencyDispense);
  if (isEmergency && lines.length > 1) throw validation('skus', 'an emergency kit is ordered on its own');
  const order = newOrder(ctx, device, lines, isEmergency, options);
  const items = lines.map((l) => ({ skuId: l.sku.id, quantity: l.quantity, unitPrice: l.unitPrice }));
  const workflows = isEmergency ? [] : requiredWorkflows(lines.map((l) => l.sku));
  const { created, yielded } = await holdAndInsert(ctx, device, { order, items, workflows, lines }, options);
  await settleReleasedOrders(ctx, yielded);
  ctx.metrics.orderStatus('open', { isTest: options.isTest });
  // The view from what was written and returned: no read after it (a new order has no reservation).
  const skuOf = new Map(lines.map((l) => [l.sku.id, l.sku]));
  const itemViews = created.items
    .sort((a, b) => a.id - b.id)
    .map((item) => {
      const { productTitles, ...sku } = skuOf.get(item.skuId)!;
      return { item, sku, productTitles };
    });
  return toOrderView(created.order, itemViews, options.locale, null);
}

/**
 * The order's lines, each checked: offered here, within the sku's limit, priced (at the kiosk's price, else
 * the catalogue's), reservable if it must be.
 */
async function orderLines(
  ctx: AppContext,
  deviceId: string,
  input: TOrderCreate,
  options: CreateOptions,
): Promise<OrderLine[]> {
  const ids = input.skus.map((s) => s.skuId);
  // Whether the kiosk has a stock row for an offered sku, holdAndInsert finds out (none: not sold here).
  const found = new Map((await findOfferedSkus(ctx, deviceId, ids)).map((sku) => [sku.id, sku]));
  return input.skus.map((line, index) => {
    const sku = found.get(line.skuId);
    if (!sku) throw notSoldHere(index);
    const title = pickText(sku.titles, options.locale);
    if (line.quantity > sku.dispenseQuantity) {
      throw new AppError({
        code: 'validation',
        status: 400,
        message: 'error.quantity',
        description: 'error.quantity.description',
        params: { max: sku.dispenseQuantity, title },
        field: `skus.${index}.quantity`,
      });
    }
    const unitPrice = options.isTest ? 0 : unitPriceOf(sku);
    if (unitPrice === null) {
      throw new AppError({
        code: 'conflict',
        status: 409,
        message: 'error.priceUnavailable',
        description: 'error.priceUnavailable.description',
        params: { title },
      });
    }
    if (options.isReservable && !sku.isReservable)
      throw validation(`skus.${index}.skuId`, 'cannot be reserved');
    return { index, sku, title, quantity: line.quantity, unitPrice };
  });
}

/** The order's row as it is written: open, its units held for the hold time from now. */
function newOrder(
  ctx: AppContext,
  device: DeviceRow,
  lines: OrderLine[],
  isEmergency: boolean,
  options: CreateOptions,
): NewOrder {
  const now = ctx.now();
  return {
    id: randomUUID(),
    deviceId: device.id,
    status: 'open',
    total: lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
    currency: device.currency,
    locale: options.locale,
    isReservable: options.isReservable,
    isEmergency,
    isTest: options.isTest,
    clientKey: options.placer.key,
    // A reservation from outside holds nothing until its phone confirms it (reservations/reserve-phone).
    awaitingPhone: options.isReservable && options.placer.isOutside,
    holdExpiresAt: new Date(now.getTime() + ctx.config.orderHoldTtlMs),
    createdAt: now,
    updatedAt: now,
  };
}

/** What `holdAndInsert` writes: the order, its items and workflows, and the lines it holds units for. */
interface OrderToWrite {
  order: NewOrder;
  items: NewOrderItem[];
  workflows: string[];
  lines: OrderLine[];
}

/** Thrown inside the transaction of `insertHeldOrder` to undo the lines it held. */
class NotEveryLineHeld extends Error {}

/**
 * Holds every line's units (stock's verb, one statement) and writes the order, in one transaction. Null
 * when a line could not be held (out of stock, or not sold here): then nothing was written.
 */
async function insertHeldOrder(
  db: Db,
  deviceId: string,
  toWrite: OrderToWrite,
): Promise<CreatedOrder | null> {
  const { order, items, workflows } = toWrite;
  try {
    return await db.transaction(async (tx) => {
      if ((await holdLines(tx, deviceId, items)) !== items.length) throw new NotEveryLineHeld();
      return insertOrder(tx, order, items, workflows);
    });
  } catch (error) {
    if (error instanceof NotEveryLineHeld) return null;
    throw error;
  }
}

/**
 * Holds the order's units and writes it. Most orders hold and write in one short transaction. A line it could not
 * hold is most often sold out: one read says so, without a transaction, so a crowd refused at the last units
 * is answered fast. With limits to check, an emergency kit others hold, or stock freed since, the
 * transaction finds out and says why. Returns the order written and the orders an emergency kit ended.
 */
async function holdAndInsert(
  ctx: AppContext,
  device: DeviceRow,
  toWrite: OrderToWrite,
  options: CreateOptions,
): Promise<{ created: CreatedOrder; yielded: string[] }> {
  const { order, items, workflows, lines } = toWrite;
  if (!hasHoldLimits(options.placer, options.isReservable)) {
    const held = await insertHeldOrder(ctx.db, device.id, toWrite);
    if (held) return { created: held, yielded: [] };
    const refusal = await refusalOf(ctx.db, device.id, lines);
    if (refusal) throw refusal;
  }
  const yielded: string[] = [];
  const created = await ctx.db.transaction(async (tx) => {
    await checkHoldLimits(ctx, tx, device.id, options.placer, lines, options.isReservable);
    if (order.awaitingPhone) {
      const refusal = await refusalOf(tx, device.id, lines);
      if (refusal) throw refusal;
      return insertOrder(tx, order, items, workflows);
    }
    for (const line of lines) {
      if (await holdUnits(tx, device.id, line.sku.id, line.quantity)) continue;
      if (!(await isStocked(tx, device.id, line.sku.id))) throw notSoldHere(line.index);
      if (line.sku.isEmergencyDispense) {
        yielded.push(
          ...(await releaseHoldsForEmergency(tx, device.id, line.sku.id, line.quantity, order.createdAt)),
        );
        if (await holdUnits(tx, device.id, line.sku.id, line.quantity)) continue;
      }
      throw outOfStock(line.title, line.quantity);
    }
    return insertOrder(tx, order, items, workflows);
  });
  return { created, yielded };
}

/**
 * Why lines could not be held, from what is free now, where no lock is needed to say it: a line not sold
 * here, or one asking more than is free (never an emergency kit: holds left by others may give way to it).
 * Null when every line looks free now: the caller then tries under its locks.
 */
async function refusalOf(
  db: Db,
  deviceId: string,
  lines: {
    index: number;
    sku: { id: string; isEmergencyDispense: boolean };
    title: string;
    quantity: number;
  }[],
): Promise<AppError | null> {
  const free = await findFreeUnits(
    db,
    deviceId,
    lines.map((l) => l.sku.id),
  );
  for (const line of lines) {
    const units = free.get(line.sku.id);
    if (units === undefined) return notSoldHere(line.index);
    if (!line.sku.isEmergencyDispense && units < line.quantity) return outOfStock(line.title, line.quantity);
  }
  return null;
}

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
