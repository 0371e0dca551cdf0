import type { TStockItem, TStockUpdate } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { AppError, validation } from '../../http/app-error';
import { pickText } from '../../i18n/translate';
import type { DeviceRow } from '../devices/devices.repository';
import { insertStockAudit, listDeviceStock, lockStockRow, setOnHand } from './stock.repository';

/** For the modules that add products (catalog) or take a slot out of service (staff). */
export { ensureStockRow, insertStockAudit, lockStockRow } from './stock.repository';

/** Staff see what is physically in the machine (on hand), what open orders hold, and the slot. */
export async function listStock(ctx: AppContext, device: DeviceRow, locale: string): Promise<TStockItem[]> {
  const rows = await listDeviceStock(ctx.db, device.id);
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
  }));
}

const stale = () =>
  new AppError({
    code: 'conflict',
    status: 409,
    message: 'error.conflict',
    description: 'error.stock.stale',
  });

/**
 * Sets new counts in one transaction, each change audited (who, when, before, after).
 * A count the staff member saw at an older version is stale: 409, nothing written.
 */
export async function updateStock(ctx: AppContext, device: DeviceRow, update: TStockUpdate, actor: string) {
  const ids = update.skus.map((s) => s.skuId);
  const duplicate = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (duplicate >= 0) throw validation(`skus.${duplicate}.skuId`, 'each item may appear only once');
  return ctx.db.transaction(async (tx) => {
    const result: { skuId: string; stock: number }[] = [];
    for (const [index, change] of update.skus.entries()) {
      const row = await lockStockRow(tx, device.id, change.skuId);
      if (!row) throw validation(`skus.${index}.skuId`, 'not stocked on this kiosk');
      if (change.version !== undefined && change.version !== row.version) throw stale();
      if (change.stock < row.held) {
        throw new AppError({
          code: 'conflict',
          status: 409,
          message: 'error.conflict',
          description: 'error.stock.belowHeld',
          params: { skuId: change.skuId, held: row.held },
          field: `skus.${index}.stock`,
        });
      }
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
}
