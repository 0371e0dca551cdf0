import type { TOrder, TOrderCreate } from '@kiosk/contract';
import type { AppContext } from '../app-context';
import type { Db } from '../db/client';
import { findOfferedSkus, unitPriceOf } from '../modules/catalog/catalog.service';
import type { DeviceRow } from '../modules/devices/devices.service';
import { checkHoldLimits, hasHoldLimits } from '../modules/orders/hold-limits';
import { notSoldHere, outOfStock } from '../modules/orders/order-errors';
import {
  isStocked,
  placedOrderView,
  prepareOrder,
  recordOrder,
  refusalOf,
  releaseHoldsForEmergency,
  settleReleasedOrders,
  type CreatedOrder,
  type CreateOptions,
  type OrderToWrite,
} from '../modules/orders/orders.service';
import { holdLines, holdUnits } from '../modules/stock/stock-units.service';

/**
 * Place an order, a flow over three modules: catalog says what the kiosk offers and at what price, orders
 * checks the lines and makes the rows, stock holds the units and orders writes the order in the same
 * transaction (all or nothing; locks: stock's rows, then the order's). Orders an emergency kit made give
 * way are settled once that commits.
 */
export async function placeOrder(
  ctx: AppContext,
  device: DeviceRow,
  input: TOrderCreate,
  options: CreateOptions,
): Promise<TOrder> {
  const found = await findOfferedSkus(
    ctx,
    device.id,
    input.skus.map((s) => s.skuId),
  );
  const offered = found.map((sku) => ({ sku, unitPrice: unitPriceOf(sku) }));
  const toWrite = prepareOrder(ctx, device, offered, input, options);
  const { created, yielded } = await holdAndInsert(ctx, device, toWrite, options);
  await settleReleasedOrders(ctx, yielded);
  ctx.metrics.orderStatus('open', { isTest: options.isTest });
  return placedOrderView(created, toWrite.lines, options.locale);
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
      return recordOrder(tx, order, items, workflows);
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
      return recordOrder(tx, order, items, workflows);
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
    return recordOrder(tx, order, items, workflows);
  });
  return { created, yielded };
}
