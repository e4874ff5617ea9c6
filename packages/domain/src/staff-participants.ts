import { z } from 'zod';
import { PARTICIPANT_STATUSES } from './constants.js';

/*
 * The staff participant list, its search box, the console's global search and the participants CSV
 * export (staff spec sections 2 and 6): what staff may ask for, in one place for the server and the
 * web app.
 */

/** Flags the staff list filters on; every flag asked for must be set. */
export const STAFF_PARTICIPANT_FLAGS = [
  'isBillingOverdue',
  'isBillingDefault',
  'isInactive',
  'isVinMismatch',
  'hasIntegrityViolation',
] as const;
export type StaffParticipantFlag = (typeof STAFF_PARTICIPANT_FLAGS)[number];

/**
 * Sort orders of the staff list; ties are broken by username. lastName and email sort without case
 * (a missing last name sorts as ''); a missing onboardedDate sorts before every date (last when DESC).
 */
export const STAFF_PARTICIPANT_SORT_FIELDS = [
  'createdAt',
  'accountNo',
  'lastName',
  'email',
  'status',
  'onboardedDate',
] as const;
export type StaffParticipantSortField = (typeof STAFF_PARTICIPANT_SORT_FIELDS)[number];

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;

/** Rows per page of searchParticipants: 20 unless asked, at most 100. */
export const STAFF_PARTICIPANT_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/** The longest text the search box takes. */
export const STAFF_SEARCH_MAX_LENGTH = 100;

/** What the console's global search finds, and how many participants it lists at most. */
export const STAFF_SEARCH_KINDS = ['participant', 'trip', 'device', 'transaction'] as const;
export type StaffSearchKind = (typeof STAFF_SEARCH_KINDS)[number];
export const STAFF_SEARCH_MAX_PARTICIPANTS = 8;

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of: ${values.join(', ')}.`;

/** The search box: names, e-mail, account number, phone, VIN or device serial number (prefixes, any case). */
export const staffSearchTextSchema = z
  .string()
  .max(STAFF_SEARCH_MAX_LENGTH, `search must be at most ${STAFF_SEARCH_MAX_LENGTH} characters.`)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'search must not contain control characters.');

const dateCondition = z
  .object({
    eq: z.date().nullish(),
    ge: z.date().nullish(),
    gt: z.date().nullish(),
    le: z.date().nullish(),
    lt: z.date().nullish(),
    between: z.array(z.date().nullable()).nullish(),
  })
  .nullish();

/** searchParticipants' arguments (and the participants export's, once read from the query string). */
export const staffParticipantQuerySchema = z.object({
  search: staffSearchTextSchema.nullish(),
  filter: z
    .object({
      status: z.array(z.enum(PARTICIPANT_STATUSES, { error: oneOf('status', PARTICIPANT_STATUSES) })).nullish(),
      participantPilotProgramId: z
        .string()
        .trim()
        .min(1, 'pilot must not be empty.')
        .max(100, 'pilot must be at most 100 characters.')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
        .regex(/^[^\u0000-\u001f\u007f]*$/, 'pilot must not contain control characters.')
        .nullish(),
      flags: z.array(z.enum(STAFF_PARTICIPANT_FLAGS, { error: oneOf('flags', STAFF_PARTICIPANT_FLAGS) })).nullish(),
      onboardedDate: dateCondition,
    })
    .nullish(),
  sortField: z
    .enum(STAFF_PARTICIPANT_SORT_FIELDS, { error: oneOf('sortField', STAFF_PARTICIPANT_SORT_FIELDS) })
    .nullish(),
  sortDirection: z.enum(SORT_DIRECTIONS, { error: oneOf('sortDirection', SORT_DIRECTIONS) }).nullish(),
});
export type StaffParticipantQuery = z.output<typeof staffParticipantQuerySchema>;
