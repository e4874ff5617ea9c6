import { CsvError, parse } from 'csv-parse/sync';

/**
 * RFC 4180 CSV (csv-parse): fields separated by commas, records by CRLF, LF or CR (mixed within one
 * file); a quoted field may hold commas, line breaks and doubled quotes. A final line break does not
 * start a record, a blank line is a record of one empty field (callers count lines by record), and a
 * leading byte-order mark is ignored. Records may have different numbers of fields, and a quote inside
 * an unquoted field is kept as text, as people's spreadsheets write them.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][];
  } catch (err) {
    if (err instanceof CsvError && err.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new Error('CSV: unterminated quoted field', { cause: err });
    }
    throw err;
  }
}

/** Records as objects keyed by the header row. Missing trailing fields read as ''; blank lines are skipped. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows
    .filter((fields) => fields.length > 1 || fields[0] !== '')
    .map((fields) => Object.fromEntries(header.map((name, i) => [name, fields[i] ?? ''])));
}
