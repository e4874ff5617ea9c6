import { describe, expect, it } from 'vitest';
import {
  allowedReportingOptions,
  chooseEnrolmentStep,
  type EnrolmentState,
  isBillingOn,
  visibleEnrolmentSteps,
} from '../index.js';

const base: EnrolmentState = {
  authenticated: true,
  groups: ['Users'],
  participant: { status: 'created', firstName: 'Dana', mroDevicePreference: 'manual', pilot: 'MBUF' },
  vehicleCount: 1,
  paymentCardCount: 1,
  billingOn: true,
};
const withParticipant = (p: Partial<NonNullable<EnrolmentState['participant']>>): EnrolmentState => ({
  ...base,
  participant: { ...(base.participant as NonNullable<EnrolmentState['participant']>), ...p },
});

describe('chooseEnrolmentStep (participant spec section 2)', () => {
  it.each<[string, EnrolmentState, ReturnType<typeof chooseEnrolmentStep>]>([
    ['not authenticated → Create Account', { ...base, authenticated: false }, { step: 'createAccount' }],
    ['admin group → /participants', { ...base, groups: ['Admins'] }, { redirect: '/participants' }],
    [
      'admin even with status created → /participants',
      { ...base, groups: ['Users', 'Admins'] },
      { redirect: '/participants' },
    ],
    ['status onboarded → /dashboard', withParticipant({ status: 'onboarded' }), { redirect: '/dashboard' }],
    ['status active → /dashboard', withParticipant({ status: 'active', firstName: null }), { redirect: '/dashboard' }],
    ['missing first name → Your Information', withParticipant({ firstName: null }), { step: 'yourInformation' }],
    ['blank first name → Your Information', withParticipant({ firstName: '  ' }), { step: 'yourInformation' }],
    ['no participant record yet → Your Information', { ...base, participant: null }, { step: 'yourInformation' }],
    ['no group counts as participant', { ...base, groups: [], participant: null }, { step: 'yourInformation' }],
    ['no vehicle → Vehicle Information', { ...base, vehicleCount: 0 }, { step: 'vehicleInformation' }],
    [
      'no reporting preference → Reporting Options',
      withParticipant({ mroDevicePreference: null }),
      { step: 'reportingOptions' },
    ],
    [
      'OB-MBUF without a preference skips Reporting Options',
      withParticipant({ mroDevicePreference: null, pilot: 'ob-mbuf' }),
      { step: 'agreements' },
    ],
    ['no card with billing on → Billing Information', { ...base, paymentCardCount: 0 }, { step: 'billingInformation' }],
    [
      'no card with billing off → Agreements',
      { ...base, paymentCardCount: 0, billingOn: false },
      { step: 'agreements' },
    ],
    ['everything given, status created → Agreements', base, { step: 'agreements' }],
  ])('%s', (_name, state, expected) => {
    expect(chooseEnrolmentStep(state)).toEqual(expected);
  });
});

describe('isBillingOn', () => {
  it.each([
    [{ PAYMENTS_ALLOWED: 'true', PAYMENTS_REGISTRATION: 'true' }, true],
    [{ PAYMENTS_ALLOWED: 'true', PAYMENTS_REGISTRATION: 'false' }, false],
    [{ PAYMENTS_ALLOWED: 'false', PAYMENTS_REGISTRATION: 'true' }, false],
    [{}, false],
  ])('%j → %s', (configuration, expected) => {
    expect(isBillingOn(configuration)).toBe(expected);
  });
});

describe('visibleEnrolmentSteps', () => {
  it('shows Billing Information only when billing is on and hides Reporting Options for OB-MBUF', () => {
    expect(visibleEnrolmentSteps({ billingOn: false, pilot: 'MBUF' })).toEqual([
      'createAccount',
      'yourInformation',
      'vehicleInformation',
      'reportingOptions',
      'agreements',
    ]);
    expect(visibleEnrolmentSteps({ billingOn: true, pilot: 'OB-MBUF' })).toEqual([
      'createAccount',
      'yourInformation',
      'vehicleInformation',
      'billingInformation',
      'agreements',
    ]);
  });
});

describe('allowedReportingOptions (participant spec section 2)', () => {
  const all = ['automatedWithLocation', 'automatedWithoutLocation', 'telematics', 'manual'];
  it.each<[string, Parameters<typeof allowedReportingOptions>[0], string[]]>([
    ['gas vehicle, MBUF: all four', { vehicleType: 'gas', pilot: 'MBUF' }, all],
    ['no pilot known: all four', { vehicleType: 'hybrid' }, all],
    ['electric: telematics, manual re-enabled', { vehicleType: 'electric', pilot: 'MBUF' }, ['telematics', 'manual']],
    ['hydrogen type: no telematics', { vehicleType: 'hydrogen', pilot: 'MBUF' }, all.filter((o) => o !== 'telematics')],
    [
      'hydrogen subtype: no telematics',
      { vehicleType: 'gas', vehicleSubtype: 'Hydrogen fuel cell', pilot: 'MBUF' },
      all.filter((o) => o !== 'telematics'),
    ],
    ['MBUF+TF: device with location only', { vehicleType: 'gas', pilot: 'MBUF+TF' }, ['automatedWithLocation']],
    [
      'MBUF+ToD (any case): device with location only',
      { vehicleType: 'gas', pilot: 'mbuf+tod' },
      ['automatedWithLocation'],
    ],
    ['MBUF+C: device with location only', { vehicleType: 'diesel', pilot: 'MBUF+C' }, ['automatedWithLocation']],
    ['MBUF+C wins over electric', { vehicleType: 'electric', pilot: 'MBUF+C' }, ['automatedWithLocation']],
    ['OB-MBUF: no choice (step skipped)', { vehicleType: 'gas', pilot: 'OB-MBUF' }, []],
  ])('%s', (_name, input, expected) => {
    expect(allowedReportingOptions(input)).toEqual(expected);
  });
});
