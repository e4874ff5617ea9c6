/**
 * Entry of the staff console. Everything admin is exported from here and loaded only through the
 * router's and the top bar's lazy imports of this module, so the console is chunks that participant
 * pages never download. Never import staff features, components/staff or lib/staff statically from
 * participant code.
 */

export { ConfigurationsPage } from '../features/staff-configuration/ConfigurationsPage';
export { InvitationsPage } from '../features/staff-invitations/InvitationsPage';
export { ParticipantsPage } from '../features/staff-participants/ParticipantsPage';
export { UsersPage } from '../features/staff-users/UsersPage';
export { ParticipantDetailPage } from './staff/ParticipantDetailPage';
export { StaffNav } from './staff/StaffNav';
