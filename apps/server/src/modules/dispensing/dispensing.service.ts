import type { TOrder } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { UnitInDoubtError, UnitNotSentError, type DispenseOutcome, type UnitInput } from '@kiosk/device-link';
import type { DeviceRow } from '../devices/devices.service';
import {
  countDispensedUnit,
  endOrder,
  endedOrderView,
  getOrderView,
  lockOrder,
  findOrderById,
  startDispensing,
  type EndedOrder,
  type OrderRow,
} from '../orders/orders.service';
import { faultSlotOfUnit, lockSkuSlots, recordUnitOutcome } from '../stock/stock-units.service';
import { releaseHoldsOverStock } from '../stock/stock.service';
import { isAuthorized, listOrderWorkflows } from '../workflows/workflows.service';
import {
  findStartedSlot,
  findUnconfirmedUnit,
  listOrderItems,
  lockOrderKeyShare,
  lockOrderRenewingLease,
  pickSlot,
  recordUnitUnderLease,
  startUnitUnderLease,
  type UnitEvent,
} from './dispensing.repository';
import {
  deleteLease,
  listOrphanedDispenses,
  renewLease,
  takeExpiredLease,
  takeLease,
} from './dispense-lease.repository';

/** A dispense's events as written, for the staff hardware check (flows/slot-check.ts). */
export { listDispenseEvents } from './dispensing.repository';

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

type Start = { kind: 'started' | 'resumed' | 'already'; order: OrderRow };

/**
 * Takes the order into dispensing under its lock, with this instance's lease, so two calls never both
 * dispense it. An order already dispensing is taken over only when its lease expired (its owner stopped).
 */
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
    if (order.status === 'dispensing') {
      const isTaken = await takeExpiredLease(tx, orderId, ctx.instanceId, ctx.config.dispenseLeaseMs);
      return { kind: isTaken ? 'resumed' : 'already', order };
    }
    if (order.status === 'dispensed') return { kind: 'already', order };
    if (order.status === 'dispense_failed') throw dispenseFailure();
    const reason = refusal(order, isAuthorized(await listOrderWorkflows(tx, orderId)), isTestPath);
    if (reason) throw notAllowed(reason);
    const started = await startDispensing(tx, order);
    await takeLease(tx, orderId, ctx.instanceId, ctx.config.dispenseLeaseMs);
    return { kind: 'started', order: started };
  });
}

/** What a unit that did not drop ended as: 'not_sent' when its command never reached the machine. */
type UnitResult = DispenseOutcome | 'unknown' | 'not_sent';
type Failure = { outcome: UnitResult; skuId: string };
/** Another instance took the order over (this one stalled past its lease): stop, write nothing more. */
const LOST = 'lease_lost' as const;
type RunResult = Failure | null | typeof LOST;

export interface Unit extends UnitInput, UnitEvent {
  itemId: number;
}

/** This instance's lease on an order, what every write of a unit is fenced by. */
const fenceOf = (ctx: AppContext) => ({
  owner: ctx.instanceId,
  leaseMs: ctx.config.dispenseLeaseMs,
  createdAt: ctx.now(),
});

/**
 * A unit's sensor outcome, in one transaction and only while `fence.owner` holds the lease: the event
 * under the lease (which locks the order and the lease until the commit), then for a drop the item's
 * count (orders' verb), and the unit's outcome on the stock (stock's verb: for a drop on hand and held one
 * lower, for any other outcome the slot flagged). False when another instance took the order over:
 * nothing written.
 */
export function recordUnitOutcomeUnderLease(
  db: Db,
  unit: Unit,
  outcome: string,
  fence: { owner: string; leaseMs: number; createdAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await recordUnitUnderLease(tx, unit, outcome, fence))) return false;
    if (outcome === 'dropped') await countDispensedUnit(tx, unit.itemId);
    await recordUnitOutcome(tx, { ...unit, outcome, at: fence.createdAt });
    return true;
  });
}

/**
 * Records a unit's sensor outcome, only while this instance still holds the lease (the fence); once it is
 * written, the dispenser is told (the agent stops offering that outcome again).
 */
async function recordOutcome(ctx: AppContext, unit: Unit, outcome: DispenseOutcome): Promise<boolean> {
  ctx.metrics.dispenseOutcome(outcome, { deviceId: unit.deviceId, isTest: unit.isTest });
  const isRecorded = await recordUnitOutcomeUnderLease(ctx.db, unit, outcome, fenceOf(ctx));
  if (isRecorded) ctx.dispenser.unitRecorded?.(unit);
  return isRecorded;
}

/** A unit no working slot has left for: it is not started on the motor, and ends as 'empty'. */
const NO_SLOT = '';

/**
 * The units still to drop, each with its stable unit id `{orderId}:{position in the order}`, so a
 * resumed dispense asks and commands the same ids the stopped instance used. Their slots are picked as
 * each starts (startUnit).
 */
