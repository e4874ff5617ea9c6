import { randomUUID } from 'node:crypto';
import type { DeviceTripPayload } from '@rc/domain';
import { signedHeaders } from '../../../integrations/device-webhooks/signature.js';

/**
 * Device deliveries for tests and the webhook bench: 1 Hz drives along real waypoints, payloads in
 * the documented format (docs/device-webhooks.md) and signed POSTs to /webhooks/devices.
 */

export type Waypoint = readonly [lat: number, lng: number];

const R = 6_371_000;
export function metres(a: Waypoint, b: Waypoint): number {
  const toRad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * toRad;
  const dLng = (b[1] - a[1]) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * toRad) * Math.cos(b[0] * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

/** 1 Hz points [lat, lng, secondsSinceStart] along the waypoints at a steady speed, and the distance (km). */
export function drive(
  waypoints: readonly Waypoint[],
  speedMps = 20,
): { points: [number, number, number][]; km: number } {
  const points: [number, number, number][] = [];
  let second = 0;
  let carry = 0; // metres already travelled into the current leg at the next fix
  let total = 0;
  for (let i = 1; i < waypoints.length; i++) {
    const a = waypoints[i - 1] as Waypoint;
    const b = waypoints[i] as Waypoint;
    const leg = metres(a, b);
    let at = carry;
    while (at < leg) {
      const f = at / leg;
      points.push([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, second++]);
      at += speedMps;
    }
    carry = at - leg;
    total += leg;
  }
  const last = waypoints.at(-1) as Waypoint;
  points.push([last[0], last[1], second]);
  return { points, km: total / 1000 };
}

/** Oakland → Bay Bridge westbound (toll plaza) → downtown San Francisco (cordon zone). */
export const BAY_BRIDGE_INTO_DOWNTOWN: Waypoint[] = [
  [37.8266, -122.2905],
  [37.8262, -122.3018], // toll plaza, north gantry, heading west
  [37.8236, -122.314],
  [37.8145, -122.36], // Yerba Buena Island
  [37.799, -122.379],
  [37.789, -122.3905], // touchdown at Harrison / Fremont, inside the cordon
  [37.7893, -122.401], // Market at Montgomery
];

/** Sacramento: Midtown to East Sacramento, no cordon, no toll. */
export const SACRAMENTO: Waypoint[] = [
  [38.5758, -121.4789],
  [38.5722, -121.4685],
  [38.5665, -121.4512],
  [38.5642, -121.4372],
];

/** South Lake Tahoe (CA) across the state line into Stateline and up Kingsbury Grade (NV). */
export const INTO_NEVADA: Waypoint[] = [
  [38.94, -119.975],
  [38.955, -119.955],
  [38.965, -119.935],
  [38.975, -119.915],
  [38.985, -119.895],
];

export interface TripOptions {
  id?: string;
  serialNumber: string;
  vin?: string | null;
  tripId?: string;
  start: Date;
  waypoints?: readonly Waypoint[];
  speedMps?: number;
  /** Default: the driven distance from 12,000 km (so odometer and GPS agree). */
  odometerStartKm?: number | null;
  odometerEndKm?: number | null;
  fuelUsedLitres?: number | null;
  withPoints?: boolean;
}

/** A payload in the documented format. */
export function tripPayload(o: TripOptions): DeviceTripPayload {
  const { points, km } = drive(o.waypoints ?? SACRAMENTO, o.speedMps);
  const seconds = points.at(-1)?.[2] ?? 0;
  const odoStart = o.odometerStartKm === undefined ? 12_000 : o.odometerStartKm;
  const odoEnd = o.odometerEndKm === undefined ? (odoStart == null ? null : odoStart + km) : o.odometerEndKm;
  return {
    id: o.id ?? `delivery-${randomUUID()}`,
    type: 'trip',
    device: { serialNumber: o.serialNumber, vin: o.vin ?? null },
    trip: {
      tripId: o.tripId ?? `T-${randomUUID().slice(0, 8)}`,
      startTime: o.start.toISOString(),
      endTime: new Date(o.start.getTime() + seconds * 1000).toISOString(),
      odometerStartKm: odoStart,
      odometerEndKm: odoEnd,
      fuelUsedLitres: o.fuelUsedLitres ?? null,
      fuelAddedLitres: 0,
      points: o.withPoints === false ? [] : points,
    },
  };
}

/** POSTs a body (object → JSON) signed as `source`; headers can be overridden or removed (null). */
export async function postDelivery(
  baseUrl: string,
  source: string,
  secret: string,
  body: unknown,
  headers: Record<string, string | null> = {},
): Promise<{ status: number; json: any }> {
  const raw = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  const all: Record<string, string | null> = {
    'content-type': 'application/json',
    ...signedHeaders(source, secret, raw),
    ...headers,
  };
  const res = await fetch(new URL('/webhooks/devices', baseUrl), {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== null)),
    body: typeof raw === 'string' ? raw : new Uint8Array(raw),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json };
}
