import type { AccountTabProps } from '../account/accountTab';

/** Trips tab. */
export default function TripsTab(_props: AccountTabProps) {
  return null;
}
