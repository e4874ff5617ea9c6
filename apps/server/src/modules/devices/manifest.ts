import { MANIFEST_COLUMNS, type ManifestColumn } from '@rc/domain';
import type { StoredManifestRow } from '../../db/schema/index.js';
import { parseCsv } from '../../lib/csv.js';

/** One manifest record; an import stores its rows as they are (mro_device_imports.rows). */
export type ManifestRow = StoredManifestRow;

/** The most rows one manifest may hold (a shipment is a few hundred devices; the pilot ships up to 10,000 at once). */
export const MANIFEST_MAX_ROWS = 10_000;

/** Header names (letters and digits only, lower case) of each column. */
const HEADER_NAMES: Record<ManifestColumn, readonly string[]> = {
  serialNumber: ['serial', 'serialnumber', 'serialno', 'deviceserial', 'deviceserialnumber', 'sn'],
  imei: ['imei', 'deviceimei'],
  participant: [
    'participant',
    'email',
    'emailaddress',
    'participantemail',
    'account',
    'accountnumber',
    'accountno',
    'participantemailoraccountnumber',
    'emailoraccountnumber',
    'participantaccountnumber',
  ],
  vin: ['vin', 'vehiclevin', 'vehicle'],
  carrier: ['carrier', 'shippingcarrier'],
  trackingNumber: ['tracking', 'trackingnumber', 'trackingno', 'shippingtrackingnumber'],
};

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

function columnOfHeader(cell: string): ManifestColumn | null {
  const key = headerKey(cell);
  return MANIFEST_COLUMNS.find((c) => HEADER_NAMES[c].includes(key)) ?? null;
}

/**
 * The text of a base64 manifest (standard or URL-safe alphabet, optionally a data: URL), or null when
 * it is not base64, not UTF-8 text, or empty.
 */
export function decodeManifest(manifest: string): string | null {
  const b64 = manifest
    .trim()
    .replace(/^data:[^,]*;base64,/i, '')
    .replace(/\s+/g, '');
  if (!b64 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(b64) || b64.length % 4 === 1) return null;
  const bytes = Buffer.from(b64, b64.includes('-') || b64.includes('_') ? 'base64url' : 'base64');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Binary content (control characters other than tab and line breaks) is not a manifest.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) return null;
  text = text.replace(/^\uFEFF/, '');
  return text.trim() ? text : null;
}

/**
 * The device rows of a manifest: comma-separated (CSV) or, for a text file whose lines hold tabs and
 * no commas, tab-separated. Columns in order: serial number, IMEI, participant e-mail or account
 * number, VIN, carrier, tracking number. A header row is optional; when present, its names decide
 * the columns. Blank lines are skipped. Null when the text is not a readable table.
 */
export function parseManifest(text: string): ManifestRow[] | null {
  let records: string[][];
  const lines = text.split(/\r\n|\n|\r/);
  const tabbed = lines.some((l) => l.includes('\t')) && !lines.some((l) => l.includes(','));
  try {
    records = tabbed ? lines.map((l) => l.split('\t')) : parseCsv(text);
  } catch {
    return null;
  }
  const withLines = records
    .map((cells, i) => ({ line: i + 1, cells: cells.map((c) => c.trim()) }))
    .filter((r) => r.cells.some((c) => c !== ''));
  // A table: some record has at least two columns.
  if (withLines.length === 0 || !withLines.some((r) => r.cells.length >= 2)) return null;

  // A header row names at least two known columns.
  const first = withLines[0];
  const headerColumns = first ? first.cells.map(columnOfHeader) : [];
  const isHeader = headerColumns.filter((c) => c !== null).length >= 2;
  const index: Record<ManifestColumn, number> = Object.fromEntries(
    MANIFEST_COLUMNS.map((c, i) => [c, isHeader ? headerColumns.indexOf(c) : i]),
  ) as Record<ManifestColumn, number>;
  const body = isHeader ? withLines.slice(1) : withLines;
  return body.map(({ line, cells }) => {
    const cell = (c: ManifestColumn) => (index[c] >= 0 ? (cells[index[c]] ?? '') : '');
    return {
      line,
      serialNumber: cell('serialNumber'),
      imei: cell('imei'),
      participant: cell('participant'),
      vin: cell('vin'),
      carrier: cell('carrier'),
      trackingNumber: cell('trackingNumber'),
    };
  });
}