async function remainingUnits(ctx: AppContext, order: OrderRow): Promise<Unit[]> {
  const units: Unit[] = [];
  let position = 0;
  for (const item of await listOrderItems(ctx.db, order.id)) {
    for (let n = 0; n < item.quantity; n++) {
      position++;
      if (n < item.quantityDispensed) continue;
      units.push({
        deviceId: order.deviceId,
        slot: NO_SLOT,
        orderId: order.id,
        unitIndex: position,
        skuId: item.skuId,
        itemId: item.id,
        isTest: order.isTest,
      });
    }
  }
  return units;
}

/**
 * A unit a stopped instance started but never confirmed: the dispenser's journal says what happened.
 * 'retry' when the command never reached the motor; 'unknown' is never guessed into a drop.
 */
async function settleUnconfirmedUnit(ctx: AppContext, order: OrderRow): Promise<RunResult | 'retry'> {
  const pending = await findUnconfirmedUnit(ctx.db, order.id);
  if (!pending) return null;
  const unit = (await remainingUnits(ctx, order)).find((u) => u.unitIndex === pending.unitIndex);
  if (!unit) return null;
  unit.slot = (await findStartedSlot(ctx.db, order.id, unit.unitIndex)) ?? NO_SLOT;
  const record = await ctx.dispenser.unitOutcome(unit).catch(() => 'unknown' as const);
  ctx.log.info({ orderId: order.id, unitIndex: unit.unitIndex, record }, 'an unconfirmed unit was looked up');
  if (record === 'not_received') return 'retry';
  if (record === 'unknown') {
    await faultSlotOfUnit(ctx.db, unit, { reason: 'unknown', at: ctx.now() });
    return { outcome: 'unknown', skuId: unit.skuId };
  }
  if (!(await recordOutcome(ctx, unit, record))) return LOST;
  return record === 'dropped' ? null : { outcome: record, skuId: unit.skuId };
}

/**
 * Before the motor turns, in one transaction: the slot the unit comes from (a retried unit keeps the
 * one it named; else the order's row, then the sku's slots locked, and the slot staff chose for a
 * hardware check or else the fullest working slot picked), and its 'started' event under the lease.
 * Null when another instance took the order over.
 */
async function startUnit(
  ctx: AppContext,
  unit: Unit,
  isRetry: boolean,
  chosenSlot: string | null,
): Promise<Unit | null> {
  return ctx.db.transaction(async (tx) => {
    let slot = isRetry ? await findStartedSlot(tx, unit.orderId, unit.unitIndex) : null;
    if (!slot) {
      await lockOrderKeyShare(tx, unit.orderId);
      await lockSkuSlots(tx, unit.deviceId, unit.skuId);
      slot = chosenSlot ?? (await pickSlot(tx, unit.deviceId, unit.skuId)) ?? NO_SLOT;
    }
    const placed = { ...unit, slot };
    return (await startUnitUnderLease(tx, placed, { ...fenceOf(ctx), isRetry })) ? placed : null;
  });
}

/**
 * A started unit on the motor; a unit with no slot left ends 'empty' without it. 'not_sent': the device
 * link could not send its command before giving up (the broker away), so the machine never saw it.
 */
const turnMotor = (ctx: AppContext, unit: Unit): Promise<UnitResult> =>
  unit.slot === NO_SLOT
    ? Promise.resolve('empty')
    : ctx.dispenser.dispenseUnit(unit).catch((error: unknown): UnitResult => {
        if (error instanceof UnitNotSentError) return 'not_sent';
        return error instanceof UnitInDoubtError ? 'unknown' : 'fault';
      });

/**
 * Runs the remaining units one single package at a time, renewing the lease as it goes (each from
 * `chosenSlot` when staff chose one).
 */
async function runUnits(
  ctx: AppContext,
  order: OrderRow,
  retryUnit: number | null,
  chosenSlot: string | null = null,
): Promise<RunResult> {
  let isLost = false;
  const heartbeat = setInterval(
    () => {
      renewLease(ctx.db, order.id, ctx.instanceId, ctx.config.dispenseLeaseMs)
        .then((isHeld) => (isLost ||= !isHeld))
        .catch(() => undefined);
    },
    Math.max(100, Math.floor(ctx.config.dispenseLeaseMs / 3)),
  );
  heartbeat.unref();
  try {
    for (const next of await remainingUnits(ctx, order)) {
      const unit = isLost ? null : await startUnit(ctx, next, next.unitIndex === retryUnit, chosenSlot);
      if (!unit) return LOST;
      const outcome = await turnMotor(ctx, unit);
      if (outcome === 'not_sent') {
        // Nothing left the machine and its slot is not suspect: the order ends, its stock still for sale.
        ctx.log.warn({ orderId: order.id, unitIndex: unit.unitIndex }, 'a unit was never sent to the kiosk');
        return { outcome, skuId: unit.skuId };
      }
      if (outcome === 'unknown') {
        // Never guessed: the unit stays started-but-unconfirmed (interrupted), its slot flagged for a check.
        ctx.log.error(
          { orderId: order.id, unitIndex: unit.unitIndex },
          'the dispenser gave no outcome for a unit',
        );
        await faultSlotOfUnit(ctx.db, unit, { reason: 'unknown', at: ctx.now() });
        return { outcome, skuId: unit.skuId };
      }
      if (!(await recordOutcome(ctx, unit, outcome))) return LOST;
      if (outcome !== 'dropped') return { outcome, skuId: unit.skuId };
    }
    return null;
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * Ends the order it holds the lease of: dispensed, or dispense_failed with the rest released. Null when it
 * no longer holds the lease (another instance ends it).
 */
async function finish(ctx: AppContext, order: OrderRow, failure: Failure | null): Promise<EndedOrder | null> {
  const orderId = order.id;
  const final = failure ? 'dispense_failed' : 'dispensed';
  const ended = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderRenewingLease(tx, orderId, fenceOf(ctx));
    if (!locked?.isHeld) return null;
    const ended = await endOrder(tx, locked.order, final);
    await deleteLease(tx, orderId);
    return ended;
  });
  if (ended) ctx.metrics.orderStatus(final, { isTest: order.isTest });
  return ended;
}

