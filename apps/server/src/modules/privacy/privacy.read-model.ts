// Read model of the privacy centre and the own-data export (decision 016): reads, for one participant,
// participants (participants), users (identity), vehicles (vehicles), participant_connections
// (connections), mileage_reporting_options (devices), trips, trip_segments, trip_adjustments, trip_tracks
// (trips), mileage_reports (mileage reports), participant_statements (statements), transactions
// (billing), payment_cards, payment_card_authorizations, payment_attempts (payments),
// participant_inquiries, inquiry_comments (inquiries), notifications (notifications) and mro_events
// (MRO events). "Everything held about a participant" spans every module; one read model keyed by the
// username keeps the rule that nothing of anyone else can be read in one place, where it is tested.
import { and, count, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  inquiryComments,
  mileageReportingOptions,
  mileageReports,
  mroEvents,
  notifications,
  participantConnections,
  participantInquiries,
  participantStatements,
  participants,
  paymentAttempts,
  paymentCardAuthorizations,
  paymentCards,
  transactions,
  tripAdjustments,
  tripSegments,
  trips,
  tripTracks,
  users,
  vehicles,
} from '../../db/schema/index.js';

/** A row as exported: plain JSON values. */
export type ExportRow = Record<string, unknown>;

/** Everything held about one participant, by category (see PRIVACY_CATEGORIES in privacy.service.ts). */
export interface ParticipantData {
  account: { participant: ExportRow | null; identity: ExportRow | null };
  vehicles: ExportRow[];
  connections: ExportRow[];
  devices: ExportRow[];
  trips: ExportRow[];
  tripSegments: ExportRow[];
  tripAdjustments: ExportRow[];
  mroEvents: ExportRow[];
  mileageReports: ExportRow[];
  statements: ExportRow[];
  transactions: ExportRow[];
  paymentCards: ExportRow[];
  paymentCardAuthorizations: ExportRow[];
  paymentAttempts: ExportRow[];
  inquiries: ExportRow[];
  inquiryMessages: ExportRow[];
  notifications: ExportRow[];
  /** Location data, while it is still held (destroyed after the retention period). */
  location: { tripPoints: ExportRow[]; tripRoutes: ExportRow[]; vehicleLocations: ExportRow[] };
}

/** What the privacy centre counts for a participant. */
export interface ParticipantDataCounts {
  vehicles: number;
  devices: number;
  connections: number;
  trips: number;
  tripsWithLocation: number;
  locationPoints: number;
  photos: number;
  statements: number;
  transactions: number;
  paymentCards: number;
  messages: number;
  emails: number;
}

