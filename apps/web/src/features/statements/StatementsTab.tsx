import type { AccountTabProps } from '../account/accountTab';

/** Statements tab. */
export default function StatementsTab(_props: AccountTabProps) {
  return null;
}
