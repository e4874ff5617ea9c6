import { describe, expect, it } from 'vitest';
import {
  agreementsFormSchema,
  agreeToTermsSchema,
  canonicalPilotShortName,
  firstIssueMessage,
  isPoBox,
  messages,
  participantInquiryStatus,
  profileSchema,
  supportFormSchema,
  updateParticipantSchema,
} from '../index.js';

const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssueMessage(result.error as Parameters<typeof firstIssueMessage>[0]);

const profile = {
  firstName: 'Dana',
  lastName: 'Driver',
  phoneNumber: '(916) 555-0142',
  address1: '1120 N Street',
  city: 'Sacramento',
  state: 'ca',
  postalCode: '95814',
};

describe('profile', () => {
  it('accepts a complete profile and upper-cases the state', () => {
    expect(profileSchema.parse(profile).state).toBe('CA');
  });
  it.each([
    ['firstName', 'D', messages.firstNameRule],
    ['lastName', 'Dr1ver', messages.lastNameRule],
    ['phoneNumber', '9165550142', messages.phoneRequired],
    ['address1', '', messages.addressRequired],
    ['address1', 'P O Box 5', messages.poBoxNotAllowed],
    ['city', '', messages.cityRequired],
    ['state', 'ZZ', messages.stateRequired],
    ['postalCode', '958', messages.zipRequired],
  ])('%s %j gives the spec message', (field, value, message) => {
    expect(messageOf(profileSchema.safeParse({ ...profile, [field]: value }))).toBe(message);
  });
  it.each([
    ['PO Box 1', true],
    ['P.O. Box 1', true],
    ['POBOX 1', true],
    ['post office box 3', true],
    ['1 Boxer Rd', false],
    ['12 Tapo Boxwood Ln', false],
    ['Pobox Street', true],
  ])('isPoBox(%j) is %s', (value, expected) => {
    expect(isPoBox(value)).toBe(expected);
  });
  it('updateParticipant: absent is unchanged, null clears optional fields and is refused for required ones', () => {
    const parsed = updateParticipantSchema.parse({ username: 'u', address2: null, gender: '', status: null });
    expect(parsed).toMatchObject({ address2: null, gender: null });
    expect(parsed.firstName).toBeUndefined();
    expect(parsed.status).toBeUndefined();
    expect(messageOf(updateParticipantSchema.safeParse({ username: 'u', city: null }))).toBe(messages.cityRequired);
  });
});

describe('agreements', () => {
  const agreements = [
    { name: 'agreeGlobalParticipantAgreement', version: '0.0.1' },
    { name: 'agreeGlobalPrivacyPolicy', version: '0.0.1' },
  ];
  it('needs both agreements at version 0.0.1', () => {
    const base = { username: 'u', agreementDate: '2024-07-01T00:00:00Z' };
    expect(agreeToTermsSchema.safeParse({ ...base, agreements }).success).toBe(true);
    expect(messageOf(agreeToTermsSchema.safeParse({ ...base, agreements: agreements.slice(1) }))).toBe(
      messages.agreementsRequired,
    );
  });
  it('the form needs both answers and both boxes', () => {
    const form = {
      isGovernmentEmployee: false,
      isElectedOfficial: true,
      agreeGlobalParticipantAgreement: true,
      agreeGlobalPrivacyPolicy: true,
    };
    expect(agreementsFormSchema.safeParse(form).success).toBe(true);
    expect(messageOf(agreementsFormSchema.safeParse({ ...form, isGovernmentEmployee: undefined }))).toBe(
      messages.yesOrNoRequired,
    );
    expect(messageOf(agreementsFormSchema.safeParse({ ...form, agreeGlobalPrivacyPolicy: false }))).toBe(
      messages.agreementsRequired,
    );
  });
});

describe('enrolment and inquiries', () => {
  it('matches pilot short names case-insensitively', () => {
    expect(canonicalPilotShortName(' mbuf+tod ')).toBe('MBUF+ToD');
    expect(canonicalPilotShortName('ob-mbuf')).toBe('OB-MBUF');
    expect(canonicalPilotShortName('MBUF+X')).toBeNull();
  });
  it.each([
    ['closed', 'closed'],
    ['close', 'closed'],
    ['Done', 'closed'],
    ['completed', 'closed'],
    ['new', 'open'],
    ['awaitingCustomerResponse', 'open'],
  ])('participants see %s as %s', (status, seen) => {
    expect(participantInquiryStatus(status)).toBe(seen);
  });
  it('the support form needs a topic, a subject and 25 characters', () => {
    const form = { category: 'Other', subject: 'Hi', body: 'x'.repeat(25) };
    expect(supportFormSchema.safeParse(form).success).toBe(true);
    expect(messageOf(supportFormSchema.safeParse({ ...form, body: 'x'.repeat(24) }))).toBe(messages.supportMessageMin);
    expect(messageOf(supportFormSchema.safeParse({ ...form, category: '' }))).toBe(messages.topicRequired);
    expect(messageOf(supportFormSchema.safeParse({ ...form, subject: '' }))).toBe(messages.subjectRequired);
  });
});
