import { MILEAGE_REPORT_AUDIT_STATUSES } from '@rc/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, inList, km, ts, updatedAt } from './columns.js';
import { participants } from './participants.js';
import { vehicles } from './vehicles.js';

export interface MileageReportPhoto {
  storageKey: string;
  size: number;
  mimeType: string;
}

/** A manual odometer report (odoMileage in km) with its photographs; audited by staff. */
export const mileageReports = pgTable(
  'mileage_reports',
  {
    id: idColumn(),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    odoMileage: km('odo_mileage').notNull(),
    tsReportDate: ts('ts_report_date').notNull(),
    photos: jsonb('photos').$type<MileageReportPhoto[]>().notNull().default([]),
    auditStatus: text('audit_status').notNull().default('pending'),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    /**
     * Hex SHA-256 of the first photo's bytes, taken when the report is created: the same photo
     * sent in another report is a tamper signal on the audit screen. Null for reports from before it.
     */
    photoSha256: text('photo_sha256'),
    /** When the first photo says it was taken (EXIF DateTimeOriginal, camera's clock, read as UTC); null when it does not say. */
    photoTakenAt: ts('photo_taken_at'),
  },
  (t) => [
    check('mileage_reports_audit_status_check', sql`${t.auditStatus} in (${inList(MILEAGE_REPORT_AUDIT_STATUSES)})`),
    check('mileage_reports_odo_mileage_check', sql`${t.odoMileage} >= 0`),
    index('mileage_reports_username_created_idx').on(t.username, t.createdAt),
    index('mileage_reports_username_report_date_idx').on(t.username, t.tsReportDate, t.id),
    index('mileage_reports_vehicle_report_date_idx').on(t.vehicleId, t.tsReportDate),
    index('mileage_reports_audit_status_created_idx').on(t.auditStatus, t.createdAt, t.id),
    index('mileage_reports_photo_sha256_idx').on(t.photoSha256),
  ],
);
