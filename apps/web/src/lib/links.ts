/** Fixed addresses used by the pages. Documents are served by the server from /documents/{filename}. */
export const DOCUMENT_LINKS = {
  participantAgreement: '/documents/participant-agreement.pdf',
  privacyPolicy: '/documents/privacy-policy.pdf',
} as const;

export const SUPPORT_EMAIL = 'support@roadchargepilot.example';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
