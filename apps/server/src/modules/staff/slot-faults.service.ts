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
import { insertStockAudit, lockStockRow, setSlotFaulted } from '../stock/stock-units.service';
import { findLastFailure, listFaultedStock } from './slot-faults.repository';

/** Audit reason of a cleared slot fault (the count itself does not change). */
export const SLOT_FAULT_CLEARED = 'slot fault cleared';

/** Slots flagged by failed dispenses, each with how its last failed unit ended, and the dispenser's state. */
export async function listSlotFaults(
  ctx: AppContext,
  device: DeviceRow,
  locale: string,
): Promise<TSlotFaults> {
  const rows = await listFaultedStock(ctx.db, device.id);
  const faults: TSlotFault[] = [];
  for (const { stock, sku } of rows) {
    const last = await findLastFailure(ctx.db, device.id, sku.id);
    const outcome = ZSlotFaultOutcome.safeParse(last?.outcome);
    faults.push({
      skuId: sku.id,
      productId: sku.productId,
      title: pickText(sku.titles, locale),
      slot: stock.slot,
      lastOutcome: outcome.success ? outcome.data : null,
      lastFailedAt: last ? last.createdAt.toISOString() : null,
    });
  }
  const status = await ctx.dispenser.status(device.id).catch(() => ({ isOnline: false }));
  return { dispenser: { isOnline: status.isOnline }, faults };
}

/**
 * Staff cleared a slot after service: the flag goes, and the stock audit says who and when (before and
 * after are the unchanged count). Clearing a slot that is not flagged changes and audits nothing.
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
    if (!row.isSlotFaulted) return { skuId, isSlotFaulted: false, wasFaulted: false };
    await setSlotFaulted(tx, device.id, skuId, false);
    await insertStockAudit(tx, {
      deviceId: device.id,
      skuId,
      actor,
      before: row.onHand,
      after: row.onHand,
      reason: SLOT_FAULT_CLEARED,
      createdAt: ctx.now(),
    });
    return { skuId, isSlotFaulted: false, wasFaulted: true };
  });
}
