import type { TStockItem, TStockUpdate } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { AppError, validation } from '../../http/app-error';
import { pickText } from '../../i18n/translate';
import type { DeviceRow } from '../devices/devices.service';
import { releaseHoldsForCount, settleReleasedOrders } from '../orders/orders.service';
import { insertStockAudit, listDeviceStock, lockStockRow, setOnHand } from './stock.repository';

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

/** Audit reason when a count below what orders held ended some of them (before and after: units held). */
export const HOLDS_RELEASED = 'holds released';

/**
 * Sets new counts in one transaction, each change audited (who, when, before, after).
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
      let row = await lockStockRow(tx, device.id, change.skuId);
      if (!row) throw validation(`skus.${index}.skuId`, 'not stocked on this kiosk');
      if (change.version !== undefined && change.version !== row.version) throw stale();
      if (change.stock < row.held) {
        const heldBefore = row.held;
        released.push(...(await releaseHoldsForCount(tx, device.id, change.skuId, row.held - change.stock)));
        row = (await lockStockRow(tx, device.id, change.skuId))!;
        await insertStockAudit(tx, {
          deviceId: device.id,
          skuId: change.skuId,
          actor,
          before: heldBefore,
          after: row.held,
          reason: HOLDS_RELEASED,
          createdAt: ctx.now(),
        });
      }
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
  await settleReleasedOrders(ctx, released);
  return saved;
}
