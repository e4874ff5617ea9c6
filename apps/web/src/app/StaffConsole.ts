/**
 * Entry of the staff console. Everything admin is exported from here and loaded only through the
 * router's and the top bar's lazy imports of this module, so the console is chunks that participant
 * pages never download. Never import staff features, components/staff or lib/staff statically from
 * participant code.
 */

export { EventsPage } from '../features/staff-audit/EventsPage';
export { ConfigurationsPage } from '../features/staff-configuration/ConfigurationsPage';
export { CordonPage } from '../features/staff-cordons/CordonPage';
export { BulkRegisterPage } from '../features/staff-devices/BulkRegisterPage';
export { DevicesPage } from '../features/staff-devices/DevicesPage';
export { MroEventsPage } from '../features/staff-devices/MroEventsPage';
export { RegisterDevicePage } from '../features/staff-devices/RegisterDevicePage';
export { InquiriesBoardPage } from '../features/staff-inquiries/InquiriesBoardPage';
export { InquiryPage as StaffInquiryPage } from '../features/staff-inquiries/InquiryPage';
export { InvitationsPage } from '../features/staff-invitations/InvitationsPage';
export { MileageAuditPage } from '../features/staff-mileage-reports/MileageAuditPage';
export { NotificationsPage } from '../features/staff-notifications/NotificationsPage';
export { ParticipantsPage } from '../features/staff-participants/ParticipantsPage';
export { AccountErasurePage } from '../features/staff-privacy/AccountErasurePage';
export { LocationRetentionPage } from '../features/staff-privacy/LocationRetentionPage';
export { PilotProgramPage } from '../features/staff-rates/PilotProgramPage';
export { ReportsPage } from '../features/staff-reports/ReportsPage';
export { StatementsPage } from '../features/staff-statements/StatementsPage';
export { StaffPaymentPage } from '../features/staff-transactions/StaffPaymentPage';
export { TransactionPage } from '../features/staff-transactions/TransactionPage';
export { TransactionsPage } from '../features/staff-transactions/TransactionsPage';
export { TripPage as StaffTripPage } from '../features/staff-trips/TripPage';
export { TripsPage } from '../features/staff-trips/TripsPage';
export { TripsReviewPage } from '../features/staff-trips/TripsReviewPage';
export { UsersPage } from '../features/staff-users/UsersPage';
export { WebhookEventsPage } from '../features/staff-webhooks/WebhookEventsPage';
export { ParticipantDetailPage } from './staff/ParticipantDetailPage';
export { PilotSettingsPage } from './staff/PilotSettingsPage';
export { StaffNav } from './staff/StaffNav';
