import { DEVICE_WEBHOOK_MAX_BYTES } from '@rc/domain';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/availability.js';
import { SIGNATURE_HEADER, SOURCE_HEADER, TIMESTAMP_HEADER } from '../integrations/device-webhooks/signature.js';
import type { WebhooksService } from '../modules/webhooks/webhooks.service.js';
import { sendServiceUnavailable } from './unavailable.js';

/** Fastify's own refusals while reading a body, answered in this endpoint's format. */
const bodyErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: `Body exceeds ${DEVICE_WEBHOOK_MAX_BYTES} bytes`,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Content-Type must be application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'INVALID_BODY',
    message: 'Content-Length does not match the body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'Body is empty' },
};

/** application/json, optionally with charset=utf-8 (the signature is over the UTF-8 bytes). */
function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [type = '', ...params] = contentType.split(';').map((p) => p.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((p) => !p.startsWith('charset=') || p === 'charset=utf-8' || p === 'charset="utf-8"');
}

/**
 * POST /webhooks/devices (docs/device-webhooks.md): trip records from plug-in devices. The body is
 * read raw (the signature is over its exact bytes) up to 5 MB; answers are 202 stored, 200 a repeat,
 * 400 bad JSON or payload, 401 source or signature refused, 413 too large, 415 not JSON — never a
 * 500 for anything the sender controls.
 */
export async function registerDeviceWebhooks(app: FastifyInstance, deps: { webhooks: WebhooksService }) {
  await app.register(async (scope) => {
    // Encapsulated: only this route reads its body as raw bytes, whatever the content type says.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: DEVICE_WEBHOOK_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: Error & { code?: string; statusCode?: number }, req, reply) => {
      const known = error.code ? bodyErrors[error.code] : undefined;
      if (known) return reply.status(known.status).send({ code: known.code, message: known.message });
      if (error.statusCode && error.statusCode < 500) {
        return reply.status(error.statusCode).send({ code: 'BAD_REQUEST', message: error.message });
      }
      // Not stored: the device sends it again after Retry-After.
      if (isDatabaseUnavailable(error)) return sendServiceUnavailable(req, reply, error);
      req.log.error({ err: error }, 'device webhook failed');
      return reply.status(500).send({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
    });

    scope.post('/webhooks/devices', { bodyLimit: DEVICE_WEBHOOK_MAX_BYTES }, async (req, reply) => {
      if (!isJson(req.headers['content-type'])) {
        return reply
          .status(415)
          .send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content-Type must be application/json' });
      }
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await deps.webhooks.receiveDeviceDelivery({
        source: header(SOURCE_HEADER),
        timestamp: header(TIMESTAMP_HEADER),
        signature: header(SIGNATURE_HEADER),
        rawBody,
      });
      if (!outcome.ok) {
        req.log.info({ code: outcome.code, source: header(SOURCE_HEADER) }, 'device webhook refused');
        return reply.status(outcome.status).send({ code: outcome.code, message: outcome.message });
      }
      const { event, duplicate } = outcome;
      if (duplicate) return reply.status(200).send({ id: event.id, status: event.status, duplicate: true });
      return reply.status(202).send({ id: event.id, status: event.status });
    });
  });
}
