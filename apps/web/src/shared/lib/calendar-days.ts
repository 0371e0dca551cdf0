/** A local calendar day as YYYY-MM-DD. */
export const isoDayOf = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The last `days` local calendar days, today included. Counted in calendar days, not in 24-hour
 * steps, which miss a day when the clocks change in between.
 */
export const lastDays = (days: number, now: Date = new Date()): { from: string; to: string } => ({
  from: isoDayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1))),
  to: isoDayOf(now),
});
