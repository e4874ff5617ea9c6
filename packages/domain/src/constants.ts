export const APP_VERSION = '0.155.5';
export const PROGRAM_NAME = 'California Road Charge Pilot';
/**
 * The pilot's contact points (participant spec section 9: support and info addresses, support phone).
 * The info address takes questions about surveys and gift cards (up to $400).
 */
export const CONTACT = {
  supportEmail: 'support@roadchargepilot.example',
  infoEmail: 'info@roadchargepilot.example',
  supportPhone: '(888) 555-0142',
} as const;

export const GROUPS = { users: 'Users', admins: 'Admins' } as const;
export type Group = (typeof GROUPS)[keyof typeof GROUPS];
/** A user with no group is treated as 'N/A' and counts as a participant. */
export const NO_GROUP = 'N/A';

export const PILOT_SHORT_NAMES = ['MBUF', 'MBUF+ToD', 'MBUF+C', 'MBUF+TF', 'OB-MBUF'] as const;
export type PilotShortName = (typeof PILOT_SHORT_NAMES)[number];
export const DEFAULT_PILOT: PilotShortName = 'MBUF';

export const PARTICIPANT_STATUSES = [
  'created',
  'onboarded',
  'approved',
  'active',
  'suspended',
  'flagged',
  'closed',
] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

export const MRO_TYPES = ['manual', 'telematics', 'automatedWithLocation', 'automatedWithoutLocation', 'N/A'] as const;
export type MroType = (typeof MRO_TYPES)[number];

export const PREFERRED_CONTACT_TYPES = ['email', 'phone'] as const;
export const FUEL_TYPES = ['gas', 'diesel', 'hybrid', 'electric'] as const;
export const INQUIRY_CATEGORIES = [
  'Policy Question',
  'Tech Support',
  'Account Question',
  'Incentives',
  'Mileage Reporting',
  'Other',
] as const;

export const LIMITS = {
  maxCards: 3,
  zipLength: 5,
  nameMinLength: 2,
  plateMaxLength: 8,
  vinLength: 17,
  vehicleMinYear: 1996,
  verificationCodeLength: 6,
  supportMessageMinLength: 25,
  passwordMinLength: 8,
  participantTripMinDistMro: 0.06,
  dashboardMonths: 6,
  transactionsPageSize: 100,
  listAllPageSize: 1000,
  rowsPerPage: [10, 20, 100],
} as const;

/** Toast durations (milliseconds): errors 5 s, success 10 s. */
export const TOAST_MS = {
  error: 5000,
  errorInformationStep: 10000,
  /** The lower-odometer-reading error stays 10 s (participant spec section 8). */
  odometerNotIncreasing: 10000,
  success: 10000,
  codeSent: 6000,
} as const;

/** Identity rules (docs/domain.md): codes expire after 15 minutes; back-off after 5 failed sign-ins. */
export const IDENTITY = {
  codeTtlSeconds: 15 * 60,
  failuresBeforeBackoff: 5,
  /**
   * Failed sign-ins from one address before it backs off too: far above one person's mistakes, since
   * an office behind one NAT or every user behind a proxy shares an address. Even then an account
   * without failures of its own may still try (see ThrottleService).
   */
  addressFailuresBeforeBackoff: 100,
  maxBackoffSeconds: 15 * 60,
} as const;

export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

/**
 * Value lists of the entities (both specifications, sections 3 and 4). The database checks them
 * with CHECK constraints built from these arrays, so a value is added here and in a migration.
 */
/** A vehicle's type is its fuel type. */
export const VEHICLE_TYPES = FUEL_TYPES;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const MILEAGE_REPORT_AUDIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MileageReportAuditStatus = (typeof MILEAGE_REPORT_AUDIT_STATUSES)[number];

export const TRIP_PROCESS_STATUSES = ['pending', 'processed', 'failed'] as const;
export type TripProcessStatus = (typeof TRIP_PROCESS_STATUSES)[number];

/** A flagged trip is pending review; the flag action toggles it to completed and back. */
export const TRIP_REVIEW_STATUSES = ['pending', 'completed'] as const;
export type TripReviewStatus = (typeof TRIP_REVIEW_STATUSES)[number];

export const TRIP_REVIEW_REASONS = ['admin', 'distanceDiscrepancy', 'bufferDiscrepancy', 'areaDiscrepancy'] as const;
export type TripReviewReason = (typeof TRIP_REVIEW_REASONS)[number];
export const TRIP_REVIEW_REASON_LABELS: Record<TripReviewReason, string> = {
  admin: 'Administrator flagged',
  distanceDiscrepancy: 'Distance discrepancy',
  bufferDiscrepancy: 'Buffer discrepancy',
  areaDiscrepancy: 'Area discrepancy',
};

export const TRIP_SEGMENT_TYPES = ['public', 'private', 'state'] as const;
export type TripSegmentType = (typeof TRIP_SEGMENT_TYPES)[number];

/** Payment status of trip segments and trip adjustments (both start pending). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const TRANSACTION_TYPES = ['transaction', 'refund'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * created and failed are unpaid and payable; paying sets pending; due/overdue/default are standings.
 * carriedOver: an unpaid amount moved into a later statement's transaction (closed, never charged).
 */
