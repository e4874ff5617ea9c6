import { messages } from '@rc/domain';
import type { StartTranslation } from './en';
import { messagesEs } from './messages.es';

/**
 * Spanish start catalogue: a real translation of every text of en.ts. With it come all of the spec's
 * messages in Spanish (messages.es.ts) and in English (englishMessages: which message a stored or
 * validation text is, for messageKeyOf).
 * The features' translations are in their texts.es.ts, each a chunk loaded with its feature (registerTexts).
 */
export const es: StartTranslation = {
  messages: messagesEs,
  common: {
    close: 'Cerrar',
    loading: 'Cargando…',
    skipToContent: 'Saltar al contenido principal',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  language: {
    label: 'Idioma',
    en: 'Inglés',
    es: 'Español',
  },
  nav: {
    home: 'Inicio de {{program}}',
    main: 'Navegación principal',
    dashboard: 'Panel',
    accountMenu: 'Menú de la cuenta',
    signedInAs: 'Sesión iniciada como {{email}}',
    signOut: 'Cerrar sesión',
  },
  footer: {
    label: 'Información del sitio',
    copyright: '© {{year}} {{program}}',
    participantAgreement: 'Acuerdo del participante',
    privacyPolicy: 'Política de privacidad',
    version: 'Versión {{version}}',
  },
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    newPassword: 'Nueva contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
  },
  signIn: {
    title: 'Iniciar sesión',
    heading: 'Inicie sesión en su cuenta',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    contactUs: 'Contáctenos',
    signUp: '¿No tiene una cuenta? Regístrese',
    verifyTitle: 'Confirme su cuenta',
    verifyIntro:
      'Su cuenta aún no está confirmada. Enviamos un código de seis dígitos a {{email}}. Ingréselo para confirmar su cuenta.',
  },
  verification: {
    confirm: 'Confirmar',
    resend: 'Reenviar código',
  },
  forgotPassword: {
    title: 'Contraseña olvidada',
    heading: 'Restablezca su contraseña',
    intro: 'Ingrese el correo electrónico de su cuenta. Le enviaremos un código para restablecer su contraseña.',
    reset: 'Restablecer',
    codeIntro:
      'Si existe una cuenta para {{email}}, le enviamos un código de seis dígitos. Ingrese el código y elija una nueva contraseña.',
    setNewPassword: 'Establecer nueva contraseña',
    backToSignIn: 'Volver a iniciar sesión',
    success: 'Se cambió su contraseña. Inicie sesión con su nueva contraseña.',
  },
  pagination: {
    rowsPerPage: 'Filas por página:',
    displayedRows: '{{from}}–{{to}} de {{count}}',
    displayedRowsMore: '{{from}}–{{to}} de más de {{to}}',
    first: 'Ir a la primera página',
    last: 'Ir a la última página',
    next: 'Ir a la página siguiente',
    previous: 'Ir a la página anterior',
  },
  status: {
    created: 'Creado',
    onboarded: 'Incorporado',
    approved: 'Aprobado',
    active: 'Activo',
    suspended: 'Suspendido',
    flagged: 'Marcado',
    closed: 'Cerrado',
  },
  errorPage: {
    title: 'Error',
    heading: 'Algo salió mal',
    backToDashboard: 'Ir al panel',
  },
};

export const englishMessages = messages;
