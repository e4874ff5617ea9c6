import type { AccountTabProps } from './accountTab';

/** Connections tab. */
export default function ConnectionsTab(_props: AccountTabProps) {
  return null;
}
