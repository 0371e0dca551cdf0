/**
 * What other modules do to a kiosk's units, inside their own transaction (pass its handle): hold,
 * release, consume a unit from its slot, count a unit found, take a slot out of service or put it back,
 * pick slots in turn, and the statements that hold or settle units inside another module's single
 * statement. modules/stock's repository is the one writer of device_stock and device_slots; this file
 * imports nothing but it, so any module may use it without a cycle.
 */
export {
  addSlot,
  consumeUnitFromSlot,
  countFoundUnit,
  ensureStockRow,
  faultSlotOfUnit,
  faultSlots,
  holdLines,
  holdUnits,
  insertStockAudit,
  isUnitFromWorkingSlot,
  lockSkuSlots,
  lockSlot,
  lockStockRow,
  recordUnitOutcome,
  releaseUnits,
  setOneSlotFaulted,
  type UnitOutcome,
} from './stock.repository';

/** Audit reason of a cleared slot fault (before and after: the sku's units on hand). */
export const SLOT_FAULT_CLEARED = 'slot fault cleared';
