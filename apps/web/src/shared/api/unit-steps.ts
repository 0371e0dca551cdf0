import { useEffect, useState } from 'react';

/** Each unit's step stays on screen at least this long, however fast the units drop. */
export const UNIT_STEP_MS = 400;

/**
 * The units out to show: follows `dispensed` one unit at a time, each step shown at least `stepMs`, so a
 * visitor sees every 'Item X of Y' even when several units are reported at once. `isCaughtUp` turns
 * true once the last step has been shown for `stepMs` (the screen may then move on). A count that goes
 * down (another order) is shown at once.
 */
export function useUnitSteps(
  dispensed: number,
  stepMs = UNIT_STEP_MS,
): { shown: number; isCaughtUp: boolean } {
  const [stepped, setStepped] = useState(dispensed);
  const [caughtUpAt, setCaughtUpAt] = useState<number | null>(null);
  // A count that went down is shown as it is; one that went up, a unit at a time.
  const shown = Math.min(stepped, dispensed);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (shown < dispensed) {
        setStepped(shown + 1);
      } else {
        setStepped(shown);
        setCaughtUpAt(shown);
      }
    }, stepMs);
    return () => clearTimeout(timer);
  }, [dispensed, shown, stepMs]);
  return { shown, isCaughtUp: shown === dispensed && caughtUpAt === dispensed };
}
