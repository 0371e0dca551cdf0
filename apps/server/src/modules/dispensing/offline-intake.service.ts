import type { OfflineDispense } from '@kiosk/device-link';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import {
  endOrder,
  findDeviceSkus,
  findOrderById,
  findOrderItems,
  holdUnitThatDropped,
  settleReleasedOrders,
  startOfflineEmergencyOrder,
} from '../orders/orders.service';
import { consumeUnit, setSlotFaulted } from '../stock/stock-units.service';
import { incrementDispensed, insertDispenseEvent } from './dispensing.repository';

/** An offline kit's unit id: `{order id the agent made (a UUID)}:1` (one kit per offline order). */
const OFFLINE_UNIT_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):1$/;

/** The agent's clock says when the kit came out; a time ahead of the server's is taken as now. */
const whenOf = (at: string, now: Date): Date => {
  const time = Date.parse(at);
  return Number.isNaN(time) || time > now.getTime() ? now : new Date(time);
};

/** Another instance (or an earlier message) recorded the same kit first: this transaction writes nothing. */
class Replayed extends Error {}

type Intake = 'recorded' | 'already' | 'refused';

/**
 * One offline kit into the books, once (docs/device-agent.md, emergency naloxone without the network): a
 * free emergency order with the agent's id, its unit started and ended with the drop sensor's outcome:
 * dispensed (stock one lower) or dispense_failed (slot flagged). The order id is the key, so a replay, or
 * the same message reaching every instance of the fleet, records nothing more.
 */
async function recordOne(ctx: AppContext, deviceId: string, dispense: OfflineDispense): Promise<Intake> {
  const orderId = OFFLINE_UNIT_ID.exec(dispense.unitId)?.[1];
  if (!orderId) return 'refused';
  const device = await requireDevice(ctx, deviceId).catch(() => null);
  if (!device) return 'refused';
  const existing = await findOrderById(ctx.db, orderId);
  if (existing) return existing.isEmergency && existing.deviceId === deviceId ? 'already' : 'refused';
  const sku = (await findDeviceSkus(ctx.db, deviceId, [dispense.skuId]))[0]?.sku;
  if (!sku?.isEmergencyDispense) return 'refused';
  if (dispense.outcome !== 'dropped') {
    // Nothing left the machine: the slot needs a staff check; no order, no stock change.
    await setSlotFaulted(ctx.db, deviceId, sku.id, true);
    return 'recorded';
  }
  const at = whenOf(dispense.at, ctx.now());
  try {
    const ended = await ctx.db.transaction(async (tx) => {
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
      await incrementDispensed(tx, line!.item.id);
      await consumeUnit(tx, deviceId, sku.id);
      await endOrder(tx, order, 'dispensed');
      return released;
    });
    ctx.metrics.dispenseOutcome('dropped');
    ctx.metrics.orderStatus('dispensed');
    await settleReleasedOrders(ctx, ended);
    ctx.log.info({ orderId, deviceId }, 'an offline emergency kit was taken in');
    return 'recorded';
  } catch (error) {
    if (error instanceof Replayed) return 'already';
    throw error;
  }
}

/**
 * The offline kits an agent offers when it is back in touch (MQTT `offline_dispenses`, QoS 1): each is
 * recorded once; the unit ids recorded now or before are returned for the agent's `offline_ack`. A kit
 * refused (not an emergency sku of this kiosk, a malformed id) is logged and not acknowledged.
 */
export async function takeInOfflineDispenses(
  ctx: AppContext,
  deviceId: string,
  dispenses: OfflineDispense[],
): Promise<string[]> {
  const taken: string[] = [];
  for (const dispense of dispenses) {
    const intake = await recordOne(ctx, deviceId, dispense);
    if (intake === 'refused') {
      ctx.metrics.deviceLinkRefused('refused_kit');
      ctx.log.error({ deviceId, skuId: dispense.skuId }, 'an offline dispense refused');
    } else taken.push(dispense.unitId);
  }
  return taken;
}
