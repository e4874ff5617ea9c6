import type { Translation } from '../../i18n';

/**
 * The sessionNotices texts in Spanish, under `sessionNotices` (a chunk of its
 * own, loaded when Spanish is chosen).
 */
export const sessionNoticesEs: Translation<'sessionNotices'> = {
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
