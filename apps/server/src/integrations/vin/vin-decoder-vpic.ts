import { normaliseVin } from '@rc/domain';
import { brandOf, type DecodedVin, offlineVinDecoder, type VinDecoder } from './vin-decoder.js';

/** NHTSA's public VIN decoding service (vPIC), flat-format answer: one object per VIN in Results. */
export const VPIC_DEFAULT_URL = 'https://vpic.nhtsa.dot.gov/api/vehicles/DecodeVinValues';
/** The same limit as the other external look-ups (address verification). */
export const VPIC_TIMEOUT_MS = 5000;
/** vPIC answers are a few kilobytes; anything far larger is not an answer we use. */
const MAX_BODY_BYTES = 256 * 1024;

export interface VpicOptions {
  /** The DecodeVinValues address (default the public one; tests point it at a local fake). */
  url?: string;
  timeoutMs?: number;
  /** What answers when the service fails or knows nothing of the VIN (default: offline decoding). */
  fallback?: VinDecoder;
  /** Called with any failure (network, timeout, HTTP status, malformed answer) for the log. */
  onError?: (error: unknown) => void;
}

/** The fields of a DecodeVinValues result this adapter reads (all strings; empty when unknown). */
interface VpicResult {
  Make?: unknown;
  Manufacturer?: unknown;
  Model?: unknown;
  ModelYear?: unknown;
  VehicleType?: unknown;
  FuelTypePrimary?: unknown;
  FuelTypeSecondary?: unknown;
}

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.toLowerCase() !== 'not applicable' ? trimmed : null;
};

class VpicError extends Error {}

/**
 * The online VIN decoder (VIN_DECODER=vpic): GET {url}/{VIN}?format=json with a 5 s timeout. It starts
 * from the offline answer and lets vPIC fill in make, model, model year, vehicle type and fuel types;
 * a timeout, an HTTP error, a malformed answer or an answer without make and year gives the offline
 * answer unchanged, so enrolment never depends on the service being up.
 */
export class VpicVinDecoder implements VinDecoder {
  readonly name = 'vpic';
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly fallback: VinDecoder;

  constructor(private readonly options: VpicOptions = {}) {
    this.url = (options.url ?? VPIC_DEFAULT_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? VPIC_TIMEOUT_MS;
    this.fallback = options.fallback ?? offlineVinDecoder;
  }

  private async lookup(vin: string): Promise<VpicResult> {
    const url = new URL(`${this.url}/${encodeURIComponent(vin)}`);
    url.searchParams.set('format', 'json');
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new VpicError(`vPIC: HTTP ${res.status}`);
    const body = await res.text();
    if (body.length > MAX_BODY_BYTES) throw new VpicError('vPIC: answer too large');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new VpicError('vPIC: answer is not JSON');
    }
    const result = (parsed as { Results?: unknown } | null)?.Results;
    const first = Array.isArray(result) ? result[0] : undefined;
    if (!first || typeof first !== 'object') throw new VpicError('vPIC: no result');
    return first as VpicResult;
  }

  async decode(value: string): Promise<DecodedVin> {
    const vin = normaliseVin(value);
    const offline = await this.fallback.decode(vin);
    try {
      const found = await this.lookup(vin);
      const make = text(found.Make);
      const year = Number.parseInt(text(found.ModelYear) ?? '', 10);
      // vPIC answers every VIN, even unknown ones (with error codes and empty fields): use it only
      // when it named the make and a plausible model year.
      if (!make || !Number.isInteger(year) || year < 1980 || year > 2100) {
        throw new VpicError('vPIC: the VIN was not decoded');
      }
      const manufacturer = text(found.Manufacturer);
      return {
        vin,
        wmi: offline.wmi,
        make: brandOf({ wmi: offline.wmi, make, manufacturer: manufacturer ?? '' }),
        manufacturer: manufacturer ?? offline.manufacturer,
        vehicleType: text(found.VehicleType) ?? offline.vehicleType,
        year,
        model: text(found.Model),
        fuelTypes: [text(found.FuelTypePrimary), text(found.FuelTypeSecondary)].filter((f): f is string => !!f),
      };
    } catch (error) {
      this.options.onError?.(error);
      return offline;
    }
  }
}

export interface VinDecoderSettings {
  VIN_DECODER: 'offline' | 'vpic';
  VPIC_URL?: string | undefined;
}

/** The decoder chosen by configuration: VIN_DECODER=vpic for the online service, otherwise offline. */
export function vinDecoderFor(settings: VinDecoderSettings, onError?: (error: unknown) => void): VinDecoder {
  if (settings.VIN_DECODER === 'vpic') return new VpicVinDecoder({ url: settings.VPIC_URL, onError });
  return offlineVinDecoder;
}
