/**
 * The staff console's menu (staff spec section 2): only routes that exist and that the user may open.
 * Admins may open every staff route; pilot settings are grouped in the Pilot Settings dropdown. Later
 * screens add their entries here.
 */
export interface StaffRoute {
  to: string;
  label:
    | 'participants'
    | 'invitations'
    | 'permission'
    | 'configurations'
    | 'devices'
    | 'mroEvents'
    | 'webhookEvents'
    | 'locationRetention'
    | 'accountErasure'
    | 'events'
    | 'mileageAudit'
    | 'trips'
    | 'tripsReview'
    | 'transactions'
    | 'inquiries'
    | 'statements'
    | 'notifications'
    | 'reports'
    | 'pilotProgramsAndRates';
  pilotSetting?: boolean;
}

export const STAFF_ROUTES: readonly StaffRoute[] = [
  { to: '/participants', label: 'participants' },
  { to: '/invitations', label: 'invitations' },
  { to: '/mro-devices', label: 'devices' },
  { to: '/mroEvents', label: 'mroEvents' },
  { to: '/trips', label: 'trips' },
  { to: '/tripsReview', label: 'tripsReview' },
  { to: '/transactions', label: 'transactions' },
  { to: '/inquiries', label: 'inquiries' },
  { to: '/audit', label: 'mileageAudit' },
  { to: '/statements', label: 'statements' },
  { to: '/notifications', label: 'notifications' },
  { to: '/report', label: 'reports' },
  { to: '/permission', label: 'permission', pilotSetting: true },
  { to: '/configurations', label: 'configurations', pilotSetting: true },
  { to: '/pilotProgramsAndRates', label: 'pilotProgramsAndRates', pilotSetting: true },
  { to: '/events', label: 'events', pilotSetting: true },
  { to: '/webhookEvents', label: 'webhookEvents', pilotSetting: true },
  { to: '/locationRetention', label: 'locationRetention', pilotSetting: true },
  { to: '/accountErasure', label: 'accountErasure', pilotSetting: true },
];
