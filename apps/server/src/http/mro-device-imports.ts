import multipart from '@fastify/multipart';
import { isAdmin, MANIFEST_MAX_BYTES, type MessageKey, messages } from '@rc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../modules/identity/actor.js';
import type { Services } from '../services.js';

export const MRO_DEVICE_IMPORT_PATH = '/api/staff/mro-device-imports';

/**
 * POST /api/staff/mro-device-imports (multipart/form-data: `authorUsername`, then one `manifest` file,
 * .csv or .txt): staff start a shipping-manifest import, worked by a job (startMroDeviceImport). Answers
 * 202 with the import (`id`, `status`, `total`, `done`), followed with getMroDeviceImport. Multipart
 * rather than base64 in GraphQL: a manifest of 10,000 devices is larger than GraphQL's 1 MiB body, and
 * here it is cut off while streaming at MANIFEST_MAX_BYTES.
 */
export function registerMroDeviceImportRoutes(
  app: FastifyInstance,
  deps: { services: Services; actorFor: (req: FastifyRequest) => Promise<Actor | null> },
): void {
  const refuse = (reply: FastifyReply, status: number, code: string, key: MessageKey) =>
    reply.status(status).send({ code, message: messages[key], messageKey: key });

  // Multipart parsing only in this scope: no other route accepts multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MANIFEST_MAX_BYTES + 1, files: 1, fields: 1, parts: 2, fieldSize: 320 },
    });

    scope.post(MRO_DEVICE_IMPORT_PATH, async (req, reply) => {
      const actor = await deps.actorFor(req);
      if (!actor) return refuse(reply, 401, 'UNAUTHENTICATED', 'notAuthenticated');
      if (!isAdmin(actor.groups)) return refuse(reply, 403, 'FORBIDDEN', 'adminOnly');
      if (!req.isMultipart()) return refuse(reply, 415, 'BAD_USER_INPUT', 'manifestRequired');
      let bytes: Buffer;
      let authorUsername = '';
      try {
        const file = await req.file();
        if (!file) return refuse(reply, 400, 'BAD_USER_INPUT', 'manifestRequired');
        const author = file.fields.authorUsername;
        if (author && !Array.isArray(author) && author.type === 'field') authorUsername = String(author.value);
        bytes = await file.toBuffer();
        // The plugin does not always throw when the last chunk is the one cut off.
        if (file.file.truncated || bytes.byteLength > MANIFEST_MAX_BYTES) {
          return refuse(reply, 413, 'BAD_USER_INPUT', 'manifestTooLarge');
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(reply, 413, 'BAD_USER_INPUT', 'manifestTooLarge');
        // A malformed multipart body (or too many parts) is the client's fault, never a server error.
        req.log.debug({ err: error }, 'unreadable manifest upload');
        return refuse(reply, 400, 'BAD_USER_INPUT', 'manifestRequired');
      }
      const started = await deps.services.devices.startMroDeviceImport(actor, {
        manifest: bytes.toString('base64'),
        authorUsername,
      });
      return reply
        .status(202)
        .header('cache-control', 'no-store')
        .send({ id: started.id, status: started.status, total: started.total, done: started.done });
    });
  });
}
