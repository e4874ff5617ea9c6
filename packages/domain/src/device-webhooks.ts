import { z } from 'zod';

/**
 * The device webhook payload (POST /webhooks/devices, docs/device-webhooks.md): one trip record from
 * a plug-in device, delivered by a source (a device vendor's cloud, the simulator). Units: km,
 * litres; times ISO 8601. Points are [lat, lng, secondsSinceStart] at 1 Hz and only come from
 * devices with GPS. A rejection names the field and the rule, so the sender can fix its record.
 */

/** The largest body the endpoint accepts (bytes). */
export const DEVICE_WEBHOOK_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many GPS points per trip (more than 40 hours at 1 Hz). */
export const DEVICE_TRIP_MAX_POINTS = 150_000;
/** A trip longer than this is not a trip record (a week). */
export const DEVICE_TRIP_MAX_DURATION_MS = 7 * 24 * 3600 * 1000;

// PostgreSQL cannot store NUL in text or JSON: refused here, so such a delivery is a 400, not a 500.
const noNul = (v: string) => !v.includes('\u0000');
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine(noNul, 'must not contain NUL characters');
const isoTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time' });
const odometer = z.number().finite().min(0, 'must not be negative').max(10_000_000, 'is too large').nullish();
const litres = z.number().finite().min(0, 'must not be negative').max(10_000, 'is too large').nullish();

export type DevicePoint = [lat: number, lng: number, secondsSinceStart: number];

/**
 * The first problem of a point list, or null. A plain loop: a 30-minute trip has 1,800 points and a
 * schema per point would cost more than the rest of the delivery's validation together.
 */
function pointsProblem(points: readonly unknown[]): { index: number; message: string } | null {
  let previous = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    if (!Array.isArray(p) || p.length !== 3) return { index: i, message: 'must be [lat, lng, secondsSinceStart]' };
    const [lat, lng, s] = p as unknown[];
    if (typeof lat !== 'number' || typeof lng !== 'number' || typeof s !== 'number') {
      return { index: i, message: 'must hold three numbers' };
    }
    if (!(lat >= -90 && lat <= 90)) return { index: i, message: 'latitude out of range' };
    if (!(lng >= -180 && lng <= 180)) return { index: i, message: 'longitude out of range' };
    if (!Number.isFinite(s) || s < 0) return { index: i, message: 'seconds since start must not be negative' };
    if (s < previous) return { index: i, message: 'seconds since start must not decrease' };
    previous = s;
  }
  return null;
}

const points = z
  .array(z.unknown())
  .max(DEVICE_TRIP_MAX_POINTS, `must hold at most ${DEVICE_TRIP_MAX_POINTS} points`)
  .superRefine((list, ctx) => {
    const problem = pointsProblem(list);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.index], message: problem.message });
  })
  .transform((list) => list as DevicePoint[])
  .nullish();

export const deviceTripPayloadSchema = z
  .object({
    id: text(200),
    type: z.literal('trip', { message: "must be 'trip'" }),
    device: z.object({
      serialNumber: text(100),
      vin: z
        .string()
        .trim()
        .max(32, 'must be at most 32 characters')
        .refine(noNul, 'must not contain NUL characters')
        .nullish(),
    }),
    trip: z.object({
      tripId: text(200),
      startTime: isoTime,
      endTime: isoTime,
      odometerStartKm: odometer,
      odometerEndKm: odometer,
      fuelUsedLitres: litres,
      fuelAddedLitres: litres,
      points,
    }),
  })
  .superRefine((p, ctx) => {
    const start = Date.parse(p.trip.startTime);
    const end = Date.parse(p.trip.endTime);
    if (end < start)
      ctx.addIssue({ code: 'custom', path: ['trip', 'endTime'], message: 'must not be before startTime' });
    else if (end - start > DEVICE_TRIP_MAX_DURATION_MS) {
      ctx.addIssue({ code: 'custom', path: ['trip', 'endTime'], message: 'must be within 7 days of startTime' });
    }
    const { odometerStartKm: a, odometerEndKm: b } = p.trip;
    if (a != null && b != null && b < a) {
      ctx.addIssue({
        code: 'custom',
        path: ['trip', 'odometerEndKm'],
        message: 'must not be less than odometerStartKm',
      });
    }
  });

export type DeviceTripPayload = z.infer<typeof deviceTripPayloadSchema>;

/** "trip.startTime: must be an ISO 8601 date and time" — the first problem of a rejected payload. */
export function deviceTripPayloadProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid payload';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}
