/** Calendar days as YYYY-MM-DD strings: the unit of reports and charts. */
const DAY_MS = 86_400_000;

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export const dayIn = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/** The day `days` calendar days after (or before, when negative) a day. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many calendar days `to` is after `from` (negative when before). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
