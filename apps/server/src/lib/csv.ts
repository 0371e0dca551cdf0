/** Text that a spreadsheet would run as a formula; such a field gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field as RFC 4180 says: quoted when it holds a comma, a quote, CR or LF; quotes doubled. */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A header row and one record per row, each line ended by CRLF (RFC 4180). The header names the columns
 * themselves unless `header` gives a name for each (in the same order).
 */
export function toCsv<T extends Record<K, string | number | boolean | null>, K extends string>(
  columns: readonly K[],
  rows: readonly T[],
  header: readonly string[] = columns,
): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
