import { useCallback, useSyncExternalStore } from 'react';

/** A moment: an ISO date-time, or milliseconds since the epoch; nothing to count down to when absent. */
export type TMoment = string | number | null | undefined;

const msOf = (until: TMoment): number | null =>
  until === null || until === undefined ? null : typeof until === 'number' ? until : Date.parse(until);

/** Whole seconds from `now` until `until` (never below 0). */
export const secondsUntil = (until: TMoment, now: number = Date.now()): number => {
  const ms = msOf(until);
  return ms === null || Number.isNaN(ms) ? 0 : Math.max(0, Math.ceil((ms - now) / 1000));
};

/**
 * Seconds left until a moment, read from the clock on every render and ticking once a second while
 * above zero; a new moment counts from the real now.
 */
export const useCountdown = (until: TMoment): number => {
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (secondsUntil(until) === 0) return () => undefined;
      const timer = setInterval(() => {
        onTick();
        if (secondsUntil(until) === 0) clearInterval(timer);
      }, 1000);
      return () => clearInterval(timer);
    },
    [until],
  );
  const read = useCallback(() => secondsUntil(until), [until]);
  return useSyncExternalStore(subscribe, read, read);
};
