import multipart from '@fastify/multipart';
import { isAdmin, messages } from '@rc/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, httpStatusFor } from '../errors.js';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_COUNT, type Attachment } from '../lib/attachments.js';
import type { Actor } from '../modules/identity/actor.js';
import type { Services } from '../services.js';

export const DISPUTE_UPLOAD_PATH = '/api/disputes';
const FIELDS = ['itemType', 'itemId', 'subject', 'reason'] as const;

/**
 * POST /api/disputes (multipart/form-data): a dispute with its files in one request — the fields of
 * createDispute (itemType, itemId, subject, reason) and up to 5 files (PDF, JPEG, PNG or text, 10 MB
 * each). The files are stored only if the dispute is created, so no upload is ever left without one.
 * Answers 201 with the dispute's id, inquiryId and files, or the refusal in the product's words
 * (`messageKey`), like createDispute.
 */
export function registerDisputeRoutes(
  app: FastifyInstance,
  deps: { services: Services; actorFor: (req: FastifyRequest) => Promise<Actor | null> },
): void {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: ATTACHMENT_MAX_BYTES + 1,
        files: ATTACHMENT_MAX_COUNT + 1,
        fields: FIELDS.length,
        fieldSize: 20_000,
      },
    });

    scope.post(DISPUTE_UPLOAD_PATH, async (req, reply) => {
      const refuse = (error: AppError) =>
        reply
          .status(httpStatusFor[error.code])
          .send({ code: error.code, message: messages[error.messageKey], messageKey: error.messageKey });
      const actor = await deps.actorFor(req);
      if (!actor) return refuse(new AppError('UNAUTHENTICATED', 'notAuthenticated'));
      if (!req.isMultipart()) return refuse(new AppError('BAD_USER_INPUT', 'invalidInput'));
      const fields: Record<string, string> = {};
      const files: Attachment[] = [];
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.file.truncated) return refuse(new AppError('BAD_USER_INPUT', 'disputeFileRefused'));
            files.push({ filename: part.filename, contentType: part.mimetype, bytes });
          } else if ((FIELDS as readonly string[]).includes(part.fieldname)) {
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (error) {
        // Too large, too many, or not multipart at all: the client's fault, never a server error.
        req.log.debug({ err: error }, 'unreadable dispute upload');
        return refuse(new AppError('BAD_USER_INPUT', 'disputeFileRefused'));
      }
      try {
        if (!isAdmin(actor.groups)) {
          await deps.services.rateLimits.consume('supportMessage', { address: req.ip, email: actor.email });
        }
        const dispute = await deps.services.disputes.createDispute(actor, fields, { files });
        return reply
          .status(201)
          .header('cache-control', 'no-store')
          .send({
            id: dispute.id,
            inquiryId: dispute.inquiryId,
            status: dispute.status,
            files: dispute.files.map((f) => ({ filename: f.filename, contentType: f.contentType, size: f.size })),
          });
      } catch (error) {
        if (error instanceof AppError) {
          if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
          return refuse(error);
        }
        throw error;
      }
    });
  });
}
