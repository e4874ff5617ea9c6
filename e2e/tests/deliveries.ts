import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { gql } from './account';
import { invite } from './api';
import { codeFor } from './mail';

/** [latitude, longitude] */
export type Point = [number, number];

/** 1 Hz points [lat, lng, second] from a to b (about 15 m/s), and the distance in km. */
export function drive(a: Point, b: Point): { points: [number, number, number][]; km: number } {
  const toRad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * toRad;
  const dLng = (b[1] - a[1]) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * toRad) * Math.cos(b[0] * toRad) * Math.sin(dLng / 2) ** 2;
  const total = 2 * 6_371_000 * Math.asin(Math.sqrt(h));
  const steps = Math.ceil(total / 15);
  const points: [number, number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    points.push([a[0] + (b[0] - a[0]) * (i / steps), a[1] + (b[1] - a[1]) * (i / steps), i]);
  }
  return { points, km: total / 1000 };
}

/** Across Sacramento (California), away from the cordons and the toll bridges. */
export const SACRAMENTO_DRIVE: [Point, Point] = [
  [38.5816, -121.4944],
  [38.5616, -121.4244],
];

export interface DeviceTrip {
  serial: string;
  tripId: string;
  start: Date;
  from?: Point;
  to?: Point;
}

/**
 * Posts a device's trip as the simulator source, signed as docs/device-webhooks.md describes (the secret
 * comes from global-setup); answers the stored delivery's id (202).
 */
export async function deliverTrip(request: APIRequestContext, trip: DeviceTrip): Promise<string> {
  const secret = process.env.E2E_DEVICE_WEBHOOK_SECRET;
  if (!secret) throw new Error('E2E_DEVICE_WEBHOOK_SECRET is not set (global-setup)');
  const [from, to] = [trip.from ?? SACRAMENTO_DRIVE[0], trip.to ?? SACRAMENTO_DRIVE[1]];
  const { points, km } = drive(from, to);
  const seconds = points.at(-1)?.[2] ?? 0;
  const body = JSON.stringify({
    id: `journey-${trip.tripId}`,
    type: 'trip',
    device: { serialNumber: trip.serial, vin: null },
    trip: {
      tripId: trip.tripId,
      startTime: trip.start.toISOString(),
      endTime: new Date(trip.start.getTime() + seconds * 1000).toISOString(),
      odometerStartKm: 20_000,
      odometerEndKm: 20_000 + km,
      fuelUsedLitres: 0.6,
      fuelAddedLitres: 0,
      points,
    },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const res = await request.post('/webhooks/devices', {
    headers: {
      'Content-Type': 'application/json',
      'X-RC-Source': 'simulator',
      'X-RC-Timestamp': timestamp,
      'X-RC-Signature': `v1=${signature}`,
    },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(202);
  return ((await res.json()) as { id: string }).id;
}

export interface GpsParticipant {
  email: string;
  password: string;
  /** The device's serial number. */
  serial: string;
  licensePlate: string;
  /** A pilot program to move the participant to (staff's updateParticipant), e.g. 'mbuf-c'. */
  pilotProgramId?: string;
  /** The vehicle (default a 2020 Toyota Camry, gas): an electric one earns no fuel tax credit. */
  vehicle?: { make: string; model: string; year: number; type: string };
}

/**
 * A participant made fresh through the real sign-up (invited, code from the SMTP listener), with a
 * vehicle of their own and a GPS device that staff (`admin`, signed in) associate with it; their username.
 */
export async function gpsParticipant(admin: APIRequestContext, who: GpsParticipant): Promise<string> {
  const { email, password } = who;
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    await invite(api, [email]);
    const startedAt = Date.now();
    expect((await api.post('/api/auth/sign-up/email', { data: { email, password } })).ok()).toBe(true);
    const verify = await api.post('/api/auth/email-otp/verify-email', {
      data: { email, code: await codeFor(email, startedAt) },
    });
    expect(verify.ok()).toBe(true);
    expect((await api.post('/api/auth/sign-in/email', { data: { email, password } })).ok()).toBe(true);
    const username = ((await (await api.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    const { createVehicle } = await gql<{ createVehicle: { id: string } }>(
      api,
      'mutation($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
      {
        input: {
          username,
          ...(who.vehicle ?? { make: 'Toyota', model: 'Camry', year: 2020, type: 'gas' }),
          registrationState: 'CA',
          licensePlate: who.licensePlate,
        },
      },
    );
    if (who.pilotProgramId) {
      await gql(admin, 'mutation($input: UpdateParticipantInput!) { updateParticipant(input: $input) { username } }', {
        input: { username, participantPilotProgramId: who.pilotProgramId },
      });
    }
    await gql(
      admin,
      'mutation($input: CreateMileageReportingOptionInput!) { createMileageReportingOption(input: $input) { id } }',
      {
        input: {
          username,
          vehicleId: createVehicle.id,
          deviceSerialNumber: who.serial,
          deviceImei: '490154203237518',
          gpsEnabled: true,
        },
      },
    );
    return username;
  } finally {
    await api.dispose();
  }
}

/** Waits (up to a minute) until the participant's trip of this device trip id is processed, and returns it. */
export async function processedTrip(
  request: APIRequestContext,
  username: string,
  recordTripId: string,
): Promise<{ id: string; recordTripId: string; processStatus: string }> {
  type Trip = { id: string; recordTripId: string; processStatus: string };
  let trip: Trip | undefined;
  await expect
    .poll(
      async () => {
        const data = await gql<{ getTripsByUsernameByCreatedAt: { items: Trip[] } }>(
          request,
          'query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 20) { items { id recordTripId processStatus } } }',
          { u: username },
        );
        trip = data.getTripsByUsernameByCreatedAt.items.find((t) => t.recordTripId === recordTripId);
        return trip?.processStatus;
      },
      { timeout: 60_000 },
    )
    .toBe('processed');
  if (!trip) throw new Error(`trip ${recordTripId} was not recorded`);
  return trip;
}
