import multipart from '@fastify/multipart';
import { isAdmin, messages } from '@rc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, httpStatusFor } from '../errors.js';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_COUNT, type Attachment } from '../lib/attachments.js';
import type { DisputeRow } from '../modules/disputes/disputes.repository.js';
import type { Actor } from '../modules/identity/actor.js';
import type { Services } from '../services.js';

export const DISPUTE_UPLOAD_PATH = '/api/disputes';
const FIELDS = ['itemType', 'itemId', 'subject', 'reason'] as const;

/**
 * POST /api/disputes/{id}/files (multipart/form-data, files only) adds files to an open dispute, for
 * its participant or staff, answering 200 with the dispute's files.
 *
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

    const refuse = (reply: FastifyReply, error: AppError) => {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(httpStatusFor[error.code])
        .send({ code: error.code, message: messages[error.messageKey], messageKey: error.messageKey });
    };
    /** The request's files and (of `fields`) text fields, or the refusal when they cannot be read. */
    const readParts = async (req: FastifyRequest, fields: readonly string[]) => {
      const values: Record<string, string> = {};
      const files: Attachment[] = [];
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.file.truncated) return new AppError('BAD_USER_INPUT', 'disputeFileRefused');
            files.push({ filename: part.filename, contentType: part.mimetype, bytes });
          } else if (fields.includes(part.fieldname)) {
            values[part.fieldname] = String(part.value);
          }
        }
      } catch (error) {
        // Too large, too many, or not multipart at all: the client's fault, never a server error.
        req.log.debug({ err: error }, 'unreadable dispute upload');
        return new AppError('BAD_USER_INPUT', 'disputeFileRefused');
      }
      return { values, files };
    };
    /** Signed in, multipart, within the support-message allowance (staff have none). */
    const admit = async (req: FastifyRequest): Promise<Actor | AppError> => {
      const actor = await deps.actorFor(req);
      if (!actor) return new AppError('UNAUTHENTICATED', 'notAuthenticated');
      if (!req.isMultipart()) return new AppError('BAD_USER_INPUT', 'invalidInput');
      return actor;
    };
    const limit = async (req: FastifyRequest, actor: Actor) => {
      if (!isAdmin(actor.groups)) {
        await deps.services.rateLimits.consume('supportMessage', { address: req.ip, email: actor.email });
      }
    };
    const answer = (dispute: DisputeRow) => ({
      id: dispute.id,
      inquiryId: dispute.inquiryId,
      status: dispute.status,
      files: dispute.files.map((f) => ({ filename: f.filename, contentType: f.contentType, size: f.size })),
    });

    scope.post(DISPUTE_UPLOAD_PATH, async (req, reply) => {
      const actor = await admit(req);
      if (actor instanceof AppError) return refuse(reply, actor);
      const parts = await readParts(req, FIELDS);
      if (parts instanceof AppError) return refuse(reply, parts);
      try {
        await limit(req, actor);
        const dispute = await deps.services.disputes.createDispute(actor, parts.values, { files: parts.files });
        return reply.status(201).header('cache-control', 'no-store').send(answer(dispute));
      } catch (error) {
        if (error instanceof AppError) return refuse(reply, error);
        throw error;
      }
    });

    // More files for an open dispute, later: the same types and at most 5 in all.
    scope.post<{ Params: { id: string } }>(`${DISPUTE_UPLOAD_PATH}/:id/files`, async (req, reply) => {
      const actor = await admit(req);
      if (actor instanceof AppError) return refuse(reply, actor);
      const parts = await readParts(req, []);
      if (parts instanceof AppError) return refuse(reply, parts);
      try {
        await limit(req, actor);
        const dispute = await deps.services.disputes.addFiles(actor, req.params.id, parts.files);
        return reply.status(200).header('cache-control', 'no-store').send(answer(dispute));
      } catch (error) {
        if (error instanceof AppError) return refuse(reply, error);
        throw error;
      }
    });
  });
}
