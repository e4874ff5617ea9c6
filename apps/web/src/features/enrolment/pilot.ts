import { canonicalPilotShortName, DEFAULT_PILOT, type PilotShortName } from '@rc/domain';
import {
  EntryParticipantPilotDocument,
  EntryPilotProgramsDocument,
  EntrySetParticipantPilotDocument,
} from '../../gql/graphql';
import { execute } from '../../lib/graphql';

/** sessionStorage key of the pilot chosen by /register?pilot=… (read by the wizard). */
export const PILOT_STORAGE_KEY = 'enrolmentPilot';

/**
 * The pilot named by a /register address: the canonical short name of ?pilot (any case), null when
 * there is none (the wizard then uses an earlier choice or MBUF), or 'invalid' for an unknown value (→ /oops).
 */
export function pilotFromSearch(search: URLSearchParams): PilotShortName | 'invalid' | null {
  const value = search.get('pilot');
  if (value === null || value.trim() === '') return null;
  // An unencoded '+' in a link (?pilot=MBUF+ToD) arrives as a space; no pilot name has spaces.
  return canonicalPilotShortName(value.trim().replace(/\s+/g, '+')) ?? 'invalid';
}

export function rememberPilot(pilot: PilotShortName): void {
  try {
    sessionStorage.setItem(PILOT_STORAGE_KEY, pilot);
  } catch {
    // Storage unavailable: the default pilot applies.
  }
}

/** The pilot chosen in this browser session (default MBUF). */
export function chosenPilot(): PilotShortName {
  try {
    return canonicalPilotShortName(sessionStorage.getItem(PILOT_STORAGE_KEY)) ?? DEFAULT_PILOT;
  } catch {
    return DEFAULT_PILOT;
  }
}

/** Whether a pilot was chosen explicitly in this browser session. */
export function hasChosenPilot(): boolean {
  try {
    return canonicalPilotShortName(sessionStorage.getItem(PILOT_STORAGE_KEY)) !== null;
  } catch {
    return false;
  }
}

/**
 * After sign-up: puts a newly created account (status created) into the chosen pilot, through
 * updateParticipant participantPilotProgramId (the programme id from listPilotPrograms). Does nothing
 * when the account is already in it or no longer being created. Returns whether it changed the account.
 */
export async function applyChosenPilot(username: string, pilot: PilotShortName = chosenPilot()): Promise<boolean> {
  const [{ listPilotPrograms }, { getParticipant }] = await Promise.all([
    execute(EntryPilotProgramsDocument),
    execute(EntryParticipantPilotDocument, { username }),
  ]);
  const program = listPilotPrograms.items.find((p) => canonicalPilotShortName(p.shortName) === pilot);
  if (!program || !getParticipant || getParticipant.status !== 'created') return false;
  if (getParticipant.participantPilotProgramId === program.id) return false;
  await execute(EntrySetParticipantPilotDocument, { input: { username, participantPilotProgramId: program.id } });
  return true;
}
