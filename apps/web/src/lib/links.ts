import { CONTACT } from '@rc/domain';

/** Fixed addresses used by the pages. Documents are served by the server from /documents/{filename}. */
export const DOCUMENT_LINKS = {
  participantAgreement: '/documents/participant-agreement.pdf',
  privacyPolicy: '/documents/privacy-policy.pdf',
} as const;

export const SUPPORT_EMAIL = CONTACT.supportEmail;
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
/** The pilot's address for surveys and gift cards. */
export const INFO_EMAIL = CONTACT.infoEmail;
export const INFO_MAILTO = `mailto:${INFO_EMAIL}`;
export const SUPPORT_PHONE = CONTACT.supportPhone;
export const SUPPORT_TEL = `tel:+1${SUPPORT_PHONE.replace(/\D/g, '')}`;
