import type { AccountTabProps } from './accountTab';

/** Vehicles tab. */
export default function VehiclesTab(_props: AccountTabProps) {
  return null;
}
