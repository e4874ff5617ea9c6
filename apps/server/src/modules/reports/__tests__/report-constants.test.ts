import { randomUUID } from 'node:crypto';
import { ratesDateKey } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../participants/__tests__/helpers.js';
import { deliverTrip, pricedTrip } from '../../rates/__tests__/priced-trips.js';
import {
  type DeviceParticipant,
  enrolDeviceParticipant,
  minutesAgo,
  startTripsWorld,
  stopTripsWorld,
  type TripsWorld,
} from '../../trips/__tests__/helpers.js';
import { SIMULATOR_SOURCE } from '../../webhooks/webhooks.service.js';
import { reportRows } from './report-csv.js';

/**
 * Staff spec section 9 constants in the /report CSVs, on records made the way the product makes them:
 * participants through the real sign-up with a device (with or without location), their vehicles' fuel
 * type set by staff, trips and device events from signed deliveries, inquiries opened by staff.
 * - Fuel type: gas and hybrid → Gasoline, diesel → Diesel, electric → Electric.
 * - Device report code: 5 for a device with location, 4 for one without.
 * - Error-event codes (section 8) of the events the trip pipeline records: 1004 (Trip processed.),
 *   17 (has no mileage), 99 (reported excessive mileage), 1005 (Failed to process trip …).
 * - Formula-safe cells (docs/reports.md): text starting with =, +, - or @ gets a leading apostrophe;
 *   a plain negative number (a money column, or text that is just a number) is left as it is.
 */

let world: TripsWorld;
let secret: string;
const vehicles = ['gas', 'hybrid', 'diesel', 'electric'] as const;
type Fuel = (typeof vehicles)[number];
const riders = {} as Record<Fuel, DeviceParticipant>;
/** Devices with location: gas and electric; hybrid and diesel report without. */
const GPS: Record<Fuel, boolean> = { gas: true, hybrid: false, diesel: false, electric: true };
/** Each rider's trip from a delivery (recordTripId). */
const trips = {} as Record<Fuel, string>;

/** Everything here happens now: the months around today (the range snaps to whole months). */
const RANGE = {
  from: ratesDateKey(new Date(Date.now() - 86_400_000)),
  to: ratesDateKey(new Date(Date.now() + 86_400_000)),
};
const report = (name: string) => reportRows(world.admin, name, RANGE);

beforeAll(async () => {
  world = await startTripsWorld();
  secret = (await world.server.services.webhooks.sourceSecret(SIMULATOR_SOURCE)) ?? '';
  await Promise.all(
    vehicles.map(async (type, i) => {
      const rider = await enrolDeviceParticipant(world.server, world.admin, {
        emailPrefix: `report-${type}`,
        licensePlate: `8RPT12${i}`,
        gpsEnabled: GPS[type],
      });
      riders[type] = rider;
      if (type !== 'gas') {
        // The sign-up made a gas Honda; staff correct the fuel type (the vehicle edit dialog).
        await ok(world.admin, 'mutation($input: UpdateVehicleInput!) { updateVehicle(input: $input) { id } }', {
          input: { id: rider.vehicleId, username: rider.username, type },
        });
      }
      // A drive half an hour ago; the gas car reports more fuel than it could burn on 4 km, so its
      // fuel-tax credit exceeds its mileage fee (a negative net RUC revenue).
      trips[type] = await deliverTrip(world.server, secret, {
        serialNumber: rider.serial,
        vin: rider.vin,
        start: minutesAgo(30),
        fuelUsedLitres: type === 'gas' ? 5 : null,
      });
    }),
  );
}, 120_000);
afterAll(() => stopTripsWorld(world));

describe('fuel types and device report codes', () => {
  const expected: Record<Fuel, { 'Fuel Type': string; 'Device Report Code': string; 'MRO Type': string }> = {
    gas: { 'Fuel Type': 'Gasoline', 'Device Report Code': '5', 'MRO Type': 'Plug-In Device (PID) with GPS' },
    hybrid: { 'Fuel Type': 'Gasoline', 'Device Report Code': '4', 'MRO Type': 'Plug-In Device (PID) without GPS' },
    diesel: { 'Fuel Type': 'Diesel', 'Device Report Code': '4', 'MRO Type': 'Plug-In Device (PID) without GPS' },
    electric: { 'Fuel Type': 'Electric', 'Device Report Code': '5', 'MRO Type': 'Plug-In Device (PID) with GPS' },
  };

  it('Participant Enrollment: one row per rider’s vehicle with its fuel type, reporting type and code', async () => {
    const rows = await report('participant-enrollment');
    for (const type of vehicles) {
      const mine = rows.filter((r) => r.Username === riders[type].username);
      expect(mine, type).toHaveLength(1);
      expect(mine[0], type).toMatchObject({
        ...expected[type],
        VIN: riders[type].vin,
        'Device Serial Number': riders[type].serial,
      });
    }
  });

  it('Billing Trips: each trip with its vehicle’s fuel type and device code; no net RUC revenue for electric', async () => {
    const rows = await report('billing-trips');
    for (const type of vehicles) {
      const trip = await pricedTrip(world.admin, riders[type].username, trips[type]);
      const row = rows.find((r) => r['Trip ID'] === trip.id);
      expect(row, type).toMatchObject({ ...expected[type], 'Device Serial Number': riders[type].serial });
      if (type === 'electric') expect(row?.['Net RUC Revenue']).toBe('');
      else expect(row?.['Net RUC Revenue']).not.toBe('');
    }
  });
});

