import { REPORTING_OPTIONS } from '@rc/domain';
import { DATA_EXPORT_STATUSES } from '../../db/schema/data-exports.js';
import { builder } from '../../graphql/builder.js';
import type { ParticipantDataCounts } from './privacy.read-model.js';
import type { DataExportView, PrivacyCentreView } from './privacy.service.js';

const DataExportStatusEnum = builder.enumType('DataExportStatus', { values: DATA_EXPORT_STATUSES });
const PrivacyReportingOptionEnum = builder.enumType('PrivacyReportingOption', { values: REPORTING_OPTIONS });

const DataExport = builder.objectRef<DataExportView>('DataExport').implement({
  description:
    'An own-data export: a ZIP of everything held about the participant, built by a job, e-mailed as a signed link and deleted 7 days after it is ready',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeID('username'),
    status: t.field({ type: DataExportStatusEnum, resolve: (e) => e.status }),
    statusMessage: t.exposeString('statusMessage', { nullable: true }),
    stepsDone: t.exposeInt('stepsDone'),
    stepsTotal: t.exposeInt('stepsTotal'),
    sizeBytes: t.exposeInt('sizeBytes', { nullable: true }),
    requestedByStaff: t.exposeBoolean('requestedByStaff', {
      description: 'Asked for by staff on the participant’s behalf',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    downloadUrl: t.exposeString('downloadUrl', {
      nullable: true,
      description: 'A signed link for the caller while the export is ready; it ends with the export',
    }),
  }),
});

const PrivacyCounts = builder.objectRef<ParticipantDataCounts>('PrivacyDataCounts').implement({
  description: 'How many records of each category the product holds about the participant',
  fields: (t) => ({
    vehicles: t.exposeInt('vehicles'),
    devices: t.exposeInt('devices'),
    connections: t.exposeInt('connections'),
    trips: t.exposeInt('trips'),
    tripsWithLocation: t.exposeInt('tripsWithLocation', {
      description: 'Trips whose GPS points or route are still held',
    }),
    locationPoints: t.exposeInt('locationPoints'),
    photos: t.exposeInt('photos'),
    statements: t.exposeInt('statements'),
    transactions: t.exposeInt('transactions'),
    paymentCards: t.exposeInt('paymentCards'),
    messages: t.exposeInt('messages', { description: 'Inquiries and their messages (not staff notes)' }),
    emails: t.exposeInt('emails'),
  }),
});

const PrivacyCentre = builder.objectRef<PrivacyCentreView>('PrivacyCentre').implement({
  description: 'The privacy centre: what is held about the participant, how long it is kept, and their export',
  fields: (t) => ({
    username: t.exposeID('username'),
    reportingOption: t.field({
      type: PrivacyReportingOptionEnum,
      nullable: true,
      description: 'automatedWithLocation is the only option that records GPS',
      resolve: (p) => p.reportingOption,
    }),
    counts: t.field({ type: PrivacyCounts, resolve: (p) => p.counts }),
    locationRetentionDays: t.exposeInt('locationRetentionDays', {
      description: 'Days after a trip is paid or its dispute closed that its location data is destroyed',
    }),
    accountErasureDays: t.exposeInt('accountErasureDays', {
      description:
        "Days after the account is closed that its personal data is erased (the money records stay under the account's id)",
    }),
    pilotEndDate: t.exposeString('pilotEndDate', { description: 'YYYY-MM-DD (configuration PILOT_END_DATE)' }),
    pilotEndRetentionDays: t.exposeInt('pilotEndRetentionDays', {
      description: 'Days after the pilot ends that the other personal data is destroyed',
    }),
    exportRetentionDays: t.exposeInt('exportRetentionDays'),
    latestExport: t.field({ type: DataExport, nullable: true, resolve: (p) => p.latestExport }),
  }),
});

builder.queryFields((t) => ({
  getPrivacyCentre: t.field({
    type: PrivacyCentre,
    description: 'The privacy centre of a participant (the participant, or staff)',
    authScopes: { signedIn: true },
    args: { username: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.privacy.privacyCentre(ctx.actor, String(args.username)),
  }),
  getLatestDataExport: t.field({
    type: DataExport,
    nullable: true,
    description: "The participant's latest own-data export and its status (the participant, or staff)",
    authScopes: { signedIn: true },
    args: { username: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.privacy.latestDataExport(ctx.actor, String(args.username)),
  }),
}));

builder.mutationFields((t) => ({
  requestDataExport: t.field({
    type: DataExport,
    description:
      'Asks for a ZIP of everything held about the participant (the participant for themselves, staff for anyone); e-mailed to the participant when ready; audited',
    authScopes: { signedIn: true },
    args: { username: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.privacy.requestDataExport(ctx.actor, String(args.username)),
  }),
}));
