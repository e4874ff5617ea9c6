/**
 * The sessionNotices texts (English and Spanish). Spread into the catalogues in i18n/en.ts and i18n/es.ts under
 * `sessionNotices`; the spec's exact messages stay in the domain `messages`.
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

export const sessionNoticesEs: typeof sessionNoticesEn = {
  idleTitle: '¿Sigue ahí?',
  idleBody: 'No ha usado el portal durante un tiempo. Por su seguridad, se cerrará su sesión.',
  idleCountdown_one: 'Se cerrará la sesión en {{count}} segundo.',
  idleCountdown_other: 'Se cerrará la sesión en {{count}} segundos.',
  idleSignOut: 'Cerrar sesión ahora',
  idleSignedOut: 'Se cerró su sesión porque no usó el portal durante un tiempo.',
  consentLabel: 'Aviso de cookies',
  consentText:
    'Este portal usa cookies necesarias para mantener su sesión iniciada y recordar sus preferencias, como el idioma. No usa cookies de publicidad ni de seguimiento.',
  consentPrivacy: 'Política de privacidad',
  consentAccept: 'Aceptar',
};
