import { DISPUTE_ITEM_TYPES, DISPUTE_STATUSES } from '@rc/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { participantStatements } from './billing.js';
import { cents, createdAt, idColumn, inList, ts, updatedAt } from './columns.js';
import { participantInquiries } from './inquiries.js';
import { mileageReports } from './mileage-reports.js';
import { participants } from './participants.js';
import { tripAdjustments, trips } from './trips.js';

/** A file sent with a dispute (a photo, a receipt), in the participant's storage folder. */
export interface DisputeFile {
  storageKey: string;
  filename: string;
  contentType: string;
  size: number;
}

/**
 * A participant's dispute of a charge (docs/domain.md "Pilot calendar and disputes"): of a trip, of a
 * statement line (one vehicle in one state on a statement; tripId names the line's latest trip, which
 * a credit adjusts), or of a mileage report (whose charge is the trip made from it, when it was
 * approved). The conversation is
 * its inquiry. amountCents is the charge disputed when it was raised: while the dispute is open it is
 * left out of the participant's overdue standing, and the trip's location data is kept. Resolved
 * upheld or rejected by staff; an upheld credit is the trip adjustment it names.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: idColumn(),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => participantInquiries.id, { onDelete: 'restrict' }),
    itemType: text('item_type').notNull(),
    /** The trip disputed, or the trip a disputed mileage report was charged as (null: not charged). */
    tripId: text('trip_id').references(() => trips.id, { onDelete: 'restrict' }),
    mileageReportId: text('mileage_report_id').references(() => mileageReports.id, { onDelete: 'restrict' }),
    /** A statement line: the statement, the line's state and vehicle (null: the line names none). */
    statementId: text('statement_id').references(() => participantStatements.id, { onDelete: 'restrict' }),
    stateCode: text('state_code'),
    vehicleId: text('vehicle_id'),
    amountCents: cents('amount_cents').notNull().default(0),
    reason: text('reason').notNull(),
    files: jsonb('files').$type<DisputeFile[]>().notNull().default([]),
    /** The last moment it could be raised (null: the item was not billed yet when it was). */
    deadlineAt: ts('deadline_at'),
    status: text('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    creditCents: cents('credit_cents').notNull().default(0),
    adjustmentId: text('adjustment_id').references(() => tripAdjustments.id, { onDelete: 'restrict' }),
    resolvedAt: ts('resolved_at'),
    resolvedBy: text('resolved_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('disputes_item_type_check', sql`${t.itemType} in (${inList(DISPUTE_ITEM_TYPES)})`),
    check('disputes_status_check', sql`${t.status} in (${inList(DISPUTE_STATUSES)})`),
    check('disputes_amount_check', sql`${t.amountCents} >= 0 and ${t.creditCents} >= 0`),
    check(
      'disputes_item_check',
      sql`(${t.itemType} = 'trip' and ${t.tripId} is not null) or (${t.itemType} = 'mileageReport' and ${t.mileageReportId} is not null) or (${t.itemType} = 'statementLine' and ${t.statementId} is not null and ${t.stateCode} is not null)`,
    ),
    uniqueIndex('disputes_inquiry_id_idx').on(t.inquiryId),
    index('disputes_username_created_idx').on(t.username, t.createdAt),
    index('disputes_trip_id_idx').on(t.tripId),
    index('disputes_mileage_report_id_idx').on(t.mileageReportId),
    index('disputes_adjustment_id_idx').on(t.adjustmentId),
    index('disputes_statement_id_idx').on(t.statementId),
    // One open dispute per item; the standing and retention read the open ones.
    uniqueIndex('disputes_open_trip_idx').on(t.tripId).where(sql`${t.status} = 'open' and ${t.itemType} = 'trip'`),
    uniqueIndex('disputes_open_mileage_report_idx')
      .on(t.mileageReportId)
      .where(sql`${t.status} = 'open' and ${t.itemType} = 'mileageReport'`),
    uniqueIndex('disputes_open_statement_line_idx')
      .on(t.statementId, t.stateCode, sql`coalesce(${t.vehicleId}, '')`)
      .where(sql`${t.status} = 'open' and ${t.itemType} = 'statementLine'`),
    index('disputes_open_idx').on(t.status, t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);