describe('Errors and Events: the codes of the events the trip pipeline records', () => {
  it('1004 for a processed trip, 17 for no mileage, 99 for excessive mileage, 1005 for a failed trip', async () => {
    const diesel = riders.diesel;
    const noMileage = await deliverTrip(world.server, secret, {
      serialNumber: diesel.serial,
      vin: diesel.vin,
      start: minutesAgo(20),
      odometerStartKm: 12_000,
      odometerEndKm: 12_000,
      withPoints: false,
    });
    await deliverTrip(world.server, secret, {
      serialNumber: diesel.serial,
      vin: diesel.vin,
      start: minutesAgo(10),
      odometerStartKm: 12_000,
      odometerEndKm: 14_000,
    });
    // A device nobody registered: the delivery fails, and the event names the serial it reported.
    const stranger = `SN-${randomUUID().slice(0, 8).toUpperCase()}`;
    const failed = await deliverTrip(world.server, secret, { serialNumber: stranger, start: minutesAgo(5) }, 'failed');

    const rows = await report('errors-and-events');
    const codes = (serial: string) =>
      rows
        .filter((r) => r['Device Serial Number'] === serial)
        .map((r) => [r['Error Code'], r['Event Code'], r.Description]);
    expect(codes(diesel.serial)).toEqual(
      expect.arrayContaining([
        ['1004', '1004', 'Trip processed.'],
        ['17', '17', `Trip ${noMileage} has no mileage`],
        ['99', '99', `Device ${diesel.serial} reported excessive mileage`],
      ]),
    );
    // One 1004 per processed trip of the diesel: its first drive and the two above.
    expect(codes(diesel.serial).filter(([code]) => code === '1004')).toHaveLength(3);
    expect(codes(stranger)).toEqual([['1005', '1005', `Failed to process trip ${failed}: unknown device ${stranger}`]]);
  });

  it('an event recorded without a code gets its code from the description alone', async () => {
    // Events carried over from the old system kept only their description; oldest first.
    const serial = `LEGACY-${randomUUID().slice(0, 8)}`;
    const catalogue: [description: string, code: string][] = [
      ['Can not find match trips for the toll transaction.', '1003'],
      ['Trip processed.', '1004'],
      ['Failed to process trip T-9: no points', '1005'],
      ['Failed to decode the vehicle VIN', '1007'],
      ['Failed to match participant vehicle to the vin decoded vehicle', '1008'],
      ['odoMro', '1009'],
      ['Vehicle Battery', '12'],
      ['Vehicle MIL', '15'],
      ['Trip T-9 has no mileage', '17'],
      ['Trip T-9 could not be posted to rating', '98'],
      [`Device ${serial} reported excessive mileage`, '99'],
      ['Battery low', ''],
    ];
    await world.handle.pool.query(
      `insert into mro_events (mro_device_serial_number, description, date_time)
       select $1, d, now() - interval '1 hour' + (n || ' seconds')::interval
         from unnest($2::text[]) with ordinality as c(d, n)`,
      [serial, catalogue.map(([d]) => d)],
    );
    const rows = (await report('errors-and-events')).filter((r) => r['Device Serial Number'] === serial);
    expect(rows.map((r) => [r.Description, r['Error Code'], r['Event Code']])).toEqual(
      catalogue.map(([d, code]) => [d, code, '']),
    );
  });
});

describe('formula-safe cells', () => {
  const subjects = ['=1+2', '+1+2', '-1+2', '@SUM(A1:A2)', '-12.50', 'Card declined'];

  it('Customer Interaction: a subject starting with =, +, - or @ is written as text; a plain number is not', async () => {
    const gas = riders.gas;
    for (const subject of subjects) {
      await ok(
        world.admin,
        'mutation($input: CreateParticipantInquiryInput!) { createParticipantInquiry(input: $input) { id } }',
        {
          input: { username: gas.username, category: 'Account Question', subject, body: 'Opened by staff.' },
        },
      );
    }
    const rows = await report('customer-interaction');
    expect(rows.filter((r) => r.Username === gas.username).map((r) => r.Subject)).toEqual([
      "'=1+2",
      "'+1+2",
      "'-1+2",
      "'@SUM(A1:A2)",
      '-12.50',
      'Card declined',
    ]);
  });

  it('a serial number a device reports, starting with @, is written as text too', async () => {
    const serial = '@SUM(1+1)';
    await deliverTrip(world.server, secret, { serialNumber: serial, start: minutesAgo(5) }, 'failed');
    const rows = await report('errors-and-events');
    const row = rows.find((r) => r.Description?.includes('unknown device @SUM(1+1)'));
    expect(row).toMatchObject({ 'Device Serial Number': `'${serial}`, 'Error Code': '1005' });
  });

  it('a negative amount in a money column stays a number: Net RUC Revenue of a trip credited more than it owes', async () => {
    const trip = await pricedTrip(world.admin, riders.gas.username, trips.gas);
    const net = trip.mileageFeeCents - trip.fuelFeeCents;
    expect(net).toBeLessThan(0);
    const row = (await report('billing-trips')).find((r) => r['Trip ID'] === trip.id);
    const abs = Math.abs(net);
    expect(row?.['Net RUC Revenue']).toBe(`-${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
    expect(row?.['Fuel Tax Credit']).toBe((trip.fuelFeeCents / 100).toFixed(2));
  });
});
