/**
 * The roots of the query keys the features share. Each feature's api.ts builds its keys under one of
 * these, so one invalidation reaches every feature's reads of the same thing: after a profile save, an
 * enrolment step or a telematics connection, everything read about the participant is read again.
 */
export const participantKeys = {
  /** Every participant's data (enrolment and telematics refresh it all). */
  all: ['participant'] as const,
  /** Everything read about one participant (account tabs, enrolment, saved cards). */
  one: (username: string) => [...participantKeys.all, username] as const,
};
