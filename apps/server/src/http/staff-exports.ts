import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import { csvRecord } from '../lib/csv-format.js';
import { type Actor, requireAdmin } from '../modules/identity/actor.js';
import type { Services } from '../services.js';
import { eventsExport } from './exports/events.js';
import type { QueryValues, RegisteredExport } from './exports/export-definition.js';
import { participantsExport } from './exports/participants.js';
import { transactionsExport } from './exports/transactions.js';
import { tripsExport } from './exports/trips.js';

export const STAFF_EXPORTS_PATH = '/api/staff/exports';

/** Every staff CSV export, by name. A new staff screen adds its export here (see StaffExport). */
export function staffExports(services: Services): RegisteredExport[] {
  return [participantsExport(services), tripsExport(services), eventsExport(services), transactionsExport(services)];
}

/** The file's date: the pilot's day (statements use the same zone), as YYYY-MM-DD. */
const fileDate = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/**
 * GET /api/staff/exports/{name}.csv?… — a staff CSV export, streamed: every row its parameters select,
 * read from the database in keyset pages of 1000 (never all rows in memory), as RFC 4180 CSV in UTF-8
 * with a byte-order mark (so spreadsheets read accents), a header row, and text that could run as a
 * formula written as text (lib/csv-format.ts). Named `{name}-YYYY-MM-DD.csv` as an attachment.
 *
 * Staff sessions only: anonymous callers get 401 and participants 403, as JSON { code, message }; an
 * unknown export 404, a bad parameter 400 with the reason. All of that, and the first page, are
 * settled before the first byte is sent; a failure after that aborts the response (the file is then
 * incomplete and the browser says so, rather than a short file looking whole).
 *
 * Each export is recorded in the audit trail (key `exports#<id>`, event INSERT, by the admin, with
 * the export's name and parameters), and a log line tells its row count and time when it completes.
 */
export function registerStaffExports(
  app: FastifyInstance,
  deps: { services: Services; db: Database; actorFor: (req: FastifyRequest) => Promise<Actor | null> },
): void {
  const byName = new Map(staffExports(deps.services).map((e) => [e.name, e]));

  app.get<{ Params: { file: string }; Querystring: QueryValues }>(
    `${STAFF_EXPORTS_PATH}/:file`,
    // A HEAD request would read the whole export for nothing.
    { exposeHeadRoute: false },
    async (req, reply) => {
      const admin = requireAdmin(await deps.actorFor(req));
      const file = req.params.file;
      const definition = file.endsWith('.csv') ? byName.get(file.slice(0, -'.csv'.length)) : undefined;
      if (!definition) {
        throw new AppError(
          'NOT_FOUND',
          'invalidInput',
          `There is no export ${JSON.stringify(file.slice(0, 60))}. Exports: ${[...byName.keys()].map((n) => `${n}.csv`).join(', ')}.`,
        );
      }
      const { asked, pages } = definition.open(admin, req.query ?? {});
      const iterator = pages[Symbol.asyncIterator]();
      const started = performance.now();
      // The first page answers for the rest: authorisation, validation and the database are settled
      // while a refusal can still be a JSON answer.
      const first = await iterator.next();

      const exportId = randomUUID();
      const filename = `${definition.name}-${fileDate(new Date())}.csv`;
      await deps.services.audit.record(deps.db, {
        key: `exports#${exportId}`,
        eventName: 'INSERT',
        diff: [
          { key: 'export', old: null, new: definition.name },
          { key: 'parameters', old: null, new: asked },
        ],
        note: `CSV export ${filename}`,
        username: null,
        updatedBy: admin.username,
      });
      const log = { component: 'staff-exports', exportId, export: definition.name, admin: admin.username, asked };

      const headers = definition.headers;
      let rows = 0;
      let outcome: 'sent' | 'failed' | null = null;
      async function* csv(): AsyncGenerator<string> {
        try {
          yield `\uFEFF${csvRecord(headers)}`;
          let page = first;
          while (!page.done) {
            rows += page.value.length;
            yield page.value.map(csvRecord).join('');
            page = await iterator.next();
          }
        } finally {
          await iterator.return?.();
        }
      }
      const body = Readable.from(csv(), { objectMode: false });
      const ms = () => Math.round(performance.now() - started);
      body.on('end', () => {
        outcome = 'sent';
        req.log.info({ ...log, rows, ms: ms() }, 'staff export sent');
      });
      body.on('error', (err) => {
        outcome = 'failed';
        req.log.error({ ...log, rows, ms: ms(), err }, 'staff export aborted');
      });
      body.on('close', () => {
        if (!outcome) req.log.info({ ...log, rows, ms: ms() }, 'staff export cancelled by the client');
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
