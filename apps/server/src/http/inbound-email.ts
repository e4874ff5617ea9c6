import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/availability.js';
import type { Attachment } from '../lib/attachments.js';
import {
  INBOUND_ATTACHMENT_MAX_BYTES,
  INBOUND_ATTACHMENT_MAX_COUNT,
  INBOUND_BODY_MAX_BYTES,
} from '../modules/inquiries/inbound-email.js';
import type { InquiriesService } from '../modules/inquiries/inquiries.service.js';
import { sendServiceUnavailable } from './unavailable.js';

export const INBOUND_EMAIL_PATH = '/webhooks/inbound-email';

/** The plugin's refusals while reading the body: the sender's fault, answered 4xx. */
const LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * POST /webhooks/inbound-email (docs/inbound-email.md): a participant's e-mail answer to a staff
 * message, forwarded by the inbound mail provider (Mailgun's route "forward" format: multipart/form-data
 * with the message's fields, attachment-1…n files and the timestamp/token/signature triple). Answers
 * 201 stored, 200 a repeat, 400 unreadable body, 401 unsigned or forged, 406 refused for good (Mailgun
 * does not retry a 406: unknown inquiry or sender, closed inquiry, refused attachment), 413 too large,
 * 415 not multipart; never a 500 for anything the sender controls.
 */
export async function registerInboundEmail(app: FastifyInstance, deps: { inquiries: InquiriesService }) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        // One byte over the limit is read, so "over" is told from "at the limit".
        fileSize: INBOUND_ATTACHMENT_MAX_BYTES + 1,
        files: INBOUND_ATTACHMENT_MAX_COUNT + 1,
        fields: 100,
        parts: 110,
        fieldSize: 2 * 1024 * 1024,
      },
    });
    scope.setErrorHandler((error: Error & { code?: string; statusCode?: number }, req, reply) => {
      if (isDatabaseUnavailable(error)) return sendServiceUnavailable(req, reply, error);
      if (error.statusCode && error.statusCode < 500) {
        return reply.status(error.statusCode).send({ code: 'BAD_REQUEST', message: error.message });
      }
      req.log.error({ err: error }, 'inbound e-mail failed');
      return reply.status(500).send({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
    });

    scope.post(INBOUND_EMAIL_PATH, { bodyLimit: INBOUND_BODY_MAX_BYTES }, async (req, reply) => {
      if (!req.isMultipart()) {
        return reply
          .status(415)
          .send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content-Type must be multipart/form-data' });
      }
      const fields: Record<string, string> = {};
      const attachments: Attachment[] = [];
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.file.truncated || bytes.byteLength > INBOUND_ATTACHMENT_MAX_BYTES) {
              return reply.status(413).send({
                code: 'ATTACHMENT_TOO_LARGE',
                message: `An attachment is larger than ${INBOUND_ATTACHMENT_MAX_BYTES} bytes`,
              });
            }
            attachments.push({ filename: part.filename || 'attachment', contentType: part.mimetype, bytes });
          } else if (typeof part.value === 'string') {
            // Header names come as the message spelt them (Message-Id, In-Reply-To): read without case.
            fields[part.fieldname.toLowerCase()] = part.value;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code && LIMIT_CODES.has(code)) {
          return reply.status(413).send({ code: 'TOO_LARGE', message: 'Too many or too large parts' });
        }
        req.log.debug({ err: error }, 'unreadable inbound e-mail');
        return reply.status(400).send({ code: 'INVALID_BODY', message: 'The multipart body cannot be read' });
      }
      const outcome = await deps.inquiries.receiveInboundEmail({ fields, attachments });
      if (!outcome.ok) {
        req.log.info({ code: outcome.code }, 'inbound e-mail refused');
        return reply.status(outcome.status).send({ code: outcome.code, message: outcome.message });
      }
      return reply
        .status(outcome.status)
        .send({ id: outcome.commentId, duplicate: outcome.duplicate, status: 'stored' });
    });
  });
}
