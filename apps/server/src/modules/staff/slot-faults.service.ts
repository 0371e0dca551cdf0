import {
  ZSlotFaultOutcome,
  type TClearSlotFaultResult,
  type TSlotFault,
  type TSlotFaults,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { pickText } from '../../i18n/translate';
import type { DeviceRow } from '../devices/devices.service';
import {
  SLOT_FAULT_CLEARED,
  insertStockAudit,
  lockSkuSlots,
  lockStockRow,
  setOneSlotFaulted,
} from '../stock/stock-units.service';
import { listFaultedSlots } from './slot-faults.repository';

/** Slots out of service, each with why (a failed unit's outcome) and since when, and the dispenser's state. */
export async function listSlotFaults(
  ctx: AppContext,
  device: DeviceRow,
  locale: string,
): Promise<TSlotFaults> {
  const faults: TSlotFault[] = (await listFaultedSlots(ctx.db, device.id)).map(({ slot, sku }) => {
    const outcome = ZSlotFaultOutcome.safeParse(slot.faultReason);
    return {
      skuId: sku.id,
      productId: sku.productId,
      title: pickText(sku.titles, locale),
      slot: slot.slotId,
      lastOutcome: outcome.success ? outcome.data : null,
      lastFailedAt: slot.faultedAt?.toISOString() ?? null,
    };
  });
  const status = await ctx.dispenser.status(device.id).catch(() => ({ isOnline: false }));
  return { dispenser: { isOnline: status.isOnline }, faults };
}

/**
 * Staff cleared a sku's slots after service: every one of its slots out of service is back, and the
 * stock audit says who and when (before and after are the sku's units on hand, before and after: the
 * cleared slots' units count again). Clearing a sku with no slot out changes and audits nothing.
 */
export async function clearSlotFault(
  ctx: AppContext,
  device: DeviceRow,
  skuId: string,
  actor: string,
): Promise<TClearSlotFaultResult> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockStockRow(tx, device.id, skuId);
    if (!row) throw notFound('product');
    const faulted = (await lockSkuSlots(tx, device.id, skuId)).filter((slot) => slot.isFaulted);
    if (!faulted.length) return { skuId, isSlotFaulted: false, wasFaulted: false };
    for (const slot of faulted) await setOneSlotFaulted(tx, device.id, slot.slotId, null);
    const after = (await lockStockRow(tx, device.id, skuId))!;
    await insertStockAudit(tx, {
      deviceId: device.id,
      skuId,
      actor,
      before: row.onHand,
      after: after.onHand,
      reason: SLOT_FAULT_CLEARED,
      createdAt: ctx.now(),
    });
    return { skuId, isSlotFaulted: false, wasFaulted: true };
  });
}
