import { parseUnitId, type DispenseOutcome, type LateOutcome } from '@kiosk/device-link';
import type { AppContext } from '../../app-context';
import { FINAL_STATUSES } from '../orders/order-lifecycle';
import { consumeUnitFromSlot, faultSlotOfUnit, isUnitFromWorkingSlot } from '../stock/stock-units.service';
import {
  countDispensedUnit,
  findOrderById,
  findOrderItems,
  holdUnitThatDropped,
  lockOrderById,
  settleReleasedOrders,
} from '../orders/orders.service';
import { findStartedSlot, findUnconfirmedUnits, insertDispenseEvent } from './dispensing.repository';

/**
 * A unit's outcome that the agent sent after the server gave up waiting for it (docs/device-agent.md,
 * late outcomes): the order had ended (dispense_failed, the unit counted as interrupted, its slot flagged,
 * the rest refunded). The outcome is written now, once: a unit that dropped counts as dispensed on its
 * order and leaves the stock; the refund already paid for it stays paid (the visitor is never charged
 * again, nor refunded twice). An order still dispensing is left to the instance that runs it ('pending').
 * Bound to the kiosk of the topic: a unit of another kiosk's order is 'refused' and nothing is written.
 * 'already' when there is nothing (more) to write: the unit is confirmed, or no such order exists.
 *
 * Every instance hears every kiosk's outcomes, so the instances that did not command a unit hear its
 * outcome too, while its order is still dispensing: they answer 'pending' from a read without a lock,
 * never waiting on the order the owner is writing (a status read as dispensing that has just ended only
 * means the agent's next offer is recorded instead). Only an ended order is locked and written.
 */
export async function recordLateOutcome(
  ctx: AppContext,
  deviceId: string,
  unitId: string,
  outcome: DispenseOutcome,
): Promise<LateOutcome> {
  // A unit the server commands: its order id is a UUID.
  const unit = parseUnitId(unitId, { uuidOrder: true });
  if (!unit) return 'refused';
  const { orderId, unitIndex } = unit;
  const seen = await findOrderById(ctx.db, orderId);
  if (!seen) return 'already';
  if (seen.deviceId !== deviceId) return 'refused';
  if (!FINAL_STATUSES.includes(seen.status)) return 'pending';
  const ended = await ctx.db.transaction(async (tx): Promise<LateOutcome | string[]> => {
    const order = await lockOrderById(tx, orderId);
    if (!order) return 'already';
    if (order.deviceId !== deviceId) return 'refused';
    if (!FINAL_STATUSES.includes(order.status)) return 'pending';
    const unconfirmed = await findUnconfirmedUnits(tx, orderId);
    if (!unconfirmed.includes(unitIndex)) return 'already';
    // The unit's sku: units are numbered through the order's items in item order, from 1.
    let position = 0;
    const line = (await findOrderItems(tx, orderId)).find(
      ({ item }) => (position += item.quantity) >= unitIndex,
    );
    if (!line) return 'already';
    const skuId = line.item.skuId;
    const slot = await findStartedSlot(tx, orderId, unitIndex);
    await insertDispenseEvent(tx, {
      orderId,
      deviceId,
      skuId,
      slot,
      unitIndex,
      outcome,
      isTest: order.isTest,
      createdAt: ctx.now(),
    });
    if (outcome !== 'dropped') {
      await faultSlotOfUnit(tx, { deviceId, skuId, slot: slot ?? '' }, { reason: outcome, at: ctx.now() });
      return [];
    }
    // A unit from a working slot leaves stock: it is held first (releasing others' holds if none is
    // free). One from a slot out of service (its end was unknown) was not counted in stock any more.
    const isCounted = await isUnitFromWorkingSlot(tx, { deviceId, skuId, slot });
    const released = isCounted ? await holdUnitThatDropped(tx, deviceId, skuId) : [];
    await countDispensedUnit(tx, line.item.id);
    await consumeUnitFromSlot(tx, { deviceId, skuId, slot }, isCounted);
    return released;
  });
  if (typeof ended === 'string') return ended;
  ctx.metrics.dispenseOutcome(outcome, { deviceId });
  await settleReleasedOrders(ctx, ended);
  ctx.log.warn({ orderId, unitIndex, outcome }, 'a late unit outcome was recorded');
  return 'recorded';
}
