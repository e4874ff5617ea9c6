import type { AccountParticipantQuery } from '../../gql/graphql';

/** The participant whose account is shown (the signed-in participant on /my-account). */
export type AccountParticipant = NonNullable<AccountParticipantQuery['getParticipant']>;

/** What every /my-account tab receives: it loads its own data for this participant. */
export interface AccountTabProps {
  username: string;
  participant: AccountParticipant;
}
