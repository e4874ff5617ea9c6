import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { clearinghouseMessageErrors } from '../modules/data-exchange/clearinghouse-schemas.js';
import type { Actor } from '../modules/identity/actor.js';
import type { Services } from '../services.js';
import { type QueryValues, single } from './exports/export-definition.js';
import { STAFF_EXPORTS_PATH } from './staff-exports.js';

export const CLEARINGHOUSE_EXPORT_PATH = `${STAFF_EXPORTS_PATH}/clearinghouse.ndjson`;

const PARAMETERS = ['from', 'to', 'username'];

/**
 * GET /api/staff/exports/clearinghouse.ndjson?from=YYYY-MM-DD&to=YYYY-MM-DD[&username=] — the
 * clearinghouse messages of those UTC days (docs/data-exchange.md) as newline-delimited JSON, one
 * message a line, streamed, named `clearinghouse-{from}-{to}.ndjson` as an attachment. Every message is
 * checked against its schema before it is sent; one that does not pass ends the response (the file is
 * then incomplete) rather than going out malformed.
 *
 * Admin sessions only (401 anonymous, 403 participants, as JSON { code, message }); a bad or unknown
 * parameter is 400 with the reason, settled with the first message before the first byte. Each export
 * is recorded in the audit trail (key `exports#<id>`).
 */
export function registerClearinghouseExport(
  app: FastifyInstance,
  deps: { services: Services; db: Database; actorFor: (req: FastifyRequest) => Promise<Actor | null> },
): void {
  app.get<{ Querystring: QueryValues }>(CLEARINGHOUSE_EXPORT_PATH, { exposeHeadRoute: false }, async (req, reply) => {
    const actor = await deps.actorFor(req);
    const query = req.query ?? {};
    const unknown = Object.keys(query).filter((k) => !PARAMETERS.includes(k));
    const { range, messages } = deps.services.dataExchange.clearinghouseMessages(actor, {
      from: single(query, 'from'),
      to: single(query, 'to'),
      username: single(query, 'username'),
      ...(unknown.length ? { unknown } : {}),
    });
    const admin = actor as Actor;
    const iterator = messages[Symbol.asyncIterator]();
    const first = await iterator.next();

    const exportId = randomUUID();
    const filename = `clearinghouse-${range.from}-${range.to}.ndjson`;
    await deps.services.audit.record(deps.db, {
      key: `exports#${exportId}`,
      eventName: 'INSERT',
      diff: [
        { key: 'export', old: null, new: 'clearinghouse' },
        { key: 'parameters', old: null, new: range },
      ],
      note: `Clearinghouse export ${filename}`,
      username: null,
      updatedBy: admin.username,
    });

    const started = performance.now();
    let count = 0;
    async function* lines(): AsyncGenerator<string> {
      try {
        let next = first;
        while (!next.done) {
          const errors = clearinghouseMessageErrors(next.value);
          if (errors.length) {
            throw new Error(`clearinghouse message ${next.value.portal_type} fails its schema: ${errors.join('; ')}`);
          }
          count += 1;
          yield `${JSON.stringify(next.value)}\n`;
          next = await iterator.next();
        }
      } finally {
        await iterator.return?.();
      }
    }
    const log = { component: 'clearinghouse-export', exportId, admin: admin.username, range };
    const body = Readable.from(lines(), { objectMode: false });
    body.on('end', () =>
      req.log.info({ ...log, messages: count, ms: Math.round(performance.now() - started) }, 'export sent'),
    );
    body.on('error', (err) => req.log.error({ ...log, messages: count, err }, 'export aborted'));
    return reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
