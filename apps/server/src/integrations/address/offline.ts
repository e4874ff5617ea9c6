import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../../lib/csv.js';
import {
  type AddressToVerify,
  type AddressVerdict,
  type AddressVerifier,
  agreesWith,
  poBoxVerdict,
  ZIP5_PATTERN,
  type ZipPlace,
} from './verifier.js';

/** The bundled ZIP table (California; see data-files/zip/README.md for provenance and completeness). */
export const ZIP_TABLE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../data-files/zip/zip-codes.csv',
);

/** Reads a `zip,city,state` CSV (header row first) into a map by ZIP. */
export function loadZipTable(file: string = ZIP_TABLE_FILE): Map<string, ZipPlace> {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  if (header?.join(',') !== 'zip,city,state') throw new Error(`${file}: expected the header zip,city,state`);
  const table = new Map<string, ZipPlace>();
  for (const [zip, city, state] of rows) {
    if (zip && ZIP5_PATTERN.test(zip) && city && state) table.set(zip, { city, state });
  }
  return table;
}

/**
 * The default address verifier: works offline from a ZIP table. It checks the PO box rule and that ZIP,
 * city and state agree with the table; it cannot tell whether the street exists.
 */
export class OfflineAddressVerifier implements AddressVerifier {
  readonly name = 'offline';
  private table: Map<string, ZipPlace> | null;

  constructor(table?: Map<string, ZipPlace>) {
    this.table = table ?? null;
  }

  private places(): Map<string, ZipPlace> {
    this.table ??= loadZipTable();
    return this.table;
  }

  async lookupZip(zip: string): Promise<ZipPlace | null> {
    const key = zip.trim();
    if (!ZIP5_PATTERN.test(key)) return null;
    const place = this.places().get(key);
    return place ? { ...place } : null;
  }

  async verify(address: AddressToVerify): Promise<AddressVerdict> {
    const poBox = poBoxVerdict(address);
    if (poBox) return poBox;
    return agreesWith(address, await this.lookupZip(address.zip)) ? { ok: true } : { ok: false, reason: 'notValid' };
  }
}
