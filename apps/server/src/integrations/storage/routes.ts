import { isAdmin, type MessageKey, messages } from '@rc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../modules/identity/actor.js';
import { ownerOfKey } from './keys.js';
import { STORAGE_LINK_PATH, type StorageLinks } from './links.js';
import type { StorageProvider } from './provider.js';

/** A redirect only has to survive the browser following it; the signed link bounds it too. */
export const PRESIGNED_DOWNLOAD_SECONDS = 60;

/**
 * GET /api/storage/{file name}?t={token}: serves a stored object through a signed, expiring link. The signed-in user
 * must be the one the link was issued to, or staff; a participant's link reaches only their own folder.
 * Answers 401 when not signed in, 403 for a forged link or another user's, 410 once expired, 404 when
 * the object is gone. With `presignedDownloads` and a provider that presigns (S3), the checked request is
 * redirected (302) to a presigned bucket URL that expires within PRESIGNED_DOWNLOAD_SECONDS instead of
 * passing the bytes through the server.
 */
export function registerStorageRoutes(
  app: FastifyInstance,
  deps: {
    storage: StorageProvider;
    links: StorageLinks;
    actorFor: (req: FastifyRequest) => Promise<Actor | null>;
    presignedDownloads?: boolean;
  },
): void {
  const refuse = (reply: FastifyReply, status: number, code: string, key: MessageKey) =>
    reply.status(status).header('cache-control', 'no-store').send({ code, message: messages[key], messageKey: key });

  app.get<{ Params: { name: string }; Querystring: { t?: string } }>(
    `${STORAGE_LINK_PATH}:name`,
    async (req, reply) => {
      const checked = deps.links.check(typeof req.query.t === 'string' ? req.query.t : '');
      if (!checked.ok) {
        return checked.reason === 'expired'
          ? refuse(reply, 410, 'GONE', 'storageLinkExpired')
          : refuse(reply, 403, 'FORBIDDEN', 'storageLinkInvalid');
      }
      const actor = await deps.actorFor(req);
      if (!actor) return refuse(reply, 401, 'UNAUTHENTICATED', 'notAuthenticated');
      const { link } = checked;
      const staff = isAdmin(actor.groups);
      // Staff may open any valid link; anyone else only the links issued to them, for their own files.
      if (!staff && (actor.username !== link.viewer || ownerOfKey(link.key) !== actor.username)) {
        return refuse(reply, 403, 'FORBIDDEN', 'storageLinkInvalid');
      }
      const maxAge = Math.max(0, Math.floor((link.expiresAt.getTime() - Date.now()) / 1000));
      if (deps.presignedDownloads && deps.storage.presignedUrl) {
        if (!(await deps.storage.exists(link.key))) return refuse(reply, 404, 'NOT_FOUND', 'storageFileNotFound');
        const url = await deps.storage.presignedUrl(link.key, {
          expiresInSeconds: Math.max(1, Math.min(PRESIGNED_DOWNLOAD_SECONDS, maxAge)),
          downloadName: link.downloadName ?? undefined,
        });
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      }
      const object = await deps.storage.get(link.key);
      if (!object) return refuse(reply, 404, 'NOT_FOUND', 'storageFileNotFound');
      const name = link.downloadName ?? link.key.slice(link.key.lastIndexOf('/') + 1);
      const disposition = link.downloadName ? 'attachment' : 'inline';
      return reply
        .header('content-type', object.contentType)
        .header('content-length', String(object.size))
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('content-disposition', `${disposition}; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(object.body);
    },
  );
}