/** Secrets kept for provider calls: never written into an export (they are credentials, not data about the person). */
function without<T extends ExportRow>(row: T, keys: readonly string[]): ExportRow {
  const copy: ExportRow = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

export class PrivacyReadModel {
  constructor(private readonly db: Database) {}

  /**
   * The rows of `table` whose username is `username`, oldest first. Every read of this model goes
   * through here (or filters on the same column), so a row of another participant cannot be selected.
   */
  private async ofParticipant<T extends PgTable & { username: PgColumn; createdAt?: PgColumn }>(
    table: T,
    username: string,
    extra?: ReturnType<typeof and>,
  ): Promise<ExportRow[]> {
    const where = extra ? and(eq(table.username, username), extra) : eq(table.username, username);
    const query = this.db
      .select()
      .from(table as PgTable)
      .where(where);
    const rows = table.createdAt ? await query.orderBy(table.createdAt) : await query;
    return rows as ExportRow[];
  }

  async collect(username: string): Promise<ParticipantData> {
    const [participant] = await this.ofParticipant(participants, username);
    const [identity] = await this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, username));
    const vehicleRows = await this.ofParticipant(vehicles, username);
    const tripRows = await this.ofParticipant(trips, username);
    const tracks = await this.db
      .select()
      .from(tripTracks)
      .where(eq(tripTracks.username, username))
      .orderBy(tripTracks.tripId);
    const pointRows = tracks.flatMap((k) =>
      k.lat.map((lat, i) => ({
        tripId: k.tripId,
        lat,
        lng: k.lng[i] ?? null,
        timestamp: new Date(k.tMs[i] ?? 0),
        timeZone: k.timeZone,
      })),
    );
    return {
      account: { participant: participant ?? null, identity: identity ?? null },
      vehicles: vehicleRows.map((v) => without(v, ['locations'])),
      connections: (await this.ofParticipant(participantConnections, username)).map((c) =>
        without(c, ['authorizationCode', 'accessToken', 'refreshToken']),
      ),
      devices: await this.ofParticipant(mileageReportingOptions, username),
      trips: tripRows.map((t) => without(t, ['polyline', 'polylines'])),
      tripSegments: await this.ofParticipant(tripSegments, username),
      tripAdjustments: await this.ofParticipant(tripAdjustments, username),
      mroEvents: await this.db
        .select()
        .from(mroEvents)
        .where(eq(mroEvents.username, username))
        .orderBy(mroEvents.dateTime, mroEvents.id),
      mileageReports: await this.ofParticipant(mileageReports, username),
      statements: await this.ofParticipant(participantStatements, username),
      transactions: await this.ofParticipant(transactions, username),
      paymentCards: (await this.ofParticipant(paymentCards, username)).map((c) => without(c, ['token'])),
      paymentCardAuthorizations: await this.ofParticipant(paymentCardAuthorizations, username),
      paymentAttempts: (await this.ofParticipant(paymentAttempts, username)).map((a) =>
        without(a, ['paymentMethodToken', 'idempotencyKey']),
      ),
      inquiries: await this.ofParticipant(participantInquiries, username),
      // Staff's internal notes are never shown to participants (staff spec): messages only.
      inquiryMessages: await this.ofParticipant(inquiryComments, username, eq(inquiryComments.type, 'message')),
      notifications: await this.ofParticipant(notifications, username),
      location: {
        tripPoints: pointRows,
        tripRoutes: tripRows
          .filter((t) => t.polyline || (Array.isArray(t.polylines) && t.polylines.length > 0))
          .map((t) => ({ tripId: t.id, polyline: t.polyline, polylines: t.polylines })),
        vehicleLocations: vehicleRows
          .filter((v) => Array.isArray(v.locations) && v.locations.length > 0)
          .map((v) => ({ vehicleId: v.id, locations: v.locations })),
      },
    };
  }

  /** The privacy centre's counts for one participant (each query filtered by the username). */
  async counts(username: string): Promise<ParticipantDataCounts> {
    const n = async (table: PgTable & { username: PgColumn }, extra?: ReturnType<typeof and>) => {
      const where = extra ? and(eq(table.username, username), extra) : eq(table.username, username);
      const [row] = await this.db
        .select({ n: count() })
        .from(table as PgTable)
        .where(where);
      return Number(row?.n ?? 0);
    };
    const [photoRow] = await this.db
      .select({ n: sql<number>`coalesce(sum(jsonb_array_length(${mileageReports.photos})), 0)::int` })
      .from(mileageReports)
      .where(eq(mileageReports.username, username));
    const [withLocation] = await this.db
      .select({ n: sql<number>`count(distinct ${trips.id})::int` })
      .from(trips)
      .where(
        and(
          eq(trips.username, username),
          or(
            isNotNull(trips.polyline),
            ne(trips.polylines, sql`'[]'::jsonb`),
            sql`exists (select 1 from ${tripTracks} where ${tripTracks.tripId} = ${trips.id} and ${tripTracks.username} = ${username})`,
          ),
        ),
      );
    // A trip's points are one row of parallel arrays (decision 022): count the elements, not the rows.
    const [points] = await this.db
      .select({ n: sql<number>`coalesce(sum(cardinality(${tripTracks.lat})), 0)::int` })
      .from(tripTracks)
      .where(eq(tripTracks.username, username));
    return {
      vehicles: await n(vehicles),
      devices: await n(mileageReportingOptions),
      connections: await n(participantConnections),
      trips: await n(trips),
      tripsWithLocation: Number(withLocation?.n ?? 0),
      locationPoints: Number(points?.n ?? 0),
      photos: Number(photoRow?.n ?? 0),
      statements: await n(participantStatements),
      transactions: await n(transactions),
      paymentCards: await n(paymentCards),
      messages: (await n(participantInquiries)) + (await n(inquiryComments, eq(inquiryComments.type, 'message'))),
      emails: await n(notifications),
    };
  }
}
