import { formatCents, type StaffSearchKind, staffSearchTextSchema } from '@rc/domain';
import { AppError } from '../../errors.js';
import { validate } from '../../lib/validation.js';
import type { BillingService } from '../billing/billing.service.js';
import type { DevicesService } from '../devices/devices.service.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { ParticipantSearchService } from '../participants/participant-search.service.js';
import type { ParticipantRow } from '../participants/participants.repository.js';
import type { TripsService } from '../trips/trips.service.js';

export interface StaffSearchHit {
  kind: StaffSearchKind;
  id: string;
  /** The participant the hit belongs to (null when it has none). */
  username: string | null;
  label: string;
}

export interface StaffSearchDeps {
  participants: Pick<ParticipantSearchService, 'quickHits'>;
  trips: Pick<TripsService, 'getTrip'>;
  devices: Pick<DevicesService, 'findBySerial'>;
  billing: Pick<BillingService, 'getTransaction'>;
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : 'no date');

export function participantLabel(p: ParticipantRow): string {
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
  return `${name ? `${name} · ` : ''}${p.email} · #${p.accountNo}`;
}

/**
 * The staff console's global search box: what one text finds across the console. A composition of the
 * owners' services (no table of its own): the participants the participant search finds (at most 8),
 * and the trip, device (by serial number) and transaction whose identifier is exactly the text.
 * Exact hits come first. Admins only.
 */
export class StaffSearchService {
  constructor(private readonly deps: StaffSearchDeps) {}

  async search(actor: Actor | null, text: string): Promise<StaffSearchHit[]> {
    const admin = requireAdmin(actor);
    const q = validate(staffSearchTextSchema, text).trim();
    if (!q) return [];
    // Identifiers have no spaces: a text with one is only a participant search.
    const identifier = /\s/.test(q) ? null : q;
    const [trip, device, transaction, participants] = await Promise.all([
      identifier ? this.trip(admin, identifier) : null,
      identifier ? this.deps.devices.findBySerial(identifier) : null,
      identifier ? this.deps.billing.getTransaction(admin, identifier) : null,
      this.deps.participants.quickHits(admin, q),
    ]);
    const hits: StaffSearchHit[] = [];
    if (trip) {
      hits.push({
        kind: 'trip',
        id: trip.id,
        username: trip.username,
        label: `Trip of ${day(trip.tsStart ?? trip.createdAt)} (${trip.processStatus})`,
      });
    }
    if (device) {
      hits.push({
        kind: 'device',
        id: device.id,
        username: device.username,
        label: `Device ${device.deviceSerialNumber}`,
      });
    }
    if (transaction) {
      hits.push({
        kind: 'transaction',
        id: transaction.id,
        username: transaction.username,
        label: `${transaction.type === 'refund' ? 'Refund' : 'Transaction'} of ${formatCents(transaction.amountCents)} on ${day(transaction.createdAt)} (${transaction.status})`,
      });
    }
    for (const p of participants) {
      hits.push({ kind: 'participant', id: p.username, username: p.username, label: participantLabel(p) });
    }
    return hits;
  }

  private async trip(actor: Actor, id: string) {
    try {
      return await this.deps.trips.getTrip(actor, id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
