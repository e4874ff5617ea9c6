import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { vehicles } from '../../../db/schema/index.js';
import type { AccessModule } from './types.js';

/**
 * Vehicles, the EPA list and VIN checks. The file is named for the enrolment step on purpose: the
 * walk runs the case files in name order, and a participant changes their own vehicle only while
 * enrolling (status created), so B's updateVehicle must run before participants.cases.ts onboards B
 * with AgreeToTerms (the order of the real enrolment: vehicle step before agreements).
 *
 * createVehicle: a participant registers only their own FIRST vehicle. In this world B already has
 * vehicles (trips.cases.ts seeds them), so B is refused like A and only staff succeed, which is the
 * 'admin' rule here; the participant's first-vehicle path (and A refused for B) is covered by
 * modules/vehicles/__tests__/vehicles.test.ts.
 */
const vehicleFields = 'id username make model year mroType isPrimary epaVehicleId';

export const access: AccessModule = {
  async seed(world) {
    // B's own vehicle, edited by B while enrolling.
    const [mine] = await world.db
      .insert(vehicles)
      .values({
        username: world.B,
        make: 'Toyota',
        model: 'Camry',
        year: 2020,
        licensePlate: 'BEE1',
        registrationState: 'CA',
      })
      .returning();
    world.ids.vehiclesB = mine?.id ?? '';
    // Staff register the first vehicle of a participant who has none.
    world.ids.vehiclesAdminTarget = await createParticipant(world.db);
    // Staff edit and remove vehicles of another participant.
    const owner = await createParticipant(world.db);
    world.ids.vehiclesOwner = owner;
    const [edited, removed] = await world.db
      .insert(vehicles)
      .values([
        { username: owner, make: 'Toyota', model: 'Camry', year: 2020, licensePlate: 'WALK1', registrationState: 'CA' },
        { username: owner, make: 'Honda', model: 'Civic', year: 2019, licensePlate: 'WALK2', registrationState: 'CA' },
      ])
      .returning();
    world.ids.vehiclesEdited = edited?.id ?? '';
    world.ids.vehiclesRemoved = removed?.id ?? '';
  },
  cases: [
    {
      field: 'createVehicle',
      rule: 'admin',
      operation: (w, caller) => ({
        query: `mutation($input: CreateVehicleInput!) { createVehicle(input: $input) { ${vehicleFields} } }`,
        variables: {
          input: {
            username: caller === 'admin' ? w.ids.vehiclesAdminTarget : w.B,
            make: 'Toyota',
            model: 'Camry',
            year: 2020,
            type: 'gas',
            registrationState: 'CA',
            licensePlate: caller === 'admin' ? 'ADM1' : 'BEE1',
          },
        },
      }),
    },
    {
      field: 'updateVehicle',
      rule: 'own',
      operation: (w, caller) => ({
        query: `mutation($input: UpdateVehicleInput!) { updateVehicle(input: $input) { ${vehicleFields} } }`,
        variables: {
          input:
            caller === 'admin'
              ? { id: w.ids.vehiclesEdited, username: w.ids.vehiclesOwner, currentOdometerReading: 1200.5 }
              : { id: w.ids.vehiclesB, username: w.B, licensePlate: 'BEE2' },
        },
      }),
    },
    {
      field: 'listVehicles',
      rule: 'own',
      operation: (w) => ({
        query: `query($u: String!) { listVehicles(username: $u, filter: { isPrimary: true }, limit: 5) { items { ${vehicleFields} } nextToken } }`,
        variables: { u: w.B },
      }),
    },
    {
      field: 'deleteVehicle',
      rule: 'admin',
      operation: (w) => ({
        query: 'mutation($input: DeleteVehicleInput!) { deleteVehicle(input: $input) { id } }',
        variables: { input: { id: w.ids.vehiclesRemoved, username: w.ids.vehiclesOwner } },
      }),
    },
    {
      field: 'vinCheck',
      rule: 'signedIn',
      operation: () => ({
        query:
          'mutation { vinCheck(input: { vin: "1HGCM82633A004352", source: "registration" }) { vinExists smartcarCompatible make model year } }',
      }),
    },
    {
      field: 'getEPAVehiclesByMakeByYear',
      rule: 'signedIn',
      operation: () => ({
        query:
          'query { getEPAVehiclesByMakeByYear(make: "Toyota", year: 2020, limit: 2) { items { id model kplCombined } nextToken } }',
      }),
    },
    {
      field: 'listEPAMakes',
      rule: 'signedIn',
      operation: () => ({ query: 'query { listEPAMakes(year: 2020) }' }),
    },
    {
      field: 'listEPAModels',
      rule: 'signedIn',
      operation: () => ({ query: 'query { listEPAModels(make: "toyota", year: 2020) }' }),
    },
  ],
};
