import type { AccountTabProps } from '../account/accountTab';

/** Mileage Reports tab. */
export default function MileageReportsTab(_props: AccountTabProps) {
  return null;
}
