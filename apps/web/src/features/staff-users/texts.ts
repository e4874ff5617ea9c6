import { registerTexts } from '../../i18n';

/**
 * The user administration's texts in English (/permission, staff spec "Cognito Users"), under
 * `staffUsers`; registered when the staff console loads. Spanish: texts.es.ts.
 */
export const staffUsersEn = {
  title: 'Users',
  group: 'Group',
  groups: { Admins: 'Admins', Users: 'Users', none: 'No group (N/A)' },
  empty: 'No users in this group.',
  you: 'You',
  columns: {
    email: 'Email',
    username: 'Username',
    status: 'Status',
    confirmed: 'Confirmed',
    groups: 'Groups',
    created: 'Created',
    lastSignIn: 'Last sign-in',
    actions: 'Actions',
  },
  status: { enabled: 'Enabled', disabled: 'Disabled' },
  actionsFor: 'Actions for {{email}}',
  ownRowHint: 'You cannot disable yourself or leave the Admins group.',
  action: {
    enableUser: 'Enable sign-in',
    disableUser: 'Disable sign-in',
    addAdmins: 'Add to Admins',
    removeAdmins: 'Remove from Admins',
    addUsers: 'Add to Users',
    removeUsers: 'Remove from Users',
  },
  confirm: {
    enableUser: 'Enable sign-in for {{email}}? They can sign in again.',
    disableUser:
      'Disable sign-in for {{email}}? Their sessions end at once and they cannot sign in until they are enabled again.',
    addAdmins: 'Add {{email}} to the Admins group? They get full access to the staff console.',
    removeAdmins: 'Remove {{email}} from the Admins group? They lose access to the staff console at once.',
    addUsers: 'Add {{email}} to the Users group?',
    removeUsers: 'Remove {{email}} from the Users group?',
  },
  done: {
    enableUser: 'Sign-in enabled for {{email}}.',
    disableUser: 'Sign-in disabled for {{email}}.',
    addAdmins: '{{email}} was added to Admins.',
    removeAdmins: '{{email}} was removed from Admins.',
    addUsers: '{{email}} was added to Users.',
    removeUsers: '{{email}} was removed from Users.',
  },
  invite: {
    open: 'Invite staff member',
    title: 'Invite a staff member',
    intro: 'Creates an account in the Admins group for this address and e-mails them how to choose their password.',
    email: 'Email',
    send: 'Send invitation',
    cancel: 'Cancel',
    done: 'Invitation e-mailed to {{email}}.',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffUsers: typeof staffUsersEn;
  }
}

registerTexts(
  { staffUsers: staffUsersEn },
  { es: () => import('./texts.es').then((module) => ({ staffUsers: module.staffUsersEs })) },
);
