import { TRIP_PROCESS_STATUSES, TRIP_REVIEW_STATUSES } from '@rc/domain';
import type { TripRow } from '../../modules/trips/trips.repository.js';
import type { TripSearchArgs, TripSummary } from '../../modules/trips/trips.service.js';
import type { Services } from '../../services.js';
import {
  badParameter,
  type CsvColumn,
  date,
  defineExport,
  oneOf,
  type RegisteredExport,
  single,
} from './export-definition.js';

type Params = Omit<TripSearchArgs, 'limit' | 'nextToken'>;
type Row = TripRow & TripSummary;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

const columns: CsvColumn<Row>[] = [
  { header: 'id', value: (t) => t.id },
  { header: 'username', value: (t) => t.username },
  { header: 'pilotProgramId', value: (t) => t.pilotProgramId },
  { header: 'tsStart', value: (t) => iso(t.tsStart) },
  { header: 'tsEnd', value: (t) => iso(t.tsEnd) },
  { header: 'vehicleId', value: (t) => t.vehicleId },
  { header: 'vehicleVin', value: (t) => t.vehicleVin },
  { header: 'mroDeviceSerialNumber', value: (t) => t.mroDeviceSerialNumber },
  { header: 'distMro', value: (t) => t.distMro },
  { header: 'distGps', value: (t) => t.distGps },
  { header: 'distRoute', value: (t) => t.distRoute },
  { header: 'odoMro', value: (t) => t.odoMro },
  { header: 'totalDistance', value: (t) => t.totalDistance },
  { header: 'billableDistance', value: (t) => t.billableDistance },
  { header: 'processStatus', value: (t) => t.processStatus },
  { header: 'processMsg', value: (t) => t.processMsg },
  { header: 'reviewStatus', value: (t) => t.reviewStatus },
  { header: 'reviewReason', value: (t) => t.reviewReason },
  { header: 'invalid', value: (t) => t.invalid },
  { header: 'mileageFeeCents', value: (t) => t.mileageFeeCents },
  { header: 'fuelFeeCents', value: (t) => t.fuelFeeCents },
  { header: 'cordonFeeCents', value: (t) => t.cordonFeeCents },
  { header: 'todFeeCents', value: (t) => t.todFeeCents },
  { header: 'tollFeeCents', value: (t) => t.tollFeeCents },
  { header: 'paymentStatus', value: (t) => t.paymentStatus },
  { header: 'createdAt', value: (t) => iso(t.createdAt) },
];

/**
 * The trips export: the staff /trips list as searchTrips selects it, every page.
 *
 *   from           createdAt ≥ (YYYY-MM-DD: from the start of that UTC day, or an ISO date and time) — required
 *   to             createdAt ≤ (YYYY-MM-DD: to the end of that UTC day, or an ISO date and time) — required
 *   processStatus  pending, processed or failed
 *   reviewStatus   pending or completed
 *   invalid        true or false
 *   participant    the trip's participant (username)
 *   pilot          the trip's pilot program id
 *   vehicle        the trip's vehicle id
 *   sortDirection  ASC or DESC (by createdAt; DESC by default)
 */
export function tripsExport(services: Pick<Services, 'trips'>): RegisteredExport {
  return defineExport<Params, Row>({
    name: 'trips',
    parameters: [
      'from',
      'to',
      'processStatus',
      'reviewStatus',
      'invalid',
      'participant',
      'pilot',
      'vehicle',
      'sortDirection',
    ],
    parse(query) {
      const from = date(query, 'from');
      const to = date(query, 'to', true);
      if (!from || !to) throw badParameter('from and to are required: the trips created in that range are exported.');
      return {
        createdAt: { ge: from, le: to },
        filter: {
          processStatus: oneOf(query, 'processStatus', TRIP_PROCESS_STATUSES) ?? null,
          reviewStatus: oneOf(query, 'reviewStatus', TRIP_REVIEW_STATUSES) ?? null,
          invalid: (() => {
            const v = oneOf(query, 'invalid', ['true', 'false'] as const) ?? null;
            return v === null ? null : v === 'true';
          })(),
          username: single(query, 'participant') ?? null,
          pilotProgramId: single(query, 'pilot') ?? null,
          vehicleId: single(query, 'vehicle') ?? null,
        },
        sortDirection: oneOf(query, 'sortDirection', ['ASC', 'DESC'] as const) ?? null,
      };
    },
    columns,
    page: (actor, params, nextToken) => services.trips.searchTripsExportPage(actor, params, nextToken),
  });
}