export const TRANSACTION_STATUSES = [
  'created',
  'pending',
  'processed',
  'failed',
  'due',
  'overdue',
  'default',
  'carriedOver',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const PAYABLE_TRANSACTION_STATUSES = ['created', 'failed'] as const satisfies readonly TransactionStatus[];

export const NOTIFICATION_TYPES = ['email'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * Notification templates: the 19 of the staff specification (section 9), which staff can choose when
 * creating a notification, then the ones only the system sends because they need data it computes:
 * statementIssued (the monthly statement with its link) and paymentReminder (5 and 10 days past due).
 */
export const NOTIFICATION_TEMPLATE_NAMES = [
  'accountOnboarded',
  'accountApproval',
  'accountApprovalManualProgram',
  'mroInstallationReminder1',
  'mroInstallationReminder2',
  'accountActive',
  'mroMissingHeartbeat',
  'mroMissingHeartbeat5Days',
  'mileageReportReject',
  'mileageReportApproveWithUpdate',
  'paymentOverdue',
  'paymentDefault',
  'accountRestored',
  'manualProgramSubmissionReminder',
  'accountUpdateName',
  'accountUpdateAddress',
  'accountUpdatePhoneNumber',
  'accountClose',
  'accountSuspended',
  'statementIssued',
  'paymentReminder',
  'dataExportReady',
] as const;
export type NotificationTemplateName = (typeof NOTIFICATION_TEMPLATE_NAMES)[number];
/** The templates staff may choose (the staff specification's 19); the others are sent by the system. */
export const STAFF_NOTIFICATION_TEMPLATE_NAMES = NOTIFICATION_TEMPLATE_NAMES.slice(0, 19) as readonly Exclude<
  NotificationTemplateName,
  'statementIssued' | 'paymentReminder' | 'dataExportReady'
>[];

export const INQUIRY_STATUSES = [
  'new',
  'inProgress',
  'awaitingCustomerResponse',
  'responseReceived',
  'awaitingInternal',
  'closed',
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  inProgress: 'In Progress',
  awaitingCustomerResponse: 'Awaiting Customer Response',
  responseReceived: 'Response Received',
  awaitingInternal: 'Awaiting Internal',
  closed: 'Closed',
};
export const DEFAULT_INQUIRY_ASSIGNEE = 'unassigned';

export const INQUIRY_COMMENT_AUTHORS = ['admin', 'participant'] as const;
export type InquiryCommentAuthor = (typeof INQUIRY_COMMENT_AUTHORS)[number];
export const INQUIRY_COMMENT_TYPES = ['message', 'note'] as const;
export type InquiryCommentType = (typeof INQUIRY_COMMENT_TYPES)[number];
/** New comments start unread. */
export const INQUIRY_COMMENT_STATUSES = ['unread', 'read'] as const;
export type InquiryCommentStatus = (typeof INQUIRY_COMMENT_STATUSES)[number];

/** Webhook deliveries are stored pending, then processed (or failed, with a message). */
export const WEBHOOK_EVENT_STATUSES = ['pending', 'processed', 'failed'] as const;
export type WebhookEventStatus = (typeof WEBHOOK_EVENT_STATUSES)[number];

export const AUDIT_EVENT_NAMES = ['INSERT', 'MODIFY', 'REMOVE'] as const;
export type AuditEventName = (typeof AUDIT_EVENT_NAMES)[number];
/** Status reasons (statusMessage) the system sets with a flag (staff spec section 4, participant status). */
export const STATUS_REASONS = {
  unpaidInvoice: 'Unpaid invoice.',
  missingDeviceData: 'Missing device data.',
  vinMismatch: 'Vin mismatch.',
} as const;

/** The acting user recorded by the audit trail when a write names nobody. */
export const AUDIT_SYSTEM_ACTOR = 'system';

export const TOLL_GANTRY_DIRECTIONS = ['N', 'S', 'E', 'W'] as const;
export type TollGantryDirection = (typeof TOLL_GANTRY_DIRECTIONS)[number];

/** Days of cordons and time-of-day windows: ISO weekday numbers, Monday 1 to Sunday 7. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Defaults of a newly registered device (MileageReportingOption). The firmware default is not shown in the spec. */
export const DEVICE_DEFAULTS = { manufacturer: 'danlaw', firmwareVersion: '1.0.0' } as const;

/** The Device Removal sentinel: a vehicle whose device was removed has mroId 'N/A'. */
export const NO_DEVICE_ID = 'N/A';

/** 1 US mpg in km per litre: 1.609344 km / 3.785411784 L (exact definitions of the mile and gallon). */
export const KPL_PER_MPG = 1.609344 / 3.785411784;

// The sandbox card provider's paths live here, not in payments.ts, so that the configuration defaults
// (read by every page) do not pull in the payment schemas and zod with them.
/** The sandbox provider's hosted card-entry page, served by its adapter on our own origin. */
export const SANDBOX_CARD_FORM_PATH = '/integrations/payments/sandbox/card-form';
/**
 * The sandbox provider's tokenisation endpoint: its hosted page and the manual card form post the card
 * number here (as a real provider's JS SDK posts to the provider), never to our GraphQL API.
 */
export const SANDBOX_CARD_TOKENS_PATH = '/integrations/payments/sandbox/tokens';
