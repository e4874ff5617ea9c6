import type { AccountTabProps } from '../account/accountTab';

/** Inquiries tab. */
export default function InquiriesTab(_props: AccountTabProps) {
  return null;
}
