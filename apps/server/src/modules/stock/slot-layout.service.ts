import type { TSlotCreate, TSlotLayout } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { validation } from '../../http/app-error';
import type { DeviceRow } from '../devices/devices.service';
import { SLOT_COUNT } from './stock.service';
import {
  addSlot,
  insertStockAudit,
  listDeviceSlots,
  lockSlot,
  lockStockRow,
  setSlotSku,
} from './stock.repository';

type SlotRow = NonNullable<Awaited<ReturnType<typeof lockSlot>>>;

const layoutOf = (slot: SlotRow): TSlotLayout => ({
  slotId: slot.slotId,
  skuId: slot.skuId,
  count: slot.count,
  capacity: slot.capacity,
  isFaulted: slot.isFaulted,
});

/** The sku's stock row locked; a sku this kiosk does not stock is refused (its slot would sell nothing). */
async function lockStockedSku(tx: AppContext['db'], deviceId: string, skuId: string) {
  const row = await lockStockRow(tx, deviceId, skuId);
  if (!row) throw validation('skuId', 'not stocked on this kiosk');
  return row;
}

/**
 * Staff add a slot (a technician loading the `kiosk:hw -- map` table): its board id, the sku it holds, its
 * capacity and the units loaded now, which count at once. A slot id the kiosk has already, a sku it does
 * not stock, or more units than the capacity: 400, nothing written. Units loaded are audited as a slot
 * count (before 0).
 */
export async function addKioskSlot(
  ctx: AppContext,
  device: DeviceRow,
  input: TSlotCreate,
  actor: string,
): Promise<TSlotLayout> {
  const count = input.count ?? 0;
  if (count > input.capacity) throw validation('count', `more than the slot takes (${input.capacity})`);
  return ctx.db.transaction(async (tx) => {
    await lockStockedSku(tx, device.id, input.skuId);
    if (await lockSlot(tx, device.id, input.slotId))
      throw validation('slotId', 'this kiosk has this slot already');
    await addSlot(tx, {
      deviceId: device.id,
      slotId: input.slotId,
      skuId: input.skuId,
      capacity: input.capacity,
      count,
    });
    if (count > 0)
      await insertStockAudit(tx, {
        deviceId: device.id,
        skuId: input.skuId,
        actor,
        before: 0,
        after: count,
        reason: SLOT_COUNT,
        createdAt: ctx.now(),
      });
    return layoutOf((await lockSlot(tx, device.id, input.slotId))!);
  });
}

/**
 * Staff set which sku a slot holds. Only an empty slot changes sku (count it to 0 first: units of the old
 * sku must not sell as the new one); the new sku must be one the kiosk stocks. Otherwise 400, nothing
 * written. Units change nowhere, so nothing is audited.
 */
export async function setKioskSlotSku(
  ctx: AppContext,
  device: DeviceRow,
  slotId: string,
  skuId: string,
): Promise<TSlotLayout> {
  return ctx.db.transaction(async (tx) => {
    const peek = (await listDeviceSlots(tx, device.id)).find((s) => s.slotId === slotId);
    if (!peek) throw validation('slotId', 'no such slot on this kiosk');
    // Both skus' rows first, in id order, then the slot: the order every writer of a sku's stock takes.
    for (const id of [peek.skuId, skuId].sort()) await lockStockedSku(tx, device.id, id);
    const slot = (await lockSlot(tx, device.id, slotId))!;
    if (slot.skuId === skuId) return layoutOf(slot);
    if (slot.count > 0)
      throw validation('skuId', `the slot still holds ${slot.count} of ${slot.skuId}: count it to 0 first`);
    await setSlotSku(tx, device.id, slotId, skuId);
    return layoutOf((await lockSlot(tx, device.id, slotId))!);
  });
}
