/**
 * Entry of the staff console. Everything admin is exported from here and loaded only through the
 * router's and the top bar's lazy imports of this module, so the console is chunks that participant
 * pages never download. Never import staff features, components/staff or lib/staff statically from
 * participant code.
 */

export { ConfigurationsPage } from '../features/staff-configuration/ConfigurationsPage';
export { BulkRegisterPage } from '../features/staff-devices/BulkRegisterPage';
export { DevicesPage } from '../features/staff-devices/DevicesPage';
export { MroEventsPage } from '../features/staff-devices/MroEventsPage';
export { RegisterDevicePage } from '../features/staff-devices/RegisterDevicePage';
export { InvitationsPage } from '../features/staff-invitations/InvitationsPage';
export { MileageAuditPage } from '../features/staff-mileage-reports/MileageAuditPage';
export { ParticipantsPage } from '../features/staff-participants/ParticipantsPage';
export { TripPage as StaffTripPage } from '../features/staff-trips/TripPage';
export { TripsPage } from '../features/staff-trips/TripsPage';
export { TripsReviewPage } from '../features/staff-trips/TripsReviewPage';
export { UsersPage } from '../features/staff-users/UsersPage';
export { WebhookEventsPage } from '../features/staff-webhooks/WebhookEventsPage';
export { ParticipantDetailPage } from './staff/ParticipantDetailPage';
export { StaffNav } from './staff/StaffNav';
