import type { AccountTabProps } from './accountTab';

/** Reporting Devices tab. */
export default function ReportingDevicesTab(_props: AccountTabProps) {
  return null;
}
