import type { AccountTabProps } from './accountTab';

/** Billing Info tab. */
export default function BillingInfoTab(_props: AccountTabProps) {
  return null;
}
