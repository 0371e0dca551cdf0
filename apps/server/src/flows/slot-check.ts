import type { TSlotCheckOutcome, TSlotCheckResult } from '@kiosk/contract';
import type { AppContext } from '../app-context';
import { AppError, conflict, validation } from '../http/app-error';
import type { DeviceRow } from '../modules/devices/devices.service';
import { placeOrder } from './place-order';
import { findSlot, slotView } from '../modules/stock/stock.service';
import { dispenseOrder, listDispenseEvents } from '../modules/dispensing/dispensing.service';

const slotRefused = (reason: string) => conflict('error.dispense.notAllowed', { reason });

/** What the dispenser's sensor said of the order's one unit; no outcome written: no answer ('unknown'). */
async function outcomeOf(ctx: AppContext, orderId: string): Promise<TSlotCheckOutcome> {
  const ended = (await listDispenseEvents(ctx.db, orderId)).find((event) => event.outcome !== 'started');
  const outcome = ended?.outcome;
  return outcome === 'dropped' || outcome === 'jammed' || outcome === 'empty' || outcome === 'fault'
    ? outcome
    : 'unknown';
}

/**
 * A flow over stock, orders and dispensing. The staff hardware check: one unit of the slot's sku
 * test-dispensed from exactly that slot, as a staff test order (never charged, never counted in reports). The unit is held like any order's and,
 * when it drops, leaves the slot's count (it left the machine); any other outcome takes that slot out of
 * service, as a sale's would. A slot the kiosk does not have is a 400; one out of service, or with no
 * unit in it, a 409: nothing is written.
 */
export async function checkSlot(
  ctx: AppContext,
  device: DeviceRow,
  slotId: string,
  locale: string,
): Promise<TSlotCheckResult> {
  const slot = await findSlot(ctx, device.id, slotId);
  if (!slot) throw validation('slotId', 'no such slot on this kiosk');
  if (slot.isFaulted) throw slotRefused('the slot is out of service: put it back in service first');
  if (slot.count === 0) throw slotRefused('the slot is empty: count it first');
  const order = await placeOrder(
    ctx,
    device,
    { skus: [{ skuId: slot.skuId, quantity: 1 }] },
    { locale, isReservable: false, isTest: true, placer: { key: 'staff', isOutside: false } },
  );
  try {
    await dispenseOrder(ctx, device, order.id, locale, { isTestPath: true, slotId });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'dispense_failed')) throw error;
  }
  const after = (await findSlot(ctx, device.id, slotId))!;
  return {
    slotId,
    skuId: slot.skuId,
    orderId: order.id,
    outcome: await outcomeOf(ctx, order.id),
    slot: slotView(after),
  };
}
