import { parseUnitId, unitIdOf, type OfflineDispense } from '@kiosk/device-link';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import {
  endOrder,
  findDeviceSkus,
  countDispensedUnit,
  findOrderById,
  findOrderItems,
  holdUnitThatDropped,
  settleReleasedOrders,
  startOfflineEmergencyOrder,
} from '../orders/orders.service';
import { consumeUnitFromSlot, faultSlotOfUnit } from '../stock/stock-units.service';
import { insertDispenseEvent } from './dispensing.repository';
import {
  checkOfflineKit,
  KitRefused,
  offlineWindowStart,
  recordRefusals,
  type KitRefusal,
} from './offline-kit-bounds';
import { existingOrderIds } from './offline-kits.repository';

/** An offline kit's order id: its unit id is `{order id the agent made (a UUID)}:1` (one kit per order). */
function offlineOrderIdOf(unitId: string): string | null {
  const orderId = parseUnitId(unitId, { uuidOrder: true })?.orderId;
  return orderId && unitId === unitIdOf({ orderId, unitIndex: 1 }) ? orderId : null;
}

/** The agent's clock says when the kit came out; a time ahead of the server's is taken as now. */
const whenOf = (at: string, now: Date): Date => {
  const time = Date.parse(at);
  return Number.isNaN(time) || time > now.getTime() ? now : new Date(time);
};

/** Another instance (or an earlier message) recorded the same kit first: this transaction writes nothing. */
class Replayed extends Error {}

type Intake = 'recorded' | 'already' | 'refused' | 'bounded';

/**
 * One offline kit into the books, once (docs/device-agent.md, emergency naloxone without the network): a
 * free emergency order with the agent's id, its unit started and ended with the drop sensor's outcome:
 * dispensed (one unit out of the slot it names, else out of the sku's fullest), or when nothing
 * dropped only that slot taken out of service. The order id is the key, so a replay, or
 * the same message reaching every instance of the fleet, records nothing more.
 */
async function recordOne(ctx: AppContext, deviceId: string, dispense: OfflineDispense): Promise<Intake> {
  const orderId = offlineOrderIdOf(dispense.unitId);
  if (!orderId) return 'refused';
  const device = await requireDevice(ctx, deviceId).catch(() => null);
  if (!device) return 'refused';
  const existing = await findOrderById(ctx.db, orderId);
  if (existing) return existing.isEmergency && existing.deviceId === deviceId ? 'already' : 'refused';
  const at = whenOf(dispense.at, ctx.now());
  const sku = (await findDeviceSkus(ctx.db, deviceId, [dispense.skuId]))[0]?.sku;
  if (!sku?.isEmergencyDispense) return 'refused';
  if (dispense.outcome !== 'dropped') {
    // Nothing left the machine: the slot needs a staff check; no order, no stock change.
    const unit = { deviceId, skuId: sku.id, slot: dispense.slot };
    await faultSlotOfUnit(ctx.db, unit, { reason: dispense.outcome, at });
    return 'recorded';
  }
  try {
    const ended = await ctx.db.transaction(async (tx) => {
      const checked = await checkOfflineKit(tx, { orderId, deviceId, skuId: sku.id, at });
      if (checked === 'already') throw new Replayed();
      const released = await holdUnitThatDropped(tx, deviceId, sku.id);
      const order = await startOfflineEmergencyOrder(tx, {
        id: orderId,
        deviceId,
        currency: device.currency,
        skuId: sku.id,
        at,
      });
      if (!order) throw new Replayed();
      const event = { orderId, deviceId, skuId: sku.id, slot: dispense.slot, unitIndex: 1, createdAt: at };
      await insertDispenseEvent(tx, { ...event, outcome: 'started' });
      await insertDispenseEvent(tx, { ...event, outcome: 'dropped' });
      const [line] = await findOrderItems(tx, orderId);
      await countDispensedUnit(tx, line!.item.id);
      await consumeUnitFromSlot(tx, { deviceId, skuId: sku.id, slot: dispense.slot }, true);
      await endOrder(tx, order, 'dispensed');
      return released;
    });
    ctx.metrics.dispenseOutcome('dropped', { deviceId });
    ctx.metrics.orderStatus('dispensed');
    await settleReleasedOrders(ctx, ended);
    ctx.log.info({ orderId, deviceId }, 'an offline emergency kit was taken in');
    return 'recorded';
  } catch (error) {
    if (error instanceof Replayed) return 'already';
    if (error instanceof KitRefused)
      return bounded(ctx, { unitId: dispense.unitId, deviceId, at }, error.reason);
    throw error;
  }
}

const bounded = async (
  ctx: AppContext,
  kit: { unitId: string; deviceId: string; at: Date },
  reason: KitRefusal,
): Promise<Intake> => {
  await recordRefusals(ctx, kit.deviceId, [{ ...kit, reason }]);
  return 'bounded';
};

/**
 * The kits dated before the window that are not recorded already (a replay is none): refused together,
 * with one look-up and one write for the whole offer, however many a forger puts in it.
 */
async function refuseOutOfWindow(
  ctx: AppContext,
  deviceId: string,
  dispenses: OfflineDispense[],
  windowStart: Date,
): Promise<Set<OfflineDispense>> {
  const now = ctx.now();
  const early = dispenses.filter(
    (d) => offlineOrderIdOf(d.unitId) !== null && whenOf(d.at, now) < windowStart,
  );
  const recorded = await existingOrderIds(
    ctx.db,
    early.map((d) => d.unitId.slice(0, 36)),
  );
  const refused = early.filter((d) => !recorded.has(d.unitId.slice(0, 36)));
  await recordRefusals(
    ctx,
    deviceId,
    refused.map((d) => ({ unitId: d.unitId, at: whenOf(d.at, now), reason: 'window' as const })),
  );
  return new Set(refused);
}

/**
 * The offline kits an agent offers when it is back in touch (MQTT `offline_dispenses`, QoS 1): each is
 * recorded once; the unit ids recorded now or before are returned for the agent's `offline_ack`. A kit
 * refused (not an emergency sku of this kiosk, a malformed id) is logged and not acknowledged; one
 * outside its bounds (offline-kit-bounds.ts) is counted, noted for the console and acknowledged, so that
 * the agent stops offering it.
 */
export async function takeInOfflineDispenses(
  ctx: AppContext,
  deviceId: string,
  dispenses: OfflineDispense[],
): Promise<string[]> {
  if (!(await requireDevice(ctx, deviceId).catch(() => null))) {
    for (const _ of dispenses) ctx.metrics.deviceLinkRefused('refused_kit');
    ctx.log.error({ deviceId }, 'offline dispenses of an unknown kiosk refused');
    return [];
  }
  const windowStart = await offlineWindowStart(ctx, deviceId);
  const early = await refuseOutOfWindow(ctx, deviceId, dispenses, windowStart);
  const taken = [...early].map((d) => d.unitId);
  let outOfBounds = early.size;
  for (const dispense of dispenses) {
    if (early.has(dispense)) continue;
    const intake = await recordOne(ctx, deviceId, dispense);
    if (intake === 'bounded') outOfBounds++;
    if (intake === 'refused') {
      ctx.metrics.deviceLinkRefused('refused_kit');
      ctx.log.error({ deviceId, skuId: dispense.skuId }, 'an offline dispense refused');
    } else taken.push(dispense.unitId);
  }
  if (outOfBounds) ctx.log.warn({ deviceId, outOfBounds }, 'offline kits refused by their bounds');
  return taken;
}
