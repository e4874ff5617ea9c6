import { startMessages } from '@rc/domain';

/**
 * English start catalogue: the texts of the shell and of the shared components, loaded with the first page.
 * Features add their own namespaces when their modules load (registerTexts in index.ts). The spec's exact texts
 * come from the domain `messages` (never retyped here); everything else is the web app's own wording.
 */
export const en = {
  // The shell's and the dashboard's messages; i18n/messages.ts adds the others with the pages that use them.
  messages: startMessages,
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

/** The texts loaded at start (each feature's are in FeatureTexts of index.ts). */
export type StartTexts = typeof en;

/** Every string of T, widened: a translation has exactly the same keys with other words. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The translation of the start catalogue (es.ts). */
export type StartTranslation = Widen<StartTexts>;
