import { builder, pageArgs } from '../../graphql/builder.js';
import { Trip } from '../trips/trips.schema.js';
import type {
  LocationRetentionRunRow,
  LocationRetentionTripRow,
  ParticipantRetentionCounts,
} from './location-retention.repository.js';
import type { TripLocationRetention } from './location-retention.service.js';

const LocationRetentionStatus = builder.enumType('LocationRetentionStatus', {
  values: ['KEPT', 'DESTROYED'] as const,
});

const LocationRetentionRef = builder.objectRef<TripLocationRetention>('TripLocationRetention').implement({
  description:
    "What happens to a trip's location data (GPS points, routes, the points of its device delivery): kept until keptUntil, or destroyed on destroyedAt (decision 015)",
  fields: (t) => ({
    status: t.field({ type: LocationRetentionStatus, resolve: (r) => r.status }),
    keptUntil: t.expose('keptUntil', {
      type: 'DateTime',
      nullable: true,
      description: 'KEPT: the day the period ends; null while the trip has charges not yet paid',
    }),
    destroyedAt: t.expose('destroyedAt', { type: 'DateTime', nullable: true }),
    retentionDays: t.exposeInt('retentionDays', {
      description: 'Days the data is kept after the charges are paid (LOCATION_RETENTION_DAYS)',
    }),
  }),
});

builder.objectField(Trip, 'locationRetention', (t) =>
  t.loadable({
    type: LocationRetentionRef,
    nullable: true,
    description: "The retention of the trip's location data, for its participant and staff",
    load: async (ids: string[], ctx) => {
      const byId = await ctx.services.locationRetention.tripRetention(ids);
      return ids.map((id) => byId.get(id) ?? null);
    },
    resolve: (trip) => trip.id,
  }),
);

const ParticipantCountsRef = builder
  .objectRef<ParticipantRetentionCounts>('LocationRetentionParticipantCounts')
  .implement({
    description: 'What one run destroyed of one participant',
    fields: (t) => ({
      username: t.exposeID('username'),
      trips: t.exposeInt('trips'),
      bins: t.exposeInt('bins', { description: 'GPS points' }),
      polylines: t.exposeInt('polylines', { description: 'Routes: trip route versions and segment routes' }),
      segments: t.exposeInt('segments', { description: 'Segments whose routes and point ids were emptied' }),
      deliveryPoints: t.exposeInt('deliveryPoints', { description: 'GPS points in the stored device deliveries' }),
    }),
  });

const TripCountsRef = builder.objectRef<LocationRetentionTripRow>('LocationRetentionTrip').implement({
  description: 'What one run destroyed of one trip',
  fields: (t) => ({
    tripId: t.exposeID('tripId'),
    username: t.exposeID('username'),
    bins: t.exposeInt('bins'),
    polylines: t.exposeInt('polylines'),
    segments: t.exposeInt('segments'),
    deliveryPoints: t.exposeInt('deliveryPoints'),
    destroyedAt: t.expose('destroyedAt', { type: 'DateTime' }),
  }),
});

const RunRef = builder.objectRef<LocationRetentionRunRow>('LocationRetentionRun').implement({
  description: 'One run of the daily location retention job and what it destroyed (staff)',
  fields: (t) => ({
    id: t.exposeID('id'),
    ranAt: t.expose('ranAt', { type: 'DateTime', description: 'The instant the run judged periods by' }),
    retentionDays: t.exposeInt('retentionDays'),
    participants: t.exposeInt('participants'),
    trips: t.exposeInt('trips'),
    bins: t.exposeInt('bins'),
    polylines: t.exposeInt('polylines'),
    segments: t.exposeInt('segments'),
    deliveryPoints: t.exposeInt('deliveryPoints'),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    participantCounts: t.loadableList({
      type: ParticipantCountsRef,
      description: 'Per participant, by username',
      load: async (ids: string[], ctx) => {
        const byRun = await ctx.services.locationRetention.participantCounts(ids);
        return ids.map((id) => byRun.get(id) ?? []);
      },
      resolve: (r) => r.id,
    }),
    tripCounts: t.field({
      type: [TripCountsRef],
      description: 'Per trip (at most `limit`, 500 by default), by participant and trip',
      args: { username: t.arg.id(), limit: t.arg.int() },
      resolve: (r, args, ctx) =>
        ctx.services.locationRetention.runTrips(
          r.id,
          args.username ? String(args.username) : null,
          args.limit ?? undefined,
        ),
    }),
  }),
});

const RunConnection = builder
  .objectRef<{ items: LocationRetentionRunRow[]; nextToken: string | null }>('LocationRetentionRunConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [RunRef], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  listLocationRetentionRuns: t.field({
    type: RunConnection,
    authScopes: { admin: true },
    description: 'Staff: the runs of the location retention job, newest first',
    args: { ...pageArgs(t) },
    resolve: (_root, args, ctx) => ctx.services.locationRetention.listRuns(ctx.actor, args),
  }),
  getLocationRetentionRun: t.field({
    type: RunRef,
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.locationRetention.getRun(ctx.actor, String(args.id)),
  }),
}));
