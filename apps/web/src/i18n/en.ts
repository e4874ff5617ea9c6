import { messages } from '@rc/domain';
import { accountEn } from '../features/account/texts';
import { dashboardEn } from '../features/dashboard/texts';
import type { entryEn } from '../features/enrolment/entry/texts';
import type { registerEn } from '../features/enrolment/texts';
import type { inquiriesEn } from '../features/inquiries/texts';
import type { mileageReportsEn } from '../features/mileage-reports/texts';
import type { cardFormEn, paymentEn } from '../features/payments/texts';
import { sessionNoticesEn } from '../features/session/texts';
import type { invitationsEn } from '../features/staff-console/texts';
import type { statementsEn } from '../features/statements/texts';
import type { surveyEn } from '../features/survey/texts';
import { transactionsEn } from '../features/transactions/texts';
import type { tripsEn } from '../features/trips/texts';

/**
 * English catalogue, as loaded at start: what the shell and the Dashboard need. The spec's exact texts
 * come from the domain `messages` (never retyped here); everything else is the web app's own wording.
 */
export const en = {
  messages,
  common: {
    close: 'Close',
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
    opensInNewTab: '(opens in a new tab)',
  },
  language: {
    label: 'Language',
    en: 'English',
    es: 'Spanish',
  },
  nav: {
    home: '{{program}} home',
    main: 'Main navigation',
    dashboard: 'Dashboard',
    participants: 'Participants',
    invitations: 'Invitations',
    accountMenu: 'Account menu',
    signedInAs: 'Signed in as {{email}}',
    signOut: 'Sign Out',
  },
  footer: {
    label: 'Site information',
    copyright: '© {{year}} {{program}}',
    participantAgreement: 'Participant Agreement',
    privacyPolicy: 'Privacy Policy',
    version: 'Version {{version}}',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  signIn: {
    title: 'Sign In',
    heading: 'Sign in to your account',
    submit: 'Sign In',
    forgotPassword: 'Forgot password?',
    contactUs: 'Contact us',
    signUp: "Don't have an account? Sign up",
    verifyTitle: 'Confirm your account',
    verifyIntro:
      'Your account is not confirmed yet. We sent a six digit code to {{email}}. Enter it to confirm your account.',
  },
  verification: {
    confirm: 'Confirm',
    resend: 'Resend code',
  },
  forgotPassword: {
    title: 'Forgot Password',
    heading: 'Reset your password',
    intro: 'Enter the email address of your account. We will send you a code to reset your password.',
    reset: 'Reset',
    codeIntro:
      'If an account exists for {{email}}, we sent a six digit code to it. Enter the code and choose a new password.',
    setNewPassword: 'Set New Password',
    backToSignIn: 'Back To Sign In',
    success: 'Your password has been changed. Please sign in with your new password.',
  },
  dashboard: dashboardEn,
  account: accountEn,
  sessionNotices: sessionNoticesEn,
  transactions: transactionsEn,
  participants: {
    title: 'Participants',
    tableLabel: 'Participants',
    accountNo: 'Account No.',
    name: 'Name',
    email: 'Email',
    status: 'Status',
    pilot: 'Pilot',
    created: 'Created',
    empty: 'There are no participants yet.',
  },
  pagination: {
    rowsPerPage: 'Rows per page:',
    displayedRows: '{{from}}–{{to}} of {{count}}',
    displayedRowsMore: '{{from}}–{{to}} of more than {{to}}',
    first: 'Go to first page',
    last: 'Go to last page',
    next: 'Go to next page',
    previous: 'Go to previous page',
  },
  status: {
    created: 'Created',
    onboarded: 'Onboarded',
    approved: 'Approved',
    active: 'Active',
    suspended: 'Suspended',
    flagged: 'Flagged',
    closed: 'Closed',
  },
  errorPage: {
    title: 'Error',
    heading: 'Something went wrong',
    backToDashboard: 'Go to the dashboard',
  },
};

/**
 * Texts used only on their own feature's pages. Each lives in that feature's texts.ts, which adds it to the
 * English catalogue when it loads (addEnglishTexts in i18n/index.ts); every module using a namespace
 * imports its texts.ts (checked by i18n/__tests__/featureTexts.test.ts). The first page thus downloads only
 * `en`; the Spanish catalogue (a chunk of its own) holds every text.
 */
export interface FeatureTexts {
  register: typeof registerEn;
  entry: typeof entryEn;
  survey: typeof surveyEn;
  trips: typeof tripsEn;
  mileageReports: typeof mileageReportsEn;
  statements: typeof statementsEn;
  inquiries: typeof inquiriesEn;
  payment: typeof paymentEn;
  cardForm: typeof cardFormEn;
  invitations: typeof invitationsEn;
}

/** Every English text: the catalogue loaded at start and the feature texts. */
export type EnglishCatalogue = typeof en & FeatureTexts;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Every other language has exactly the English keys (checked by tsc and a unit test). */
export type Catalogue = Widen<EnglishCatalogue>;
