import type { TDispensingReportRow } from '@kiosk/contract';
import { DEVICE } from './staff-test-server';

/** Test support: a row of the staff's dispensing report, every count 0 but those given. */
export const reportRow = (
  partial: Partial<TDispensingReportRow> & Pick<TDispensingReportRow, 'date' | 'productId' | 'skuId'>,
): TDispensingReportRow => ({
  deviceId: DEVICE,
  itemName: `Item ${partial.skuId}`,
  unitsDispensed: 0,
  paidUnits: 0,
  freeUnits: 0,
  emergencyKits: 0,
  failedDispenses: 0,
  jams: 0,
  emptySlots: 0,
  motorFaults: 0,
  interrupted: 0,
  refundedOrders: 0,
  refundedAmount: 0,
  currency: 'USD',
  stockOuts: 0,
  ...partial,
});
