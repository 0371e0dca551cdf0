/**
 * What other modules do to a kiosk's units, inside their own transaction (pass its handle): hold,
 * release, consume, count a unit found, flag or clear a slot, and the statements that hold or settle
 * units inside another module's single statement. modules/stock's repository is the one writer of
 * device_stock; this file imports nothing but it, so any module may use it without a cycle.
 */
export {
  consumeUnit,
  countFoundUnit,
  ensureStockRow,
  holdLinesStatement,
  holdUnits,
  insertStockAudit,
  lockStockRow,
  releaseUnits,
  setSlotFaulted,
  unitOutcomeStatement,
} from './stock.repository';
