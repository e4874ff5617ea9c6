/**
 * The participant detail's tabs (staff spec section 2, in its order, then the timeline this console
 * adds), addressed as /participant/{username}?tab=<id>.
 */
export const PARTICIPANT_DETAIL_TABS = [
  'info',
  'vehicles',
  'devices',
  'events',
  'trips',
  'reports',
  'statements',
  'payments',
  'notifications',
  'invalidate',
  'audit',
  'view',
  'timeline',
] as const;

export type ParticipantDetailTab = (typeof PARTICIPANT_DETAIL_TABS)[number];

export function isParticipantDetailTab(value: unknown): value is ParticipantDetailTab {
  return typeof value === 'string' && (PARTICIPANT_DETAIL_TABS as readonly string[]).includes(value);
}

/** The address of a participant's detail, on a tab (Info when none is named). */
export function participantPath(username: string, tab?: ParticipantDetailTab): string {
  const base = `/participant/${encodeURIComponent(username)}`;
  return tab && tab !== 'info' ? `${base}?tab=${tab}` : base;
}

/** What every participant-detail tab receives: it loads its own data for this participant. */
export interface ParticipantTabProps {
  username: string;
}
