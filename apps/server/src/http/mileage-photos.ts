import multipart from '@fastify/multipart';
import { type MessageKey, MILEAGE_REPORT_PHOTO_MAX_BYTES, messages } from '@rc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { Actor } from '../modules/identity/actor.js';
import type { Services } from '../services.js';

export const MILEAGE_PHOTO_UPLOAD_PATH = '/api/mileage-reports/photos';
/** When to try an upload again after the storage could not be written (503). */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

/**
 * POST /api/mileage-reports/photos (multipart/form-data, one file field): stores an odometer photo for
 * the signed-in participant, or for `?username=` when staff upload for a participant. Answers 201 with
 * `{ storageKey, size, mimeType, url }` (what createMileageReport takes, and a signed preview link).
 * Multipart rather than base64 in GraphQL: the photo travels as bytes (no third larger), its size is
 * cut off while streaming at 10 MB, and GraphQL keeps its 1 MB body limit. A full storage answers 507,
 * an unwritable one 503 with Retry-After, both with the reason in the product's words; nothing of the
 * photo is kept then.
 */
export function registerMileagePhotoRoutes(
  app: FastifyInstance,
  deps: { services: Services; actorFor: (req: FastifyRequest) => Promise<Actor | null> },
): void {
  const refuse = (reply: FastifyReply, status: number, code: string, key: MessageKey) =>
    reply.status(status).send({ code, message: messages[key], messageKey: key });

  // Multipart parsing only in this scope: no other route accepts multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      // One byte over the limit is read, so "exactly over" is told from "at the limit" (see below).
      limits: { fileSize: MILEAGE_REPORT_PHOTO_MAX_BYTES + 1, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });

    scope.post<{ Querystring: { username?: string } }>(MILEAGE_PHOTO_UPLOAD_PATH, async (req, reply) => {
      const actor = await deps.actorFor(req);
      if (!actor) return refuse(reply, 401, 'UNAUTHENTICATED', 'notAuthenticated');
      if (!req.isMultipart()) return refuse(reply, 415, 'BAD_USER_INPUT', 'mileageReportPhotoRequired');
      let bytes: Buffer;
      try {
        const file = await req.file();
        if (!file) return refuse(reply, 400, 'BAD_USER_INPUT', 'mileageReportPhotoRequired');
        bytes = await file.toBuffer();
        // The plugin does not always throw when the last chunk is the one cut off.
        if (file.file.truncated || bytes.byteLength > MILEAGE_REPORT_PHOTO_MAX_BYTES) {
          return refuse(reply, 413, 'BAD_USER_INPUT', 'photoTooLarge');
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(reply, 413, 'BAD_USER_INPUT', 'photoTooLarge');
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          return refuse(reply, 413, 'BAD_USER_INPUT', 'invalidInput');
        }
        // A malformed multipart body is the client's fault, never a server error.
        req.log.debug({ err: error }, 'unreadable photo upload');
        return refuse(reply, 400, 'BAD_USER_INPUT', 'mileageReportPhotoRequired');
      }
      const username =
        typeof req.query.username === 'string' && req.query.username ? req.query.username : actor.username;
      let photo: Awaited<ReturnType<typeof deps.services.mileageReports.uploadPhoto>>;
      try {
        photo = await deps.services.mileageReports.uploadPhoto(actor, { username, bytes });
      } catch (error) {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_STORAGE') {
          req.log.error({ err: error }, 'photo upload refused: the storage is full');
          return refuse(reply, 507, error.code, error.messageKey);
        }
        if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') {
          req.log.error({ err: error }, 'photo upload refused: the storage cannot be written');
          reply.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
          return refuse(reply, 503, error.code, error.messageKey);
        }
        throw error;
      }
      return reply.status(201).header('cache-control', 'no-store').send(photo);
    });
  });
}
