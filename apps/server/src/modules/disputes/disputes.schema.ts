import type { ObjectRef } from '@pothos/core';
import {
  DISPUTE_ITEM_TYPES,
  DISPUTE_OUTCOMES,
  DISPUTE_STATUSES,
  type DisputeItemType,
  type DisputeStatus,
} from '@rc/domain';
import type { DisputeFile } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { limitSupportMessages, ParticipantInquiry } from '../inquiries/inquiries.schema.js';
import { MileageReport } from '../mileage-reports/mileage-reports.schema.js';
import { ParticipantStatement } from '../statements/statements.schema.js';
import { Trip, TripAdjustment } from '../trips/trips.schema.js';
import type { DisputeRow } from './disputes.repository.js';
import type { DisputableItem } from './disputes.service.js';

const DisputeItemTypeEnum = builder.enumType('DisputeItemType', { values: DISPUTE_ITEM_TYPES });
const DisputeStatusEnum = builder.enumType('DisputeStatus', {
  values: DISPUTE_STATUSES,
  description: 'open until staff decide; then upheld (a credit, if any, is an adjustment of the trip) or rejected',
});
const DisputeOutcomeEnum = builder.enumType('DisputeOutcome', { values: DISPUTE_OUTCOMES });

const DisputeFileRef = builder.objectRef<DisputeFile>('DisputeFile').implement({
  fields: (t) => ({
    filename: t.exposeString('filename'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size'),
    url: t.string({
      nullable: true,
      description: 'A signed download link for the signed-in viewer (15 minutes)',
      resolve: (f, _args, ctx) =>
        ctx.actor
          ? ctx.services.storageLinks.url(ctx.actor.username, f.storageKey, { downloadName: f.filename }).url
          : null,
    }),
  }),
});

export const Dispute = builder.objectRef<DisputeRow>('Dispute').implement({
  description:
    "A participant's dispute of a charge (a trip, a statement line or a mileage report); the conversation is its inquiry (category Mileage Reporting)",
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeID('username'),
    inquiryId: t.exposeID('inquiryId'),
    itemType: t.field({ type: DisputeItemTypeEnum, resolve: (d) => d.itemType as DisputeItemType }),
    tripId: t.exposeID('tripId', {
      nullable: true,
      description:
        "The trip disputed, the trip a disputed mileage report was charged as, or a statement line's latest trip (a credit adjusts it)",
    }),
    mileageReportId: t.exposeID('mileageReportId', { nullable: true }),
    statementId: t.exposeID('statementId', { nullable: true, description: 'A statement line: its statement' }),
    stateCode: t.exposeString('stateCode', { nullable: true, description: "A statement line: the line's state" }),
    vehicleId: t.exposeID('vehicleId', {
      nullable: true,
      description: "A statement line: the line's vehicle (null: the line names none)",
    }),
    amountCents: t.exposeInt('amountCents', { description: 'The charge disputed when it was raised' }),
    reason: t.exposeString('reason'),
    files: t.field({
      type: [DisputeFileRef],
      description: 'Sent with it through POST /api/disputes',
      resolve: (d) => d.files,
    }),
    deadlineAt: t.expose('deadlineAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The last moment it could be raised: DISPUTE_PERIOD_DAYS after the statement (null: not billed yet)',
    }),
    status: t.field({ type: DisputeStatusEnum, resolve: (d) => d.status as DisputeStatus }),
    resolutionNote: t.exposeString('resolutionNote', { nullable: true, description: 'The decision as sent' }),
    creditCents: t.exposeInt('creditCents', { description: 'Upheld: the credit given (an adjustment of the trip)' }),
    adjustmentId: t.exposeID('adjustmentId', { nullable: true }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
    resolvedBy: t.exposeString('resolvedBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const DisputableItemRef = builder.objectRef<DisputableItem>('DisputableItem').implement({
  description: 'What the dispute form shows of a trip or mileage report',
  fields: (t) => ({
    itemType: t.field({ type: DisputeItemTypeEnum, resolve: (i) => i.itemType }),
    itemId: t.exposeID('itemId'),
    amountCents: t.exposeInt('amountCents', { description: 'What it charged, net of adjustments (never below 0)' }),
    deadlineAt: t.expose('deadlineAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The last moment it may be disputed (null: not billed yet)',
    }),
    periodDays: t.exposeInt('periodDays', {
      description: 'DISPUTE_PERIOD_DAYS: days after its statement it may be disputed',
    }),
    canDispute: t.exposeBoolean('canDispute'),
    openDispute: t.field({ type: Dispute, nullable: true, resolve: (i) => i.openDispute }),
  }),
});

builder.objectField(Trip, 'dispute', (t) =>
  t.loadable({
    type: Dispute,
    nullable: true,
    description: 'The newest dispute of the trip, open or decided',
    load: async (ids: string[], ctx) => {
      const byTrip = await ctx.services.disputes.latestOfTrips(ids);
      return ids.map((id) => byTrip.get(id) ?? null);
    },
    resolve: (trip) => trip.id,
  }),
);

builder.objectField(MileageReport, 'dispute', (t) =>
  t.loadable({
    type: Dispute,
    nullable: true,
    description: 'The newest dispute of the report, open or decided',
    load: async (ids: string[], ctx) => {
      const byReport = await ctx.services.disputes.latestOfMileageReports(ids);
      return ids.map((id) => byReport.get(id) ?? null);
    },
    resolve: (report) => report.id,
  }),
);

/**
 * The two fields lists read of a row's newest dispute (its status, and the inquiry to open): an object
 * would cost a whole row per row of a page.
 */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

function latestDisputeFields<Row extends { id: string }>(
  ref: ObjectRef<Types, Row>,
  latest: 'latestOfTrips' | 'latestOfMileageReports',
) {
  builder.objectFields(ref, (t) => ({
    disputeStatus: t.loadable({
      type: DisputeStatusEnum,
      nullable: true,
      description: "The newest dispute's status (null: never disputed)",
      load: async (ids: string[], ctx) => {
        const byId = await ctx.services.disputes[latest](ids);
        return ids.map((id) => (byId.get(id)?.status as DisputeStatus | undefined) ?? null);
      },
      resolve: (row) => row.id,
    }),
    disputeInquiryId: t.loadable({
      type: 'ID',
      nullable: true,
      description: "The newest dispute's inquiry (null: never disputed)",
      load: async (ids: string[], ctx) => {
        const byId = await ctx.services.disputes[latest](ids);
        return ids.map((id) => byId.get(id)?.inquiryId ?? null);
      },
      resolve: (row) => row.id,
    }),
  }));
}
latestDisputeFields(Trip, 'latestOfTrips');
latestDisputeFields(MileageReport, 'latestOfMileageReports');

builder.objectField(ParticipantStatement, 'lineDisputes', (t) =>
  t.loadableList({
    type: Dispute,
    description: 'The newest dispute of each line of the statement that was disputed (vehicle and state)',
    load: async (ids: string[], ctx) => {
      const rows = await ctx.services.disputes.latestOfStatementLines(ids);
      return ids.map((id) => rows.filter((d) => d.statementId === id));
    },
    resolve: (statement) => statement.id,
  }),
);

builder.objectField(ParticipantInquiry, 'dispute', (t) =>
  t.loadable({
    type: Dispute,
    nullable: true,
    description: 'The dispute this inquiry is the conversation of, if any',
    load: async (ids: string[], ctx) => {
      const byInquiry = await ctx.services.disputes.ofInquiries(ids);
      return ids.map((id) => byInquiry.get(id) ?? null);
    },
    resolve: (inquiry) => inquiry.id,
  }),
);

builder.objectField(TripAdjustment, 'dispute', (t) =>
  t.loadable({
    type: Dispute,
    nullable: true,
    description: 'The dispute whose upheld credit this adjustment is',
    load: async (ids: string[], ctx) => {
      const byAdjustment = await ctx.services.disputes.ofAdjustments(ids);
      return ids.map((id) => byAdjustment.get(id) ?? null);
    },
    resolve: (adjustment) => adjustment.id,
  }),
);

builder.queryFields((t) => ({
  getDisputableItem: t.field({
    type: DisputableItemRef,
    authScopes: { signedIn: true },
    description:
      "A trip's, statement line's or mileage report's charge as the dispute form shows it (its participant or staff); a statement line's itemId is statementId/stateCode/vehicleId",
    args: {
      itemType: t.arg({ type: DisputeItemTypeEnum, required: true }),
      itemId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.disputes.disputableItem(ctx.actor, { itemType: args.itemType, itemId: String(args.itemId) }),
  }),
  getDispute: t.field({
    type: Dispute,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.disputes.getDispute(ctx.actor, String(args.id)),
  }),
}));

const CreateDisputeInput = builder.inputType('CreateDisputeInput', {
  fields: (t) => ({
    itemType: t.field({ type: DisputeItemTypeEnum, required: true }),
    itemId: t.id({ required: true }),
    subject: t.string({ required: true, description: "The inquiry's subject, in the participant's words" }),
    reason: t.string({ required: true, description: 'At least 25 characters' }),
  }),
});

const ResolveDisputeInput = builder.inputType('ResolveDisputeInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    outcome: t.field({ type: DisputeOutcomeEnum, required: true }),
    note: t.string({ required: true, description: 'The decision, sent to the participant as a message' }),
    creditCents: t.int({ description: 'Upheld: a credit of at most the disputed amount (default 0)' }),
  }),
});

builder.mutationFields((t) => ({
  createDispute: t.field({
    type: Dispute,
    authScopes: { signedIn: true },
    description:
      'A participant disputes a charge of theirs (staff on their behalf) within DISPUTE_PERIOD_DAYS of its statement',
    args: { input: t.arg({ type: CreateDisputeInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      await limitSupportMessages(ctx);
      return ctx.services.disputes.createDispute(ctx.actor, { ...args.input, itemId: String(args.input.itemId) });
    },
  }),
  resolveDispute: t.field({
    type: Dispute,
    authScopes: { admin: true },
    description: 'Staff decide a dispute; the decision is sent to the participant and its inquiry closed',
    args: { input: t.arg({ type: ResolveDisputeInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.disputes.resolveDispute(ctx.actor, { ...args.input, id: String(args.input.id) }),
  }),
}));
