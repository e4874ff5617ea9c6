export const APP_VERSION = '0.155.5';
export const PROGRAM_NAME = 'California Road Charge Pilot';

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
export const TOAST_MS = { error: 5000, errorInformationStep: 10000, success: 10000, codeSent: 6000 } as const;

/** Identity rules (DOMAIN.md): codes expire after 15 minutes; back-off after 5 failed sign-ins. */
export const IDENTITY = {
  codeTtlSeconds: 15 * 60,
  failuresBeforeBackoff: 5,
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
