import { type ComponentType, lazy } from 'react';
import { withTexts } from '../../i18n';
import type { ParticipantDetailTab, ParticipantTabProps } from '../../lib/staff/participantTabs';

type TabModule = { default: ComponentType<ParticipantTabProps> };

function lazyTab(load: () => Promise<TabModule>) {
  return lazy(() => withTexts(load()));
}

/**
 * The participant detail's tabs, each a chunk of its own from the staff feature of its domain (features
 * never import each other: the app assembles them). The tab bar shows the tabs listed here, in the
 * order of PARTICIPANT_DETAIL_TABS.
 */
export const PARTICIPANT_DETAIL_TAB_COMPONENTS: Partial<
  Record<ParticipantDetailTab, ComponentType<ParticipantTabProps>>
> = {
  info: lazyTab(() => import('../../features/staff-participants/InfoTab')),
  vehicles: lazyTab(() => import('../../features/staff-vehicles/VehiclesTab')),
  devices: lazyTab(() => import('../../features/staff-devices/DevicesTab')),
  events: lazyTab(() => import('../../features/staff-devices/EventsTab')),
  reports: lazyTab(() => import('../../features/staff-mileage-reports/MileageReportsTab')),
  trips: lazyTab(() => import('../../features/staff-trips/TripsTab')),
  statements: lazyTab(() => import('../../features/staff-statements/StatementsTab')),
  payments: lazyTab(() => import('../../features/staff-payments/PaymentsTab')),
  notifications: lazyTab(() => import('../../features/staff-notifications/NotificationsTab')),
  invalidate: lazyTab(() => import('../../features/staff-trips/InvalidateTripsTab')),
  view: lazyTab(() => import('./ParticipantViewTab')),
  timeline: lazyTab(() => import('../../features/staff-participants/TimelineTab')),
  audit: lazyTab(() => import('../../features/staff-audit/AuditTrailTab')),
};