/** The test path (staff's test orders), and for a hardware check the one slot every unit comes from. */
export interface DispenseOptions {
  isTestPath: boolean;
  slotId?: string;
}

/**
 * Dispenses the order one single package at a time. Each unit is written before the motor turns
 * ('started') and after the drop sensor answers, so a takeover knows exactly what left the machine.
 * A unit that does not drop ends the order as dispense_failed: the rest is released and refunded.
 * A repeated call on an order whose lease expired (its instance stopped) resumes it from the dispenser's
 * journal; while the lease is alive it returns the order as it is.
 */
export async function dispenseOrder(
  ctx: AppContext,
  device: DeviceRow,
  orderId: string,
  locale: string,
  options: DispenseOptions = { isTestPath: false },
): Promise<TOrder> {
  const begun = await start(ctx, device, orderId, options.isTestPath);
  if (begun.kind === 'already') return getOrderView(ctx.db, device.id, orderId, locale);
  const { order } = begun;
  if (begun.kind === 'started') ctx.metrics.orderStatus('dispensing', { isTest: order.isTest });
  else ctx.log.warn({ orderId }, 'a dispense whose lease expired is resumed');
  let result: RunResult | 'retry' = null;
  let retryUnit: number | null = null;
  if (begun.kind === 'resumed') {
    result = await settleUnconfirmedUnit(ctx, order);
    if (result === 'retry') {
      retryUnit = (await findUnconfirmedUnit(ctx.db, orderId))?.unitIndex ?? null;
      result = null;
    }
  }
  if (result === null) result = await runUnits(ctx, order, retryUnit, options.slotId ?? null);
  if (result === LOST) return getOrderView(ctx.db, device.id, orderId, locale);
  const ended = await finish(ctx, order, result);
  if (!ended) return getOrderView(ctx.db, device.id, orderId, locale);
  if (!result) return endedOrderView(ctx.db, ended, locale);
  await ctx.onOrderEnded(orderId);
  await releaseHoldsOverStock(ctx, device.id);
  const error = dispenseFailure();
  ctx.log.error(`Dispense failed: ${error.status} - ${JSON.stringify({ orderId, ...result })}`);
  throw error;
}

/**
 * Start-up and the periodic sweep: an order left 'dispensing' whose lease expired (its instance stopped)
 * is taken over. A unit that was started but never confirmed is settled from the dispenser's journal
 * (counted only if its drop sensor saw it; an unknown one is not counted and its slot is flagged for a
 * staff check); then the order ends, dispensed if every unit is out, else dispense_failed with the rest
 * refunded, so nothing dispenses twice. A live lease of another instance is never touched.
 * isForced (the embedded server at start, sole owner of its data folder) takes every one.
 */
export async function reconcileInterruptedDispenses(
  ctx: AppContext,
  options: { isForced?: boolean } = {},
): Promise<string[]> {
  const reconciled: string[] = [];
  const isForced = options.isForced ?? false;
  for (const { id } of await listOrphanedDispenses(ctx.db, isForced)) {
    const isTaken = await takeExpiredLease(ctx.db, id, ctx.instanceId, ctx.config.dispenseLeaseMs, isForced);
    if (!isTaken) continue;
    const order = await findOrderById(ctx.db, id);
    if (order?.status !== 'dispensing') {
      await deleteLease(ctx.db, id);
      continue;
    }
    const settled = await settleUnconfirmedUnit(ctx, order);
    if (settled === LOST) continue;
    const isComplete = (await remainingUnits(ctx, order)).length === 0 && settled !== 'retry';
    const failure = settled === 'retry' || settled === null ? null : settled;
    const ended = await finish(
      ctx,
      order,
      failure ?? (isComplete ? null : { outcome: 'unknown', skuId: '' }),
    );
    if (!ended) continue;
    await ctx.onOrderEnded(id);
    await releaseHoldsOverStock(ctx, order.deviceId);
    ctx.log.warn({ orderId: id }, 'an interrupted dispense was reconciled');
    reconciled.push(id);
  }
  return reconciled;
}
