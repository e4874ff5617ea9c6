import { registerTexts } from '../../i18n';

/**
 * The sessionNotices texts in English, under `sessionNotices` (registerTexts). The Spanish ones
 * are in texts.es.ts, so English readers never download them; the spec's exact messages stay in the
 * domain `messages`.
 */
export const sessionNoticesEn = {
  idleTitle: 'Are you still there?',
  idleBody: 'You have not used the portal for a while. For your security you will be signed out.',
  idleCountdown_one: 'Signing out in {{count}} second.',
  idleCountdown_other: 'Signing out in {{count}} seconds.',
  idleSignOut: 'Sign out now',
  idleSignedOut: 'You were signed out because the portal was not used for a while.',
  consentLabel: 'Cookie notice',
  consentText:
    'This portal uses cookies that are needed to keep you signed in and to remember your choices, such as your language. It does not use advertising or tracking cookies.',
  consentPrivacy: 'Privacy Policy',
  consentAccept: 'Accept',
};

declare module '../../i18n' {
  interface FeatureTexts {
    sessionNotices: typeof sessionNoticesEn;
  }
}

registerTexts(
  { sessionNotices: sessionNoticesEn },
  { es: () => import('./texts.es').then((module) => ({ sessionNotices: module.sessionNoticesEs })) },
);
