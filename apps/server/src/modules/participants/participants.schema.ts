import { PARTICIPANT_STATUSES } from '@rc/domain';
import { builder, pageArgs } from '../../graphql/builder.js';
import { PilotProgram } from '../programs/programs.schema.js';
import type { ParticipantRow } from './participants.repository.js';

const ParticipantStatus = builder.enumType('ParticipantStatus', { values: PARTICIPANT_STATUSES });

const Address = builder.objectRef<ParticipantRow>('Address').implement({
  fields: (t) => ({
    address1: t.exposeString('address1', { nullable: true }),
    address2: t.exposeString('address2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    extendedPostalCode: t.exposeString('extendedPostalCode', { nullable: true }),
  }),
});

const flagFields = [
  'hasIntegrityViolation',
  'isBillingOverdue',
  'isBillingDefault',
  'isInactive',
  'isVinMismatch',
  'isLegislator',
  'isVIP',
  'isGovernmentEmployee',
  'isCaliforniaElected',
  'agreeGlobalParticipantAgreement',
  'agreeGlobalPrivacyPolicy',
] as const;

const nullableText = [
  'firstName',
  'middleName',
  'lastName',
  'phoneNumber',
  'preferredContactType',
  'gender',
  'ageGroup',
  'statusMessage',
  'governmentAffiliation',
  'mroDataProviderPreference',
  'mroDevicePreference',
  'closedReason',
  'closedBy',
  'updatedBy',
] as const;

const Participant = builder.objectRef<ParticipantRow>('Participant').implement({
  fields: (t) => ({
    username: t.exposeID('username'),
    accountNo: t.string({ resolve: (p) => String(p.accountNo) }),
    email: t.exposeString('email'),
    ...Object.fromEntries(nullableText.map((f) => [f, t.exposeString(f, { nullable: true })])),
    address: t.field({ type: Address, resolve: (p) => p }),
    status: t.field({ type: ParticipantStatus, resolve: (p) => p.status as (typeof PARTICIPANT_STATUSES)[number] }),
    mroManualCapture: t.exposeBoolean('mroManualCapture'),
    onboardedDate: t.expose('onboardedDate', { type: 'DateTime', nullable: true }),
    firstDataReceivedDate: t.expose('firstDataReceivedDate', { type: 'DateTime', nullable: true }),
    closedDate: t.expose('closedDate', { type: 'DateTime', nullable: true }),
    participantPilotProgramId: t.exposeID('participantPilotProgramId', { nullable: true }),
    pilotProgram: t.field({
      type: PilotProgram,
      nullable: true,
      resolve: (p) => p.participantPilotProgramId,
    }),
    roadChargeCreditCents: t.exposeInt('roadChargeCreditCents'),
    sumFuelTaxCreditCents: t.exposeInt('sumFuelTaxCreditCents'),
    sumMileageUserFeeCents: t.exposeInt('sumMileageUserFeeCents'),
    ...Object.fromEntries(flagFields.map((f) => [f, t.exposeBoolean(f)])),
    language: t.exposeString('language'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ParticipantConnection = builder
  .objectRef<{ items: ParticipantRow[]; nextToken: string | null }>('ModelParticipantConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Participant], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  getParticipant: t.field({
    type: Participant,
    nullable: true,
    authScopes: { signedIn: true },
    args: { username: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.participants.getParticipant(ctx.actor, String(args.username)),
  }),
  listParticipants: t.field({
    type: ParticipantConnection,
    authScopes: { admin: true },
    args: pageArgs(t),
    resolve: (_root, args, ctx) => ctx.services.participants.listParticipants(ctx.actor, args),
  }),
}));
