import type {
  TClearOneSlotFaultResult,
  TSlotCountUpdate,
  TSlotCountUpdateResult,
  TStockItem,
  TStockSlot,
  TStockUpdate,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { AppError, validation } from '../../http/app-error';
import { pickText } from '../../i18n/translate';
import type { DeviceRow } from '../devices/devices.service';
import { SLOT_FAULT_CLEARED } from './stock-units.service';
import {
  insertStockAudit,
  listDeviceSlots,
  listOverHeldSkus,
  listDeviceStock,
  lockSlot,
  lockStockRow,
  setOneSlotFaulted,
  setOnHand,
  setSlotCount,
} from './stock.repository';

type SlotRow = Awaited<ReturnType<typeof listDeviceSlots>>[number];

export const slotView = (slot: SlotRow): TStockSlot => ({
  slotId: slot.slotId,
  count: slot.count,
  capacity: slot.capacity,
  isFaulted: slot.isFaulted,
  faultReason: slot.faultReason,
  faultedAt: slot.faultedAt?.toISOString() ?? null,
  version: slot.version,
});

/** One slot of the kiosk as it is now (a plain read), or undefined when the kiosk has no such slot. */
export const findSlot = (ctx: AppContext, deviceId: string, slotId: string): Promise<SlotRow | undefined> =>
  lockSlot(ctx.db, deviceId, slotId);

/**
 * Staff see what is physically in the machine (on hand: the working slots' units), what open orders
 * hold, and each slot with its count, capacity and fault.
 */
export async function listStock(ctx: AppContext, device: DeviceRow, locale: string): Promise<TStockItem[]> {
  const rows = await listDeviceStock(ctx.db, device.id);
  const slots = await listDeviceSlots(ctx.db, device.id);
  return rows.map(({ stock, sku }) => ({
    skuId: sku.id,
    productId: sku.productId,
    title: pickText(sku.titles, locale),
    stock: stock.onHand,
    onHand: stock.onHand,
    held: stock.held,
    slot: stock.slot,
    isSlotFaulted: stock.isSlotFaulted,
    version: stock.version,
    slots: slots.filter((slot) => slot.skuId === sku.id).map(slotView),
  }));
}

const stale = () =>
  new AppError({
    code: 'conflict',
    status: 409,
    message: 'error.conflict',
    description: 'error.stock.stale',
  });

/** Audit reason when a count below what orders held ended some of them (before and after: units held). */
export const HOLDS_RELEASED = 'holds released';

type StockRow = NonNullable<Awaited<ReturnType<typeof lockStockRow>>>;

/**
 * A count of `onHand` units where orders hold more: the orders holding the rest end (audited as 'holds
 * released'); what an order dispensing now holds cannot be taken back, so a count below it is refused.
 * Returns the stock row as it is then, and the orders ended.
 */
async function makeRoomFor(
  ctx: AppContext,
  tx: AppContext['db'],
  change: { row: StockRow; onHand: number; actor: string; field: string },
): Promise<StockRow & { released: string[] }> {
  const { deviceId, skuId } = change.row;
  if (change.onHand >= change.row.held) return { ...change.row, released: [] };
  const released = await ctx.orderHolds.releaseForCount(tx, deviceId, skuId, change.row.held - change.onHand);
  const row = (await lockStockRow(tx, deviceId, skuId))!;
  await insertStockAudit(tx, {
    deviceId,
    skuId,
    actor: change.actor,
    before: change.row.held,
    after: row.held,
    reason: HOLDS_RELEASED,
    createdAt: ctx.now(),
  });
  if (change.onHand < row.held) {
    throw new AppError({
      code: 'conflict',
      status: 409,
      message: 'error.conflict',
      description: 'error.stock.belowHeld',
      params: { skuId, held: row.held },
      field: change.field,
    });
  }
  return { ...row, released };
}

/** Who the stock audit names for holds the kiosk released itself, after a slot went out of service. */
export const DISPENSER_ACTOR = 'dispenser';

/**
 * After slots went out of service (a failed unit, the agent's report): where orders now hold more units of
 * a sku than its working slots have, the machine cannot give them all. As after a staff count, the
 * newest unpaid holders end first (told why: 'stock_count'; paid ones are refunded once this commits),
 * audited as 'holds released', so no visitor pays for or waits on a unit that will not come. Units an
 * order is dispensing right now stay held (that order fails on its own if its slot is gone).
 */
export async function releaseHoldsOverStock(ctx: AppContext, deviceId: string): Promise<void> {
  const released: string[] = [];
  for (const skuId of await listOverHeldSkus(ctx.db, deviceId)) {
    const ended = await ctx.db.transaction(async (tx) => {
      const row = await lockStockRow(tx, deviceId, skuId);
      if (!row || row.held <= row.onHand) return [];
      const orders = await ctx.orderHolds.releaseForCount(tx, deviceId, skuId, row.held - row.onHand);
      const after = (await lockStockRow(tx, deviceId, skuId))!;
      if (orders.length)
        await insertStockAudit(tx, {
          deviceId,
          skuId,
          actor: DISPENSER_ACTOR,
          before: row.held,
          after: after.held,
          reason: HOLDS_RELEASED,
          createdAt: ctx.now(),
        });
      return orders;
    });
    released.push(...ended);
  }
  if (released.length)
    ctx.log.warn({ deviceId, orders: released }, 'holds a slot fault left uncovered ended');
  await ctx.orderHolds.settleReleased(released);
}

/**
 * Sets new counts of skus in one transaction, each change audited (who, when, before, after); the
 * database spreads a sku's change over its working slots (a decrease from the fullest, an increase up to
 * each one's capacity).
 * A count the staff member saw at an older version is stale: 409, nothing written.
 * The physical count wins over holds: when it is below what orders hold, the orders holding the rest end
 * (told why: 'stock_count'; paid ones are refunded once the save commits), audited as 'holds released'.
 * Only units an order is dispensing right now cannot be taken back: a count below those is refused.
 */
export async function updateStock(ctx: AppContext, device: DeviceRow, update: TStockUpdate, actor: string) {
  const released: string[] = [];
  const saved = await ctx.db.transaction(async (tx) => {
    const result: { skuId: string; stock: number }[] = [];
    for (const [index, change] of update.skus.entries()) {
      const locked = await lockStockRow(tx, device.id, change.skuId);
      if (!locked) throw validation(`skus.${index}.skuId`, 'not stocked on this kiosk');
      if (change.version !== undefined && change.version !== locked.version) throw stale();
      const row = await makeRoomFor(ctx, tx, {
        row: locked,
        onHand: change.stock,
        actor,
        field: `skus.${index}.stock`,
      });
      released.push(...row.released);
      if (change.stock !== row.onHand) {
        await setOnHand(tx, device.id, change.skuId, change.stock);
        await insertStockAudit(tx, {
          deviceId: device.id,
          skuId: change.skuId,
          actor,
          before: row.onHand,
          after: change.stock,
          reason: 'staff count',
          createdAt: ctx.now(),
        });
      }
      result.push({ skuId: change.skuId, stock: change.stock });
    }
    return { skus: result };
  });
  await ctx.orderHolds.settleReleased(released);
  return saved;
}

/** Audit reason of a slot's count set by staff (before and after: the slot's units). */
export const SLOT_COUNT = 'slot count';

const staleSlot = (field: string) =>
  new AppError({
    code: 'conflict',
    status: 409,
    message: 'error.conflict',
    description: 'error.stock.stale',
    field,
  });

/**
 * Sets slots' counts (and capacities) in one transaction, each audited against its sku with the slot
 * named. A count above the slot's capacity is refused (400, nothing written); a stale version gets 409;
 * a count that leaves the sku fewer working units than orders hold ends those orders as a sku count does.
 */
export async function updateSlotCounts(
  ctx: AppContext,
  device: DeviceRow,
  update: TSlotCountUpdate,
  actor: string,
): Promise<TSlotCountUpdateResult> {
  const released: string[] = [];
  const saved = await ctx.db.transaction(async (tx) => {
    const result: TSlotCountUpdateResult['slots'] = [];
    for (const [index, change] of update.slots.entries()) {
      const field = `slots.${index}`;
      const peek = (await listDeviceSlots(tx, device.id)).find((s) => s.slotId === change.slotId);
      if (!peek) throw validation(`${field}.slotId`, 'no such slot on this kiosk');
      // The sku's row first, then the slot: the order every writer of the sku's stock takes.
      const row = (await lockStockRow(tx, device.id, peek.skuId))!;
      const slot = (await lockSlot(tx, device.id, change.slotId))!;
      if (change.version !== undefined && change.version !== slot.version)
        throw staleSlot(`${field}.version`);
      const capacity = change.capacity ?? slot.capacity;
      if (change.count > capacity)
        throw validation(`${field}.count`, `more than the slot takes (${capacity})`);
      const working = (count: number) => (slot.isFaulted ? 0 : count);
      const onHand = row.onHand - working(slot.count) + working(change.count);
      released.push(
        ...(await makeRoomFor(ctx, tx, { row, onHand, actor, field: `${field}.count` })).released,
      );
      await setSlotCount(tx, device.id, slot.slotId, { count: change.count, capacity });
      if (change.count !== slot.count) {
        await insertStockAudit(tx, {
          deviceId: device.id,
          skuId: slot.skuId,
          actor,
          before: slot.count,
          after: change.count,
          reason: SLOT_COUNT,
          createdAt: ctx.now(),
        });
      }
      result.push({ slotId: slot.slotId, skuId: slot.skuId, count: change.count, capacity });
    }
    return { slots: result };
  });
  await ctx.orderHolds.settleReleased(released);
  return saved;
}

/**
 * Staff put one slot back in service after a check: its units count again. Audited with who and when
 * (before and after: the sku's units on hand);
 * a slot already in service changes and audits nothing.
 */
export async function clearOneSlotFault(
  ctx: AppContext,
  device: DeviceRow,
  slotId: string,
  actor: string,
): Promise<TClearOneSlotFaultResult> {
  return ctx.db.transaction(async (tx) => {
    const peek = (await listDeviceSlots(tx, device.id)).find((s) => s.slotId === slotId);
    if (!peek) throw validation('slotId', 'no such slot on this kiosk');
    const before = (await lockStockRow(tx, device.id, peek.skuId))!;
    const slot = (await lockSlot(tx, device.id, slotId))!;
    const result = { slotId, skuId: slot.skuId, isFaulted: false as const };
    if (!slot.isFaulted) return { ...result, wasFaulted: false };
    await setOneSlotFaulted(tx, device.id, slotId, null);
    await insertStockAudit(tx, {
      deviceId: device.id,
      skuId: slot.skuId,
      actor,
      before: before.onHand,
      after: (await lockStockRow(tx, device.id, slot.skuId))!.onHand,
      reason: SLOT_FAULT_CLEARED,
      createdAt: ctx.now(),
    });
    return { ...result, wasFaulted: true };
  });
}
