import type { AdminUser } from '@rc/domain';
import { describe, expect, it } from 'vitest';
import { actionsFor, toAction } from '../userActions';

const user = (over: Partial<AdminUser>): AdminUser => ({
  Username: 'u1',
  Attributes: [{ Name: 'email', Value: 'u1@example.com' }],
  Enabled: true,
  UserStatus: 'CONFIRMED',
  UserCreateDate: '2026-01-01T00:00:00.000Z',
  UserLastModifiedDate: '2026-01-01T00:00:00.000Z',
  Groups: [],
  UserLastSignInDate: null,
  ...over,
});

describe('the actions a user row offers', () => {
  it('never offers an admin their own disable or leaving Admins', () => {
    const me = user({ Groups: ['Admins'] });
    expect(actionsFor(me, true)).toEqual(['addUsers']);
    expect(actionsFor(me, true)).not.toContain('disableUser');
    expect(actionsFor(me, true)).not.toContain('removeAdmins');
  });

  it('offers another admin both', () => {
    expect(actionsFor(user({ Groups: ['Admins'] }), false)).toEqual(['disableUser', 'removeAdmins', 'addUsers']);
  });

  it('offers the opposite of the current state', () => {
    expect(actionsFor(user({ Enabled: false, Groups: ['Users'] }), false)).toEqual([
      'enableUser',
      'addAdmins',
      'removeUsers',
    ]);
  });

  it('maps each action to its AdminQueries call', () => {
    expect(toAction('disableUser', 'u1')).toEqual({ kind: 'disableUser', username: 'u1' });
    expect(toAction('removeAdmins', 'u1')).toEqual({
      kind: 'removeUserFromGroup',
      username: 'u1',
      groupname: 'Admins',
    });
    expect(toAction('addUsers', 'u1')).toEqual({ kind: 'addUserToGroup', username: 'u1', groupname: 'Users' });
  });
});
