/**
 * The messages the portal's shell and its first page (the dashboard) show, part of `messages`. A module
 * of their own: the web app's first page bundles only these, the rest come with the pages that use them
 * (web i18n/messages.ts).
 */
export const startMessages = {
  unexpectedError: 'Something went wrong. Please try again.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  // Dashboard
  onboardedReviewNotice: 'Thank you for enrolling. Your account is being reviewed; the review takes 2-3 business days.',
  suspendedNotice: 'Your account has been suspended. Please contact support.',
  // The pilot calendar's words are interpolated (pilot-calendar.ts pilotCalendarWords).
  preStatementNotice:
    'The pilot officially starts on {{startDate}}. Your first statement will be billed in {{firstStatementMonth}}.',
  preStatementNoticeRunning:
    'The pilot started on {{startDate}} and runs until {{endDate}}. Your first statement will be billed in {{firstStatementMonth}}.',
  preStatementNoticeEnded: 'The pilot ended on {{endDate}}.',
  vehicleAwaitingData: 'Waiting for vehicle to report data.',
  // Card payments
  paymentNotCompleted: 'The payment could not be completed. Please try again.',
  // Idle timeout (participant spec section 2)
  needMoreTime: 'I need more time',
} as const;
