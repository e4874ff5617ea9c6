import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../modules/identity/actor.js';
import type { UserChange } from '../modules/identity/user-admin.service.js';
import type { Services } from '../services.js';

/**
 * The AdminQueries REST API (staff spec section 7), for staff sessions only: anonymous callers get
 * 401 and participants 403, as JSON { code, message }; a bad query or body gets 400 with the reason.
 *
 *   GET  /listUsersInGroup?groupname=Users|Admins&limit=60&token=…  → { Users, NextToken }
 *   GET  /listUsersWithoutGroup?limit=60&token=…  (users in no group, 'N/A')  → { Users, NextToken }
 *   POST /addUserToGroup, /removeUserFromGroup   { username, groupname }
 *   POST /enableUser, /disableUser               { username }
 *   POST /inviteStaffMember                      { email }  (a new account in Admins, e-mailed)
 *
 * Each user carries Groups and UserLastSignInDate besides the original service's fields. An admin can
 * neither disable themselves nor leave Admins (403 with the reason).
 *
 * The rules live in UserAdminService; every change is logged here and recorded in the audit trail there.
 */
export function registerAdminQueries(
  app: FastifyInstance,
  deps: { services: Services; actorFor: (req: FastifyRequest) => Promise<Actor | null> },
) {
  const { userAdmin } = deps.services;

  app.get('/listUsersInGroup', async (req) => userAdmin.listUsersInGroup(await deps.actorFor(req), req.query));
  app.get('/listUsersWithoutGroup', async (req) =>
    userAdmin.listUsersWithoutGroup(await deps.actorFor(req), req.query),
  );

  const change = (path: string, run: (actor: Actor | null, body: unknown) => Promise<UserChange>) =>
    app.post(path, async (req) => {
      const actor = await deps.actorFor(req);
      const result = await run(actor, req.body);
      req.log.info(
        {
          component: 'admin-queries',
          action: result.action,
          admin: actor?.username,
          username: result.username,
          groupname: result.groupname,
          changes: result.diff,
          sessionsEnded: result.sessionsEnded,
        },
        result.diff.length ? 'user changed by an administrator' : 'user already as requested',
      );
      return { message: result.message, user: result.user };
    });

  change('/addUserToGroup', (actor, body) => userAdmin.addUserToGroup(actor, body));
  change('/removeUserFromGroup', (actor, body) => userAdmin.removeUserFromGroup(actor, body));
  change('/enableUser', (actor, body) => userAdmin.enableUser(actor, body));
  change('/disableUser', (actor, body) => userAdmin.disableUser(actor, body));
  change('/inviteStaffMember', (actor, body) => userAdmin.inviteStaffMember(actor, body));
}
