import { MILEAGE_REPORT_AUDIT_STATUSES } from '@rc/domain';
import type { MileageReportPhoto as PhotoRow } from '../../db/schema/index.js';
import { builder, DateKeyConditionInput, pageArgs } from '../../graphql/builder.js';
import type { MileageReportRow } from './mileage-reports.repository.js';
import {
  MAX_PLAUSIBLE_KM_PER_DAY,
  type MileageReportAuditSignal as MileageReportAuditSignalData,
  type MileageReportAuditSignals as MileageReportAuditSignalsData,
  PHOTO_CAPTURE_MAX_DAYS_BEFORE_REPORT,
} from './mileage-reports.service.js';

export const MileageReportAuditStatus = builder.enumType('MileageReportAuditStatus', {
  values: MILEAGE_REPORT_AUDIT_STATUSES,
});
type AuditStatus = (typeof MILEAGE_REPORT_AUDIT_STATUSES)[number];

const MileageReportPhoto = builder.objectRef<PhotoRow>('MileageReportPhoto').implement({
  fields: (t) => ({
    storageKey: t.exposeString('storageKey'),
    size: t.exposeInt('size'),
    mimeType: t.exposeString('mimeType'),
    url: t.string({
      nullable: true,
      description:
        'Signed link (15 minutes, for the signed-in viewer only) to the photo as a browser shows it: a JPEG copy for HEIC/HEIF originals',
      resolve: (p, _args, ctx) => ctx.services.mileageReports.photoLinks(ctx.actor, p)?.url ?? null,
    }),
    displayMimeType: t.string({
      nullable: true,
      description: 'Type of what url serves (image/jpeg for HEIC/HEIF originals)',
      resolve: (p, _args, ctx) => ctx.services.mileageReports.photoLinks(ctx.actor, p)?.displayMimeType ?? null,
    }),
    originalUrl: t.string({
      nullable: true,
      description: 'Signed link to the photo as uploaded',
      resolve: (p, _args, ctx) => ctx.services.mileageReports.photoLinks(ctx.actor, p)?.originalUrl ?? null,
    }),
  }),
});

const MileageReportAuditCheck = builder.enumType('MileageReportAuditCheck', {
  description:
    'captureDate: EXIF capture date against the report date; samePhotoFile: the stored photo is attached to another report; identicalBytes: a photo with the same SHA-256 was sent in another report; reading: against the previous approved reading (lower, or more than 1,600 km a day above it)',
  values: ['captureDate', 'samePhotoFile', 'identicalBytes', 'reading'] as const,
});
const MileageReportAuditSignalStatus = builder.enumType('MileageReportAuditSignalStatus', {
  description: 'warning: look closer; ok: checked, nothing found; unknown: nothing to check against',
  values: ['ok', 'warning', 'unknown'] as const,
});

const MileageReportMatch = builder
  .objectRef<{ id: string; username: string; tsReportDate: Date; auditStatus: string }>('MileageReportMatch')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      username: t.exposeID('username'),
      tsReportDate: t.expose('tsReportDate', { type: 'DateTime' }),
      auditStatus: t.field({ type: MileageReportAuditStatus, resolve: (r) => r.auditStatus as AuditStatus }),
    }),
  });

const MileageReportAuditSignal = builder.objectRef<MileageReportAuditSignalData>('MileageReportAuditSignal').implement({
  fields: (t) => ({
    check: t.field({ type: MileageReportAuditCheck, resolve: (s) => s.check }),
    status: t.field({ type: MileageReportAuditSignalStatus, resolve: (s) => s.status }),
    photoTakenAt: t.expose('photoTakenAt', { type: 'DateTime', nullable: true }),
    days: t.exposeFloat('days', { nullable: true }),
    matches: t.field({ type: [MileageReportMatch], resolve: (s) => s.matches ?? [] }),
    distanceKm: t.exposeFloat('distanceKm', { nullable: true }),
    kmPerDay: t.exposeFloat('kmPerDay', { nullable: true }),
  }),
});

const MileageReportAuditSignals = builder
  .objectRef<MileageReportAuditSignalsData>('MileageReportAuditSignals')
  .implement({
    description: 'What the mileage audit screen shows beside the photo (staff only).',
    fields: (t) => ({
      previousApprovedReading: t.exposeFloat('previousApprovedReading', {
        nullable: true,
        description: "The vehicle's highest approved reading in km (what approving charges from)",
      }),
      previousApprovedDate: t.expose('previousApprovedDate', { type: 'DateTime', nullable: true }),
      impliedDistance: t.exposeFloat('impliedDistance', { nullable: true, description: 'km since that reading' }),
      signals: t.field({ type: [MileageReportAuditSignal], resolve: (s) => s.signals }),
      maxKmPerDay: t.float({
        description: 'Above this many km a day since the previous approved reading, the reading is flagged',
        resolve: () => MAX_PLAUSIBLE_KM_PER_DAY,
      }),
      maxCaptureDays: t.float({
        description: 'A photo taken more than this many days before or after the report date is flagged',
        resolve: () => PHOTO_CAPTURE_MAX_DAYS_BEFORE_REPORT,
      }),
    }),
  });

