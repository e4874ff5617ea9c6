import {
  PARTICIPANT_STATUSES,
  STAFF_PARTICIPANT_FLAGS,
  STAFF_PARTICIPANT_PAGE,
  STAFF_PARTICIPANT_SORT_FIELDS,
} from '@rc/domain';
import { builder, DateKeyConditionInput, pageArgs, SortDirectionEnum } from '../../graphql/builder.js';
import { MAX_LIMIT_EXTENSION } from '../../graphql/cost-limit.js';
import { PilotProgram } from '../programs/programs.schema.js';
import type { ParticipantRow } from './participants.repository.js';

export const ParticipantStatus = builder.enumType('ParticipantStatus', { values: PARTICIPANT_STATUSES });

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

export const Participant = builder.objectRef<ParticipantRow>('Participant').implement({
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

const ParticipantFilterInput = builder.inputType('ModelParticipantFilterInput', {
  fields: (t) => ({
    onboardedDate: t.field({ type: DateKeyConditionInput }),
    status: t.field({ type: ParticipantStatus }),
  }),
});

const StaffParticipantFlag = builder.enumType('StaffParticipantFlag', {
  description: 'A flag the staff list filters on',
  values: STAFF_PARTICIPANT_FLAGS,
});

const StaffParticipantSortField = builder.enumType('StaffParticipantSortField', {
  description:
    'Order of the staff list, ties broken by username. lastName and email ignore case (no last name sorts as empty); no onboardedDate sorts before every date (last when DESC).',
  values: STAFF_PARTICIPANT_SORT_FIELDS,
});

const StaffParticipantFilterInput = builder.inputType('StaffParticipantFilterInput', {
  description: 'Every condition given must hold',
  fields: (t) => ({
    status: t.field({ type: [ParticipantStatus], description: 'Any of these statuses' }),
    participantPilotProgramId: t.id(),
    flags: t.field({ type: [StaffParticipantFlag], description: 'All of these flags are set' }),
    onboardedDate: t.field({ type: DateKeyConditionInput }),
  }),
});

builder.queryFields((t) => ({
  searchParticipants: t.field({
    type: ParticipantConnection,
    authScopes: { admin: true },
    description:
      'Staff: the participant list and its search box. `search` matches, without case, the start of a first name, last name, "first last", e-mail, account number, phone number (digits only), VIN of a vehicle or serial number of a device. limit: 20 by default, at most 100; createdAt DESC by default.',
    args: {
      search: t.arg.string(),
      filter: t.arg({ type: StaffParticipantFilterInput }),
      sortField: t.arg({ type: StaffParticipantSortField }),
      sortDirection: t.arg({ type: SortDirectionEnum }),
      limit: t.arg.int(),
      nextToken: t.arg.string(),
    },
    // The cost limit counts its pages at their real maximum.
    extensions: { [MAX_LIMIT_EXTENSION]: STAFF_PARTICIPANT_PAGE.maxLimit },
    resolve: (_root, args, ctx) => ctx.services.participantSearch.searchParticipants(ctx.actor, args),
  }),
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
    description: 'Staff: participants by creation time (newest first by default), filtered by onboardedDate and status',
    args: { filter: t.arg({ type: ParticipantFilterInput }), ...pageArgs(t) },
    resolve: (_root, args, ctx) => ctx.services.participants.listParticipants(ctx.actor, args),
  }),
  getParticipantsByStatus: t.field({
    type: ParticipantConnection,
    authScopes: { admin: true },
    description: 'Staff: participants of one status by creation time (newest first by default)',
    args: {
      status: t.arg({ type: ParticipantStatus, required: true }),
      createdAt: t.arg({ type: DateKeyConditionInput }),
      filter: t.arg({ type: ParticipantFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) => ctx.services.participants.getParticipantsByStatus(ctx.actor, args),
  }),
}));

const UpdateParticipantInput = builder.inputType('UpdateParticipantInput', {
  description:
    'Only the fields given change. Participants may change their profile, mroDevicePreference and (while status is created) participantPilotProgramId; staff may also set status, statusMessage, closedReason and the flags.',
  fields: (t) => ({
    username: t.id({ required: true }),
    firstName: t.string(),
    middleName: t.string(),
    lastName: t.string(),
    phoneNumber: t.string({ description: 'Formatted (999) 999-9999' }),
    address1: t.string(),
    address2: t.string(),
    city: t.string(),
    state: t.string({ description: 'US state code' }),
    postalCode: t.string({ description: 'Five digits' }),
    preferredContactType: t.string({ description: 'email or phone' }),
    gender: t.string(),
    ageGroup: t.string(),
    language: t.string({ description: 'en or es' }),
    mroDevicePreference: t.string({
      description: 'automatedWithLocation, automatedWithoutLocation, telematics or manual; null clears it',
    }),
    participantPilotProgramId: t.id(),
    status: t.field({ type: ParticipantStatus }),
    statusMessage: t.string(),
    closedReason: t.string({ description: 'Required when status becomes closed' }),
    governmentAffiliation: t.string({ description: 'Staff only; null or blank clears it' }),
    closedDate: t.field({ type: 'DateTime', description: 'Ignored: the server records the time of closing' }),
    closedBy: t.string({ description: 'Ignored: the server records who closed the account' }),
    updatedBy: t.string({ description: 'Ignored: the server records the signed-in user' }),
    hasIntegrityViolation: t.boolean(),
    isBillingOverdue: t.boolean(),
    isBillingDefault: t.boolean(),
    isInactive: t.boolean(),
    isVinMismatch: t.boolean(),
    isLegislator: t.boolean(),
    isVIP: t.boolean(),
    isGovernmentEmployee: t.boolean(),
    isCaliforniaElected: t.boolean(),
  }),
});

const AgreementInput = builder.inputType('AgreementInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'agreeGlobalParticipantAgreement or agreeGlobalPrivacyPolicy' }),
    version: t.string({ required: true, description: '0.0.1' }),
  }),
});

const AgreeToTermsInput = builder.inputType('AgreeToTermsInput', {
  fields: (t) => ({
    username: t.id({ required: true }),
    agreementDate: t.field({ type: 'DateTime', required: true }),
    agreements: t.field({ type: [AgreementInput], required: true }),
    isGovernmentEmployee: t.boolean({ description: 'Agreements step question 1 (recorded while enrolling)' }),
    isLegislator: t.boolean({ description: 'Agreements step question 2 (recorded while enrolling)' }),
    isCaliforniaElected: t.boolean({ description: 'Agreements step question 2 (recorded while enrolling)' }),
  }),
});

builder.mutationFields((t) => ({
  updateParticipant: t.field({
    type: Participant,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateParticipantInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.participants.updateParticipant(ctx.actor, args.input),
  }),
  AgreeToTerms: t.field({
    type: Participant,
    authScopes: { signedIn: true },
    description: 'Accepts the participant agreement and privacy policy (version 0.0.1); moves created to onboarded',
    args: { input: t.arg({ type: AgreeToTermsInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.participants.agreeToTerms(ctx.actor, args.input),
  }),
}));
