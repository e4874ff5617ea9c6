import type { AccountTabProps } from './accountTab';

/** My Info tab. */
export default function MyInfoTab(_props: AccountTabProps) {
  return null;
}
