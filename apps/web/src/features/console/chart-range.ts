import { CHART_MAX_DAYS } from '@kiosk/contract/values';
import { lastDays } from '../../shared/lib/calendar-days';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The default range: the last 30 days, today included. */
export const defaultRange = (now: Date = new Date()) => lastDays(30, now);

const dayNumber = (isoDay: string): number => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;

/** Why a range cannot be charted, or null: both days given, from ≤ to, at most CHART_MAX_DAYS days. */
export const rangeProblem = (from: string, to: string): 'missing' | 'order' | 'length' | null => {
  if (
    !ISO_DAY.test(from) ||
    !ISO_DAY.test(to) ||
    Number.isNaN(dayNumber(from)) ||
    Number.isNaN(dayNumber(to))
  )
    return 'missing';
  if (dayNumber(from) > dayNumber(to)) return 'order';
  if (dayNumber(to) - dayNumber(from) + 1 > CHART_MAX_DAYS) return 'length';
  return null;
};
