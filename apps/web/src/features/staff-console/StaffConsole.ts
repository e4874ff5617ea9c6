/**
 * Entry of the staff console. Everything admin is exported from here and loaded only through the
 * router's lazy import of this module, so it is one chunk that participant pages never download.
 * Never import these pages (or anything under staff-console/) statically from outside.
 */

export { InvitationsPage } from './invitations/InvitationsPage';
export { ParticipantsPage } from './participants/ParticipantsPage';
