import type { TOrder } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { dispenserOf } from '../../devices/create-dispenser';
import type { DispenseOutcome } from '../../devices/dispenser';
import type { DeviceRow } from '../devices/devices.repository';
import { metricsOf } from '../metrics/metrics';
import {
  consumeHeldUnit,
  findOrderItems,
  lockOrder,
  lockOrderById,
  setOrderStatus,
  type OrderRow,
} from '../orders/orders.repository';
import { endOrder, getOrderView } from '../orders/orders.service';
import { listOrderWorkflows } from '../workflows/workflows.repository';
import { isAuthorized } from '../workflows/workflows.service';
import {
  flagSlot,
  findSlot,
  incrementDispensed,
  insertDispenseEvent,
  listDispensingOrders,
} from './dispensing.repository';

const notAllowed = (reason: string) =>
  new AppError({
    code: 'conflict',
    status: 409,
    message: 'error.conflict',
    description: 'error.dispense.notAllowed',
    params: { reason },
  });

export const dispenseFailure = () =>
  new AppError({
    code: 'dispense_failed',
    status: 500,
    message: 'error.dispense.failure',
    description: 'error.dispense.failureDescription',
  });

/**
 * Why an order may not dispense now, or null when it may: paid and authorised; free and authorised;
 * an emergency kit; a reservation whose code was accepted; a staff test order on the test path.
 */
export function refusal(order: OrderRow, isAuthorizedNow: boolean, isTestPath: boolean): string | null {
  if (order.isTest !== isTestPath)
    return isTestPath ? 'not a test order' : 'test orders dispense on the test path';
  if (order.status === 'ready') return null;
  if (order.isReservable)
    return order.status === 'reserved' ? 'the pick-up code is needed' : 'reserve it first';
  if (order.status !== 'open' && order.status !== 'paid') return order.status;
  if (order.isEmergency || order.isTest) return null;
  if (!isAuthorizedNow) return 'authorization';
  if (order.total > 0 && order.status !== 'paid') return 'payment';
  return null;
}

type Start = { kind: 'started'; order: OrderRow } | { kind: 'already'; order: OrderRow };

/** Takes the order into dispensing under its lock, so two calls never both dispense it. */
async function start(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  isTestPath: boolean,
): Promise<Start> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, device.id, orderId);
    if (!order)
      throw new AppError({
        code: 'not_found',
        status: 404,
        message: 'error.notFound',
        description: 'error.notFound.order',
      });
    if (order.status === 'dispensing' || order.status === 'dispensed') return { kind: 'already', order };
    if (order.status === 'dispense_failed') throw dispenseFailure();
    const reason = refusal(order, isAuthorized(await listOrderWorkflows(tx, orderId)), isTestPath);
    if (reason) throw notAllowed(reason);
    const started = await setOrderStatus(
      tx,
      orderId,
      order.status as 'open' | 'paid' | 'ready',
      'dispensing',
      {
        holdExpiresAt: null,
      },
    );
    return { kind: 'started', order: started! };
  });
}

/**
 * Dispenses the order one single package at a time. Each unit is written before the motor turns
 * ('started') and after the drop sensor answers, so a restart knows exactly what left the machine.
 * A unit that does not drop ends the order as dispense_failed: the rest is released and refunded.
 */
export async function dispenseOrder(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  locale: string,
  options: { isTestPath: boolean } = { isTestPath: false },
): Promise<TOrder> {
  const begun = await start(ctx, device, orderId, options.isTestPath);
  if (begun.kind === 'already') return getOrderView(ctx.db, device.id, orderId, locale);
  const { order } = begun;
  const dispenser = dispenserOf(ctx);
  const metrics = metricsOf(ctx);
  metrics.orderStatus('dispensing', { isTest: order.isTest });
  let failure: { outcome: DispenseOutcome; skuId: string } | null = null;
  let unitIndex = 0;
  outer: for (const { item } of await findOrderItems(ctx.db, orderId)) {
    const slot = (await findSlot(ctx.db, device.id, item.skuId)) ?? 'unassigned';
    for (let n = item.quantityDispensed; n < item.quantity; n++) {
      unitIndex++;
      const event = {
        orderId,
        deviceId: device.id,
        skuId: item.skuId,
        slot,
        unitIndex,
        isTest: order.isTest,
      };
      await insertDispenseEvent(ctx.db, { ...event, outcome: 'started', createdAt: ctx.now() });
      const outcome = await dispenser
        .dispenseUnit({ deviceId: device.id, slot, orderId, unitIndex })
        .catch((): DispenseOutcome => 'fault');
      metrics.dispenseOutcome(outcome, { isTest: order.isTest });
      await ctx.db.transaction(async (tx) => {
        await insertDispenseEvent(tx, { ...event, outcome, createdAt: ctx.now() });
        if (outcome === 'dropped') {
          await incrementDispensed(tx, item.id);
          await consumeHeldUnit(tx, device.id, item.skuId);
        } else {
          await flagSlot(tx, device.id, item.skuId);
        }
      });
      if (outcome !== 'dropped') {
        failure = { outcome, skuId: item.skuId };
        break outer;
      }
    }
  }
  const final = failure ? 'dispense_failed' : 'dispensed';
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, device.id, orderId);
    await endOrder(tx, locked!, final);
  });
  metrics.orderStatus(final, { isTest: order.isTest });
  if (!failure) return getOrderView(ctx.db, device.id, orderId, locale);
  await ctx.onOrderEnded(orderId);
  const error = dispenseFailure();
  ctx.log.error(`Dispense failed: ${error.status} - ${JSON.stringify({ orderId, ...failure })}`);
  throw error;
}

/**
 * At start: an order a dead process left 'dispensing' keeps the units whose drop was recorded; a unit
 * that was started but never confirmed is not counted (its slot is flagged for a staff check), and the
 * order ends as dispense_failed, so nothing dispenses twice and what did not drop is refunded.
 */
export async function reconcileInterruptedDispenses(ctx: AppContext): Promise<string[]> {
  const reconciled: string[] = [];
  for (const { id } of await listDispensingOrders(ctx.db)) {
    await ctx.db.transaction(async (tx) => {
      const order = await lockOrderById(tx, id);
      if (order?.status !== 'dispensing') return;
      for (const { item } of await findOrderItems(tx, id)) {
        if (item.quantityDispensed < item.quantity) await flagSlot(tx, order.deviceId, item.skuId);
      }
      await endOrder(tx, order, 'dispense_failed');
    });
    await ctx.onOrderEnded(id);
    ctx.log.warn({ orderId: id }, 'an interrupted dispense was reconciled');
    reconciled.push(id);
  }
  return reconciled;
}
