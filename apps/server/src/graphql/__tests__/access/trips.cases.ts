import {
  mileageReports,
  mroEvents,
  tripAdjustments,
  tripSegments,
  trips,
  tripTracks,
  vehicles,
  webhookEvents,
} from '../../../db/schema/index.js';
import type { AccessModule, Caller, World } from './types.js';

const callers: Caller['name'][] = ['anonymous', 'A', 'B', 'admin'];
const id = (w: World, name: string) => {
  const value = w.ids[name];
  if (!value) throw new Error(`no seeded id ${name}`);
  return value;
};

const photo = (username: string) => [
  { storageKey: `participant/${username}/mileage-reports/1722500000000.jpg`, size: 123456, mimeType: 'image/jpeg' },
];

/** Trips, their segments, GPS points and adjustments, MRO events, webhook events and mileage reports. */
export const access: AccessModule = {
  async seed(w) {
    const B = w.B;
    // createMileageReport needs a photo that was uploaded; store one where the upload would have.
    const [stored] = photo(B);
    if (stored) await w.storage.put(stored.storageKey, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), stored.mimeType);
    const [gpsVehicle] = await w.db
      .insert(vehicles)
      .values({
        username: B,
        make: 'Toyota',
        model: 'Prius',
        year: 2020,
        type: 'hybrid',
        mroType: 'automatedWithLocation',
      })
      .returning();
    const [otherVehicle] = await w.db
      .insert(vehicles)
      .values({ username: B, make: 'Honda', model: 'Civic', year: 2019, type: 'gas', mroType: 'automatedWithLocation' })
      .returning();
    w.ids.tripsVehicleB = gpsVehicle?.id ?? '';
    w.ids.tripsOtherVehicleB = otherVehicle?.id ?? '';
    for (const caller of ['B', 'admin'] as const) {
      const [manual] = await w.db
        .insert(vehicles)
        .values({ username: B, make: 'Ford', model: 'Focus', year: 2018, type: 'gas', mroType: 'manual' })
        .returning();
      w.ids[`tripsManualVehicle_${caller}`] = manual?.id ?? '';
    }
    const [trip] = await w.db
      .insert(trips)
      .values({
        username: B,
        vehicleId: gpsVehicle?.id,
        mroDeviceSerialNumber: 'SN-ACCESS-B',
        processStatus: 'processed',
        distMro: 12.5,
        polyline: '_p~iF~ps|U_ulLnnqC',
        tsStart: new Date(Date.now() - 3600_000),
        tsEnd: new Date(),
      })
      .returning();
    const tripId = trip?.id ?? '';
    w.ids.tripsTripB = tripId;
    await w.db.insert(tripSegments).values({ tripId, username: B, type: 'public', stateCode: 'CA', mileage: 12.5 });
    await w.db.insert(tripTracks).values({ tripId, username: B, lat: [38.58], lng: [-121.49], tMs: [Date.now()] });
    await w.db.insert(tripAdjustments).values({ tripId, username: B, adjMileage: 1, note: 'Seeded correction' });
    const [event] = await w.db
      .insert(mroEvents)
      .values({ tripId, username: B, mroDeviceSerialNumber: 'SN-ACCESS-B', code: 1004, description: 'Trip processed.' })
      .returning();
    w.ids.tripsMroEventB = event?.id ?? '';
    for (const caller of callers) {
      const [seg] = await w.db
        .insert(tripSegments)
        .values({ tripId, username: B, type: 'private', stateCode: 'CA', mileage: 0.5 })
        .returning();
      w.ids[`tripsSegment_${caller}`] = seg?.id ?? '';
      const [report] = await w.db
        .insert(mileageReports)
        .values({
          username: B,
          vehicleId: id(w, 'tripsManualVehicle_B'),
          odoMileage: 100 + callers.indexOf(caller),
          tsReportDate: new Date(Date.now() - (10 - callers.indexOf(caller)) * 86_400_000),
          photos: photo(B),
        })
        .returning();
      w.ids[`tripsMileageReport_${caller}`] = report?.id ?? '';
    }
    const [loose] = await w.db
      .insert(trips)
      .values({ username: B, vehicleId: gpsVehicle?.id, processStatus: 'pending' })
      .returning();
    w.ids.tripsAssociateTrip = loose?.id ?? '';
    const [delivery] = await w.db
      .insert(webhookEvents)
      .values({
        source: 'access-walk',
        sourceId: 'failed-delivery',
        status: 'failed',
        statusMessage: 'Failed to process trip T-1: unknown device SN-NONE',
        payload: { id: 'failed-delivery' },
      })
      .returning();
    w.ids.tripsFailedWebhookEvent = delivery?.id ?? '';
  },
  cases: [
    {
      field: 'getTrip',
      rule: 'own',
      operation: (w) => ({
        query: 'query($id: ID!) { getTrip(id: $id) { id totalDistance billableDistance totalFuel paymentStatus } }',
        variables: { id: id(w, 'tripsTripB') },
      }),
    },
    {
      field: 'getTripsByUsernameByCreatedAt',
      rule: 'own',
      operation: (w) => ({
        query:
          'query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 5) { items { id paymentStatus } nextToken } }',
        variables: { u: w.B },
      }),
    },
    {
      field: 'getTripsByUsernameByTsStart',
      rule: 'own',
      operation: (w) => ({
        query:
          'query($u: ID!) { getTripsByUsernameByTsStart(username: $u, limit: 5) { items { id paymentStatus } nextToken } }',
        variables: { u: w.B },
      }),
    },
    {
      field: 'listTrips',
      rule: 'admin',
      operation: () => ({ query: 'query { listTrips(limit: 2) { items { id } nextToken } }' }),
    },
    {
      field: 'searchTrips',
      rule: 'admin',
      operation: () => ({
        query: `query { searchTrips(createdAt: { ge: "${new Date(Date.now() - 30 * 86_400_000).toISOString()}", lt: "${new Date(Date.now() + 86_400_000).toISOString()}" }, limit: 2) { items { id participant { username } } nextToken } }`,
      }),
    },
    {
      field: 'getTripsByReviewStatusByCreatedAt',
      rule: 'admin',
      operation: () => ({
        query: 'query { getTripsByReviewStatusByCreatedAt(reviewStatus: pending, limit: 2) { items { id } } }',
      }),
    },
    {
      field: 'getTripsByProcessStatusByCreatedAt',
      rule: 'admin',
      operation: () => ({
        query: 'query { getTripsByProcessStatusByCreatedAt(processStatus: processed, limit: 2) { items { id } } }',
      }),
    },
    {
      field: 'listTripSegments',
      rule: 'own',
      operation: (w) => ({
        query: 'query($t: ID!) { listTripSegments(tripId: $t) { items { id type } nextToken } }',
        variables: { t: id(w, 'tripsTripB') },
      }),
    },
    {
      field: 'listTripBins',
      rule: 'own',
      operation: (w) => ({
        query: 'query($t: ID!) { listTripBins(tripId: $t) { items { lat lng } nextToken } }',
        variables: { t: id(w, 'tripsTripB') },
      }),
    },
    {
      field: 'listTripAdjustments',
      rule: 'own',
      operation: (w) => ({
        query: 'query($t: ID!) { listTripAdjustments(tripId: $t) { items { id note } nextToken } }',
        variables: { t: id(w, 'tripsTripB') },
      }),
    },
    {
      field: 'createTripAdjustment',
      rule: 'admin',
      operation: (w) => ({
        query:
          'mutation($t: ID!) { createTripAdjustment(input: { tripId: $t, adjMileageFeeCents: -25, note: "Access walk" }) { id paymentStatus } }',
        variables: { t: id(w, 'tripsTripB') },
      }),
    },
    {
      field: 'deleteTripSegment',
      rule: 'admin',
      operation: (w, caller) => ({
        query: 'mutation($t: ID!, $id: ID!) { deleteTripSegment(input: { tripId: $t, id: $id }) { id } }',
        variables: { t: id(w, 'tripsTripB'), id: id(w, `tripsSegment_${caller}`) },
      }),
    },
    {
      field: 'updateTrip',
      rule: 'admin',
      operation: (w) => ({
        query:
          'mutation($t: ID!) { updateTrip(input: { id: $t, reviewStatus: pending }) { id reviewStatus reviewReason } }',
        variables: { t: id(w, 'tripsTripB') },
      }),
    },
    {
      field: 'tripAssociate',
      rule: 'admin',
      operation: (w) => ({
        query:
          'mutation($t: [ID!]!, $u: ID!, $v: ID!) { tripAssociate(trips: $t, username: $u, vehicle_id: $v) { id } }',
        variables: { t: [id(w, 'tripsAssociateTrip')], u: w.B, v: id(w, 'tripsOtherVehicleB') },
      }),
    },
    {
      field: 'getMroEventsByTripId',
      rule: 'own',
      operation: (w) => ({
        query: 'query($t: ID!) { getMroEventsByTripId(tripId: $t) { items { id code } nextToken } }',
        variables: { t: id(w, 'tripsTripB') },
      }),
    },
    {
      field: 'getMroEventsByIsProcessedByDateTime',
      rule: 'admin',
      operation: () => ({
        query: 'query { getMroEventsByIsProcessedByDateTime(isProcessed: false, limit: 2) { items { id } } }',
      }),
    },
    {
      field: 'listMroEvents',
      rule: 'admin',
      operation: () => ({
        query: 'query { listMroEvents(filter: { isProcessed: false, code: 16 }, limit: 2) { items { id } } }',
      }),
    },
    {
      field: 'getMroEventsByMroDeviceSerialNumber',
      rule: 'admin',
      operation: () => ({
        query: 'query { getMroEventsByMroDeviceSerialNumber(mroDeviceSerialNumber: "SN-ACCESS-B") { items { id } } }',
      }),
    },
    {
      field: 'getMroEventsByUsername',
      rule: 'own',
      operation: (w) => ({
        query: 'query($u: ID!) { getMroEventsByUsername(username: $u, filter: { flagged: false }) { items { id } } }',
        variables: { u: w.B },
      }),
    },
    {
      field: 'updateMroEvent',
      rule: 'admin',
      operation: (w) => ({
        query: 'mutation($id: ID!) { updateMroEvent(input: { id: $id, flagged: true }) { id flagged } }',
        variables: { id: id(w, 'tripsMroEventB') },
      }),
    },
    {
      field: 'getWebhookEventsByStatusByCreatedAt',
      rule: 'admin',
      operation: () => ({
        query: 'query { getWebhookEventsByStatusByCreatedAt(status: pending) { items { id payload } nextToken } }',
      }),
    },
    {
      field: 'retryWebhookEvent',
      rule: 'admin',
      operation: (w) => ({
        query: 'mutation($id: ID!) { retryWebhookEvent(id: $id) { id status } }',
        variables: { id: id(w, 'tripsFailedWebhookEvent') },
      }),
    },
    {
      field: 'listMileageReports',
      rule: 'own',
      operation: (w) => ({
        query: 'query($u: ID!) { listMileageReports(username: $u) { items { id odoMileage photos { storageKey } } } }',
        variables: { u: w.B },
      }),
    },
    {
      field: 'getMileageReportsByAuditStatus',
      rule: 'admin',
      operation: () => ({
        query: 'query { getMileageReportsByAuditStatus(auditStatus: pending, limit: 2) { items { id } } }',
      }),
    },
    {
      field: 'countMileageReportsByAuditStatus',
      rule: 'admin',
      operation: () => ({ query: 'query { countMileageReportsByAuditStatus(auditStatus: pending) }' }),
    },
    {
      field: 'createMileageReport',
      rule: 'own',
      operation: (w, caller) => ({
        query: `mutation($input: CreateMileageReportInput!) { createMileageReport(input: $input) { id auditStatus } }`,
        variables: {
          input: {
            username: w.B,
            vehicleId: w.ids[`tripsManualVehicle_${caller}`] ?? id(w, 'tripsManualVehicle_B'),
            odoMileage: 5000,
            tsReportDate: new Date().toISOString(),
            photos: photo(w.B),
          },
        },
      }),
    },
    {
      field: 'updateMileageReport',
      rule: 'admin',
      operation: (w, caller) => ({
        query:
          'mutation($id: ID!) { updateMileageReport(input: { id: $id, auditStatus: rejected, reason: "Photo unreadable" }) { id auditStatus } }',
        variables: { id: id(w, `tripsMileageReport_${caller}`) },
      }),
    },
  ],
};
