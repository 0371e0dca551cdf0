import { DAYS_LEFT_WINDOW_DAYS } from '@kiosk/contract';

/**
 * Days left at the recent dispensing rate (docs/architecture.md, the console): units on hand ÷ the daily
 * rate, the rate being the units dispensed in the last DAYS_LEFT_WINDOW_DAYS × 24 hours ÷ that many days.
 * No unit in the window: no estimate (null). Rounded down to a tenth of a day, so it never promises more.
 */
export function daysLeft(
  onHand: number,
  unitsInWindow: number,
  windowDays = DAYS_LEFT_WINDOW_DAYS,
): number | null {
  if (unitsInWindow <= 0) return null;
  return Math.floor(((Math.max(onHand, 0) * windowDays) / unitsInWindow) * 10) / 10;
}

/** Units a day over the window, to a tenth. */
export const dailyRate = (unitsInWindow: number, windowDays = DAYS_LEFT_WINDOW_DAYS): number =>
  Math.round((Math.max(unitsInWindow, 0) / windowDays) * 10) / 10;
