import type { SurveyQuestion } from '../../db/schema/index.js';
import { builder, pageArgs } from '../../graphql/builder.js';
import type { InvitationRow, SurveyRow } from './enrolment.repository.js';
import type { EmailCheckResult, ImportInvitationsResult, InvitationRejection } from './enrolment.service.js';

const EmailCheckResponse = builder.objectRef<EmailCheckResult>('EmailCheckResponse').implement({
  fields: (t) => ({
    eligible: t.exposeBoolean('eligible', { description: 'The address is on the pilot invitation list' }),
    closed: t.exposeBoolean('closed', { description: 'Enrolment is closed (configuration REGISTRATION_CLOSED)' }),
  }),
});

const SurveyQuestionRef = builder.objectRef<SurveyQuestion>('SurveyQuestion').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    question: t.exposeString('question'),
    answer: t.string({
      nullable: true,
      resolve: (q) => (q.answer == null ? null : typeof q.answer === 'string' ? q.answer : JSON.stringify(q.answer)),
    }),
  }),
});

const Survey = builder.objectRef<SurveyRow>('Survey').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    surveyId: t.exposeString('surveyId'),
    questions: t.field({ type: [SurveyQuestionRef], resolve: (s) => s.questions }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const Invitation = builder.objectRef<InvitationRow>('Invitation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    pilotShortName: t.exposeString('pilotShortName'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
  }),
});

const InvitationConnection = builder
  .objectRef<{ items: InvitationRow[]; nextToken: string | null }>('ModelInvitationConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Invitation], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const InvitationRejectionRef = builder.objectRef<InvitationRejection>('InvitationRejection').implement({
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'Record number in the file (1 is the first line)' }),
    email: t.exposeString('email', { nullable: true }),
    reason: t.exposeString('reason'),
  }),
});

const ImportInvitationsResultRef = builder.objectRef<ImportInvitationsResult>('ImportInvitationsResult').implement({
  fields: (t) => ({
    added: t.exposeInt('added'),
    duplicates: t.exposeInt('duplicates', { description: 'Rows already on the list or repeated in the file' }),
    rejected: t.field({ type: [InvitationRejectionRef], resolve: (r) => r.rejected }),
  }),
});

const InvitationFilterInput = builder.inputType('ModelInvitationFilterInput', {
  fields: (t) => ({ email: t.string({ description: 'Part of the address, case-insensitive' }) }),
});

const EmailCheckInput = builder.inputType('EmailCheckInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const SurveyQuestionInput = builder.inputType('SurveyQuestionInput', {
  fields: (t) => ({
    type: t.string({ required: true }),
    question: t.string({ required: true }),
    answer: t.string(),
  }),
});

const CreateSurveyInput = builder.inputType('CreateSurveyInput', {
  fields: (t) => ({
    surveyId: t.string({ required: true }),
    questions: t.field({ type: [SurveyQuestionInput], required: true }),
  }),
});

builder.queryFields((t) => ({
  listInvitations: t.field({
    type: InvitationConnection,
    authScopes: { admin: true },
    description: 'Staff: the pilot invitation list, newest first by default',
    args: { filter: t.arg({ type: InvitationFilterInput }), ...pageArgs(t) },
    resolve: (_root, args, ctx) => ctx.services.enrolment.listInvitations(ctx.actor, args),
  }),
}));

builder.mutationFields((t) => ({
  emailCheck: t.field({
    type: EmailCheckResponse,
    authScopes: { public: true },
    description: 'Enrolment: whether the address is invited (eligible) and whether enrolment is closed',
    args: { input: t.arg({ type: EmailCheckInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const email = args.input.email.trim();
      await ctx.services.rateLimits.consume('emailCheck', { address: ctx.clientAddress, email });
      return ctx.services.enrolment.emailCheck(args.input);
    },
  }),
  createSurvey: t.field({
    type: Survey,
    authScopes: { public: true },
    description: 'Stores an answered eligibility survey (filled in before an account exists)',
    args: { input: t.arg({ type: CreateSurveyInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.services.rateLimits.consume('survey', { address: ctx.clientAddress });
      return ctx.services.enrolment.createSurvey(ctx.actor, args.input);
    },
  }),
  importInvitations: t.field({
    type: ImportInvitationsResultRef,
    authScopes: { admin: true },
    description:
      'Staff: adds invitations from a base64 CSV (columns email, pilot short name; header optional). pilot is the default for rows without one (MBUF when not given).',
    args: { csv: t.arg.string({ required: true }), pilot: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.services.enrolment.importInvitations(ctx.actor, args),
  }),
}));