export const MileageReport = builder.objectRef<MileageReportRow>('MileageReport').implement({
  description: 'A manual odometer report (odoMileage in km) with its photographs.',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeID('username'),
    vehicleId: t.exposeID('vehicleId'),
    auditStatus: t.field({ type: MileageReportAuditStatus, resolve: (r) => r.auditStatus as AuditStatus }),
    odoMileage: t.exposeFloat('odoMileage'),
    photos: t.field({ type: [MileageReportPhoto], resolve: (r) => r.photos }),
    tsReportDate: t.expose('tsReportDate', { type: 'DateTime' }),
    reason: t.exposeString('reason', { nullable: true }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    auditSignals: t.field({
      type: MileageReportAuditSignals,
      nullable: true,
      description: 'Tamper signals for the mileage audit (staff only; null for anyone else)',
      resolve: (r, _args, ctx) => ctx.services.mileageReports.auditSignals(ctx.actor, r),
    }),
  }),
});

const MileageReportConnection = builder
  .objectRef<{ items: MileageReportRow[]; nextToken: string | null }>('ModelMileageReportConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [MileageReport], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const MileageReportFilterInput = builder.inputType('ModelMileageReportFilterInput', {
  fields: (t) => ({
    vehicleId: t.id(),
    auditStatus: t.field({ type: MileageReportAuditStatus }),
  }),
});

const filterArg = (f: { vehicleId?: string | number | null; auditStatus?: string | null } | null | undefined) =>
  f ? { auditStatus: f.auditStatus ?? null, vehicleId: f.vehicleId == null ? null : String(f.vehicleId) } : null;

builder.queryFields((t) => ({
  listMileageReports: t.field({
    type: MileageReportConnection,
    authScopes: { signedIn: true },
    description: "A participant's reports, newest reading first (own, or any for staff).",
    args: {
      username: t.arg.id({ required: true }),
      tsReportDate: t.arg({ type: DateKeyConditionInput }),
      filter: t.arg({ type: MileageReportFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.mileageReports.listMileageReports(ctx.actor, {
        ...args,
        username: String(args.username),
        filter: filterArg(args.filter),
      }),
  }),
  getMileageReportsByAuditStatus: t.field({
    type: MileageReportConnection,
    authScopes: { admin: true },
    description: 'Reports with an audit status, oldest first (the mileage audit queue).',
    args: {
      auditStatus: t.arg({ type: MileageReportAuditStatus, required: true }),
      filter: t.arg({ type: MileageReportFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.mileageReports.getMileageReportsByAuditStatus(ctx.actor, {
        ...args,
        filter: filterArg(args.filter),
      }),
  }),
  countMileageReportsByAuditStatus: t.int({
    authScopes: { admin: true },
    description: 'How many reports have an audit status (pending reports remaining on the audit screen).',
    args: { auditStatus: t.arg({ type: MileageReportAuditStatus, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.mileageReports.countMileageReportsByAuditStatus(ctx.actor, args.auditStatus),
  }),
}));

const MileageReportPhotoInput = builder.inputType('MileageReportPhotoInput', {
  fields: (t) => ({
    storageKey: t.string({ required: true }),
    size: t.int({ required: true }),
    mimeType: t.string({ required: true }),
  }),
});

const CreateMileageReportInput = builder.inputType('CreateMileageReportInput', {
  description:
    'odoMileage in km, tsReportDate today (staff may give an earlier day); photos as answered by POST /api/mileage-reports/photos. auditStatus defaults to pending; only staff may set another status.',
  fields: (t) => ({
    username: t.id({ required: true }),
    vehicleId: t.id({ required: true }),
    odoMileage: t.float({ required: true }),
    tsReportDate: t.field({ type: 'DateTime', required: true }),
    photos: t.field({ type: [MileageReportPhotoInput], required: true }),
    auditStatus: t.field({ type: MileageReportAuditStatus }),
  }),
});

const UpdateMileageReportInput = builder.inputType('UpdateMileageReportInput', {
  description:
    'Staff audit: approved (odoMileage in km required; a different value corrects the reading) or rejected (reason required).',
  fields: (t) => ({
    id: t.id({ required: true }),
    username: t.id(),
    auditStatus: t.field({ type: MileageReportAuditStatus, required: true }),
    odoMileage: t.float(),
    reason: t.string(),
    tsReportDate: t.field({ type: 'DateTime' }),
  }),
});

builder.mutationFields((t) => ({
  createMileageReport: t.field({
    type: MileageReport,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateMileageReportInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.mileageReports.createMileageReport(ctx.actor, {
        ...args.input,
        username: String(args.input.username),
        vehicleId: String(args.input.vehicleId),
      }),
  }),
  updateMileageReport: t.field({
    type: MileageReport,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateMileageReportInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.mileageReports.updateMileageReport(ctx.actor, {
        ...args.input,
        id: String(args.input.id),
        username: args.input.username == null ? null : String(args.input.username),
      }),
  }),
}));
