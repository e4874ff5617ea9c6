import type { AccountTabProps } from '../account/accountTab';

/** Create Mileage Report tab. */
export default function CreateMileageReportTab(_props: AccountTabProps) {
  return null;
}
