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
