import type { TOrder } from '@kiosk/contract';

/** The kiosk asks for the order this often while it dispenses and its event stream is not open. */
export const DISPENSE_POLL_MS = 500;

export type TDispensePhase = 'dispensing' | 'complete' | 'failure';

const FINAL_STATUSES: readonly TOrder['status'][] = ['dispensed', 'dispense_failed'];

export const isFinalStatus = (status: TOrder['status']): boolean => FINAL_STATUSES.includes(status);

/** The freshest view of the order: the dispense call's answer once final, else the polled order. */
export const latestOrderOf = (result: TOrder | undefined, polled: TOrder | undefined): TOrder | undefined =>
  result && isFinalStatus(result.status) ? result : (polled ?? result);

/** A stored dispense failure or a failed order is a failure; a dispensed order is complete. */
export const dispensePhaseOf = (
  order: Pick<TOrder, 'status'> | undefined,
  hasFailure: boolean,
): TDispensePhase => {
  if (hasFailure || order?.status === 'dispense_failed') return 'failure';
  if (order?.status === 'dispensed') return 'complete';
  return 'dispensing';
};

/** The complete screen waits until the last unit's step has been shown; a failure shows at once. */
export const shownPhaseOf = (phase: TDispensePhase, isCaughtUp: boolean): TDispensePhase =>
  phase === 'complete' && !isCaughtUp ? 'dispensing' : phase;

/** 'Item X of Y': X is the item dropping now (the last one once all are out). */
export const dispenseProgressOf = (
  order: Pick<TOrder, 'quantityDispensed' | 'quantityTotal'> | undefined,
) => {
  const total = order?.quantityTotal ?? 0;
  const dispensed = Math.min(order?.quantityDispensed ?? 0, total);
  return { current: Math.max(1, Math.min(dispensed + 1, total)), total, dispensed };
};
