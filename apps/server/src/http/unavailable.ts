import { messages } from '@rc/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/availability.js';

/** The answer of any route while the database is away: 503, when to try again, and a text people can read. */
export function sendServiceUnavailable(req: FastifyRequest, reply: FastifyReply, error?: unknown) {
  // One line, not a stack trace per request: during an outage every request ends here.
  const cause = error instanceof Error ? error.message : undefined;
  req.log.warn({ url: req.url, cause }, 'database unavailable');
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ code: 'SERVICE_UNAVAILABLE', message: messages.serviceUnavailable, messageKey: 'serviceUnavailable' });
}

/**
 * The client went away before its request was read (a closed tab, a phone losing signal mid-upload):
 * Node reports it as ECONNRESET "aborted" or a premature close, which must not read as the database
 * being away or as a server error. Nobody is left to answer.
 */
export function isClientAbort(req: FastifyRequest, error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code === 'ERR_STREAM_PREMATURE_CLOSE' || e.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return req.raw.destroyed || req.raw.readableAborted;
  }
  return e.code === 'ECONNRESET' && e.message === 'aborted' && (req.raw.destroyed || req.raw.readableAborted);
}
