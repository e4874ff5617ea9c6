import { fullName } from '../../lib/format';
import type { StaffTripListRow } from './api';

/** A trip's participant as the trip lists name them: their name, else e-mail, else the account id. */
export function participantLabel(
  trip: Pick<StaffTripListRow, 'username'> & { participant?: StaffTripListRow['participant'] },
): string {
  const p = trip.participant;
  const name = p ? fullName(p.firstName, p.middleName, p.lastName) : '';
  return name || p?.email || trip.username;
}
