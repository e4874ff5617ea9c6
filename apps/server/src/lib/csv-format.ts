/**
 * Writing CSV (RFC 4180): fields separated by commas, records ended by CRLF; a field holding a comma,
 * a double quote, CR or LF is quoted, its quotes doubled. The reading side is csv.ts.
 *
 * Safe to open in a spreadsheet: text starting with =, +, -, @, a tab or a carriage return would be
 * run as a formula (CSV injection), so it is written with a leading apostrophe ('=1+1), which
 * spreadsheets show as text. Numbers are written as they are (a negative number is not a formula).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: '' for null and undefined, ISO 8601 for dates, 'true'/'false' for booleans. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF included. */
export function csvRecord(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
