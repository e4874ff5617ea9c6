import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeKey, normaliseVin, vinModelYear, vinWmi } from '@rc/domain';
import { parseCsvRecords } from '../../lib/csv.js';

/** The bundled NHTSA vPIC manufacturer identifiers (see data-files/vin/README.md for provenance). */
export const VIN_WMI_CSV = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../data-files/vin/vin-wmi.csv',
);

export interface WmiEntry {
  wmi: string;
  manufacturer: string;
  make: string;
  vehicleType: string;
}

export interface DecodedVin {
  vin: string;
  wmi: string;
  /** The consumer brand when it can be told from the manufacturer code, else vPIC's common name; null when unknown. */
  make: string | null;
  manufacturer: string | null;
  vehicleType: string | null;
  /** Null when position 10 holds no model-year code. */
  year: number | null;
  /** The model, when the decoder knows it (the online service); null offline. */
  model: string | null;
  /** Primary and secondary fuel types as the decoder names them (online only; empty offline). */
  fuelTypes: string[];
}

/**
 * Turns a VIN (check digit already validated) into what it tells about the vehicle. The offline
 * decoder is the default and always enough for enrolment; the online adapter (VIN_DECODER=vpic,
 * vin-decoder-vpic.ts) adds model and fuel types and falls back to offline on any failure.
 */
export interface VinDecoder {
  readonly name: string;
  decode(vin: string): Promise<DecodedVin>;
}

/**
 * Manufacturer codes whose vPIC common name is the group ('GM', 'Chrysler') rather than the brand.
 * Only codes assigned to one brand are listed; the rest keep the group name.
 */
const WMI_BRANDS: Readonly<Record<string, string>> = {
  '1G1': 'Chevrolet',
  '1GC': 'Chevrolet',
  '1GN': 'Chevrolet',
  '2G1': 'Chevrolet',
  '2GC': 'Chevrolet',
  '3G1': 'Chevrolet',
  '3GC': 'Chevrolet',
  '3GN': 'Chevrolet',
  '1G4': 'Buick',
  '2G4': 'Buick',
  '1G6': 'Cadillac',
  '1GY': 'Cadillac',
  '1GK': 'GMC',
  '1GT': 'GMC',
  '2GT': 'GMC',
  '3GK': 'GMC',
  '3GT': 'GMC',
  '1C3': 'Chrysler',
  '2C3': 'Chrysler',
  '1J4': 'Jeep',
  '1J8': 'Jeep',
  '1B3': 'Dodge',
  '2B3': 'Dodge',
  '1D3': 'Dodge',
  '1C6': 'Ram',
  '3C6': 'Ram',
};

/** Brands as the EPA list spells them; a vPIC name starting with one of them maps to it ('NISSAN NORTH AMERICA, INC.' → Nissan). */
const BRANDS = [
  'Acura',
  'Alfa Romeo',
  'Aston Martin',
  'Audi',
  'Bentley',
  'BMW',
  'Buick',
  'Cadillac',
  'Chevrolet',
  'Chrysler',
  'Dodge',
  'Ferrari',
  'Fiat',
  'Fisker',
  'Ford',
  'Genesis',
  'GMC',
  'Honda',
  'Hyundai',
  'Infiniti',
  'Isuzu',
  'Jaguar',
  'Jeep',
  'Karma',
  'Kia',
  'Lamborghini',
  'Land Rover',
  'Lexus',
  'Lincoln',
  'Lucid',
  'Maserati',
  'Mazda',
  'Mercedes-Benz',
  'MINI',
  'Mitsubishi',
  'Nissan',
  'Polestar',
  'Porsche',
  'Ram',
  'Rivian',
  'Rolls-Royce',
  'Subaru',
  'Suzuki',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
].map((brand) => ({ brand, key: makeKey(brand) }));

export function brandOf(entry: Pick<WmiEntry, 'wmi' | 'make' | 'manufacturer'>): string {
  const override = WMI_BRANDS[entry.wmi.slice(0, 3)];
  if (override) return override;
  for (const name of [entry.make, entry.manufacturer]) {
    const key = makeKey(name);
    // Longest brand first would matter only for prefixes of one another; none of the list are.
    const found = BRANDS.find((b) => key.startsWith(b.key));
    if (found) return found.brand;
  }
  return entry.make;
}

let table: Promise<Map<string, WmiEntry>> | null = null;

/** The manufacturer table, read once at first use and kept in memory (842 rows). */
export function wmiTable(): Promise<Map<string, WmiEntry>> {
  table ??= readFile(VIN_WMI_CSV, 'utf8')
    .then((text) => {
      const map = new Map<string, WmiEntry>();
      for (const r of parseCsvRecords(text)) {
        if (r.wmi) {
          map.set(r.wmi.toUpperCase(), {
            wmi: r.wmi.toUpperCase(),
            manufacturer: r.manufacturer ?? '',
            make: r.make ?? '',
            vehicleType: r.vehicleType ?? '',
          });
        }
      }
      return map;
    })
    .catch((err: unknown) => {
      table = null;
      throw err;
    });
  return table;
}

/**
 * Offline decoding from the manufacturer code and the model-year character. An unknown manufacturer
 * code is not an error (make null): the list holds only codes registered for the U.S. market.
 */
export async function decodeVin(value: string): Promise<DecodedVin> {
  const vin = normaliseVin(value);
  const wmi = vinWmi(vin);
  const entries = await wmiTable();
  const entry = entries.get(wmi) ?? entries.get(wmi.slice(0, 3));
  const brand = entry ? brandOf(entry) : (WMI_BRANDS[wmi.slice(0, 3)] ?? null);
  return {
    vin,
    wmi: entry?.wmi ?? wmi,
    make: brand,
    manufacturer: entry?.manufacturer ?? null,
    vehicleType: entry?.vehicleType ?? null,
    year: vinModelYear(vin),
    model: null,
    fuelTypes: [],
  };
}

/** The default decoder: the bundled manufacturer table and the model-year character, no network. */
export const offlineVinDecoder: VinDecoder = { name: 'offline', decode: decodeVin };
