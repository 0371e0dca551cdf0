import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (never below 0). */
export const secondsUntil = (until: string | null | undefined, now: number): number =>
  until ? Math.max(0, Math.ceil((new Date(until).getTime() - now) / 1000)) : 0;

/** Seconds left until a moment, ticking once a second while above zero. */
export const useCountdown = (until: string | null | undefined): number => {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(until, now);
  const isRunning = left > 0;
  // A new moment counts from the real now, not from the last tick.
  useEffect(() => setNow(Date.now()), [until]);
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);
  return left;
};
