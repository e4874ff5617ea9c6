import { encodePolyline } from '@rc/domain';
import { cordons, tods, tollGantries, tolls } from '../../../db/schema/index.js';
import type { AccessModule } from './types.js';

const square = encodePolyline([
  [38.58, -121.5],
  [38.58, -121.49],
  [38.57, -121.49],
  [38.57, -121.5],
]);

const cordonInput = `{ state: "CA", name: "Walk cordon", zones: [{ name: "Zone", polyline: ${JSON.stringify(square)} }],
  days: [1, 2, 3], internalStart: "07:00", internalEnd: "09:00", entryFeeCents: 100, centsPerMileageUnit: 1.5 }`;

/** Rates, cordons, times of day and tolls: any signed-in user reads them; staff change them. */
export const access: AccessModule = {
  async seed(world) {
    const [cordon] = await world.db
      .insert(cordons)
      .values({ state: 'CA', name: 'Access cordon', zones: [{ name: 'Zone', polyline: square }], days: [1] })
      .returning();
    const [tod] = await world.db
      .insert(tods)
      .values({ name: 'Access tod', days: [6, 7], internalStart: '10:00', internalEnd: '12:00' })
      .returning();
    const [toll] = await world.db.insert(tolls).values({ state: 'CA', name: 'Access toll' }).returning();
    await world.db
      .insert(tollGantries)
      .values({ assetId: 'ACCESS-1', lat: 38, lon: -122, direction: 'N', tollId: toll!.id });
    world.ids.ratesCordon = cordon!.id;
    world.ids.ratesTod = tod!.id;
    world.ids.ratesToll = toll!.id;
  },
  cases: [
    {
      field: 'listMRORates',
      rule: 'signedIn',
      operation: () => ({
        query:
          'query { listMRORates(filter: { state: "CA" }, limit: 10) { items { mroType state centsPerMileageUnit centsPerFuelUnit } nextToken } }',
      }),
    },
    {
      field: 'updateMRORate',
      rule: 'admin',
      operation: () => ({
        query:
          'mutation { updateMRORate(input: { mroType: manual, state: "NV", centsPerMileageUnit: 1.2, centsPerFuelUnit: 6 }) { mroType state } }',
      }),
    },
    {
      field: 'getCordon',
      rule: 'signedIn',
      operation: (w) => ({
        query: 'query($id: ID!) { getCordon(id: $id) { id name zones { polyline } days internalStart } }',
        variables: { id: w.ids.ratesCordon },
      }),
    },
    {
      field: 'listCordons',
      rule: 'signedIn',
      operation: () => ({ query: 'query { listCordons(filter: { state: "CA" }) { items { id name } nextToken } }' }),
    },
    {
      field: 'createCordon',
      rule: 'admin',
      operation: () => ({ query: `mutation { createCordon(input: ${cordonInput}) { id } }` }),
    },
    {
      field: 'updateCordon',
      rule: 'admin',
      operation: (w) => ({
        query: 'mutation($id: ID!) { updateCordon(input: { id: $id, entryFeeCents: 250 }) { id entryFeeCents } }',
        variables: { id: w.ids.ratesCordon },
      }),
    },
    {
      field: 'getTod',
      rule: 'signedIn',
      operation: (w) => ({
        query: 'query($id: ID!) { getTod(id: $id) { id name days internalStart internalEnd } }',
        variables: { id: w.ids.ratesTod },
      }),
    },
    {
      field: 'listTods',
      rule: 'signedIn',
      operation: () => ({ query: 'query { listTods { items { id name } nextToken } }' }),
    },
    {
      field: 'createTod',
      rule: 'admin',
      operation: () => ({
        query:
          'mutation { createTod(input: { name: "Walk tod", days: [1], internalStart: "06:00", internalEnd: "07:00", centsPerMileageUnit: 2 }) { id } }',
      }),
    },
    {
      field: 'updateTod',
      rule: 'admin',
      operation: (w) => ({
        query: 'mutation($id: ID!) { updateTod(input: { id: $id, centsPerMileageUnit: 3 }) { id } }',
        variables: { id: w.ids.ratesTod },
      }),
    },
    {
      field: 'listTolls',
      rule: 'signedIn',
      operation: () => ({ query: 'query { listTolls(filter: { state: "CA" }) { items { id name gantryCount } } }' }),
    },
    {
      field: 'updateToll',
      rule: 'admin',
      operation: (w) => ({
        query: 'mutation($id: ID!) { updateToll(input: { id: $id, name: "Access toll renamed" }) { id name } }',
        variables: { id: w.ids.ratesToll },
      }),
    },
    {
      field: 'listRateHistory',
      rule: 'admin',
      operation: (w) => ({
        query: 'query($id: ID!) { listRateHistory(kind: tod, id: $id) { items { id effectiveFrom } nextToken } }',
        variables: { id: w.ids.ratesTod },
      }),
    },
    {
      field: 'listTollGantries',
      rule: 'signedIn',
      operation: (w) => ({
        query: 'query($id: ID!) { listTollGantries(tollId: $id) { items { assetId lat lon direction } } }',
        variables: { id: w.ids.ratesToll },
      }),
    },
  ],
};
