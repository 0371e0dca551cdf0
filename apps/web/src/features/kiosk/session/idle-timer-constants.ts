/** docs/product.md §4 / §9 idle timer: every number here is a product requirement. */

/** The timer ticks once a second. */
export const IDLE_TICK_MS = 1000;

/** Standard session: 90 s, with the warning shown for the last 30 s. */
export const STANDARD_TIMING = { totalSeconds: 90, warningSeconds: 30 } as const;

/** Accessibility mode (allow-listed devices only): 300 s, with the warning for the last 60 s. */
export const EXTENDED_TIMING = { totalSeconds: 300, warningSeconds: 60 } as const;

export type TIdleTiming = { totalSeconds: number; warningSeconds: number };

export const timingOf = (isExtended: boolean): TIdleTiming =>
  isExtended ? EXTENDED_TIMING : STANDARD_TIMING;
