import { STAFF_PARTICIPANT_FLAGS } from '@rc/domain';
import type {
  ParticipantExportRow,
  SearchParticipantsArgs,
} from '../../modules/participants/participant-search.service.js';
import type { Services } from '../../services.js';
import { type CsvColumn, date, defineExport, list, type RegisteredExport, single } from './export-definition.js';

type Params = Omit<SearchParticipantsArgs, 'limit' | 'nextToken'>;

const columns: CsvColumn<ParticipantExportRow>[] = [
  { header: 'username', value: (p) => p.username },
  { header: 'accountNo', value: (p) => p.accountNo },
  { header: 'firstName', value: (p) => p.firstName },
  { header: 'lastName', value: (p) => p.lastName },
  { header: 'email', value: (p) => p.email },
  { header: 'phoneNumber', value: (p) => p.phoneNumber },
  { header: 'status', value: (p) => p.status },
  { header: 'pilot', value: (p) => p.pilotShortName },
  { header: 'onboardedDate', value: (p) => p.onboardedDate },
  { header: 'createdAt', value: (p) => p.createdAt },
  ...STAFF_PARTICIPANT_FLAGS.map((flag) => ({ header: flag, value: (p: ParticipantExportRow) => p[flag] })),
];

/**
 * The participants export: the staff list as searchParticipants selects it, every page.
 *
 *   search         the search box (names, e-mail, account number, phone, VIN, serial number)
 *   status         repeatable or comma-separated ParticipantStatus values (any of them)
 *   pilot          participantPilotProgramId
 *   flags          repeatable or comma-separated StaffParticipantFlag values (all of them)
 *   onboardedFrom  onboardedDate ≥ (YYYY-MM-DD: from the start of that UTC day, or an ISO date and time)
 *   onboardedTo    onboardedDate ≤ (YYYY-MM-DD: to the end of that UTC day, or an ISO date and time)
 *   sortField      StaffParticipantSortField (createdAt by default)
 *   sortDirection  ASC or DESC (DESC by default)
 */
export function participantsExport(services: Pick<Services, 'participantSearch'>): RegisteredExport {
  return defineExport<Params, ParticipantExportRow>({
    name: 'participants',
    parameters: ['search', 'status', 'pilot', 'flags', 'onboardedFrom', 'onboardedTo', 'sortField', 'sortDirection'],
    parse(query) {
      const from = date(query, 'onboardedFrom');
      const to = date(query, 'onboardedTo', true);
      return {
        search: single(query, 'search') ?? null,
        filter: {
          status: list(query, 'status') ?? null,
          participantPilotProgramId: single(query, 'pilot') ?? null,
          flags: list(query, 'flags') ?? null,
          onboardedDate: from || to ? { ge: from ?? null, le: to ?? null } : null,
        },
        sortField: single(query, 'sortField') ?? null,
        sortDirection: single(query, 'sortDirection') ?? null,
      };
    },
    columns,
    page: (actor, params, nextToken) => services.participantSearch.exportPage(actor, params, nextToken),
  });
}
