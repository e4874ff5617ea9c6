import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import type { Actor } from '../modules/identity/actor.js';
import { REPORT_RUNS_PATH } from '../modules/reports/reports.service.js';
import type { Services } from '../services.js';

export const STAFF_REPORTS_PATH = '/api/staff/reports';

type Query = Record<string, string | string[] | undefined>;

/**
 * The staff reports of /report (docs/reports.md), admin sessions only (401 anonymous, 403 participants,
 * as JSON { code, message }):
 * - GET /api/staff/reports: the reports and their columns.
 * - GET /api/staff/reports/{report}.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the report for whole months,
 *   streamed as CSV (UTF-8 with a byte-order mark), or, above the reports module's row threshold,
 *   202 with the queued run (JSON) whose job writes the file.
 * - GET /api/staff/reports/runs/{id}: a run's status and progress; …/file: its finished CSV.
 * Every download is recorded in the audit trail (key `reports#<id>`) with the report and its range.
 */
export function registerStaffReports(
  app: FastifyInstance,
  deps: { services: Services; db: Database; actorFor: (req: FastifyRequest) => Promise<Actor | null> },
): void {
  const reports = deps.services.reports;

  async function recordDownload(admin: Actor, report: string, range: { from: string; to: string }, filename: string) {
    await deps.services.audit.record(deps.db, {
      key: `reports#${randomUUID()}`,
      eventName: 'INSERT',
      diff: [
        { key: 'report', old: null, new: report },
        { key: 'range', old: null, new: range },
      ],
      note: `Report ${filename}`,
      username: null,
      updatedBy: admin.username,
    });
  }

  app.get(STAFF_REPORTS_PATH, async (req) => ({ reports: reports.list(await deps.actorFor(req)) }));

  app.get<{ Params: { id: string } }>(`${REPORT_RUNS_PATH}/:id`, async (req) =>
    reports.getRun(await deps.actorFor(req), req.params.id),
  );

  app.get<{ Params: { id: string } }>(
    `${REPORT_RUNS_PATH}/:id/file`,
    { exposeHeadRoute: false },
    async (req, reply) => {
      const actor = await deps.actorFor(req);
      const { filename, body, run } = await reports.runFile(actor, req.params.id);
      if (actor) await recordDownload(actor, run.report, { from: run.from, to: run.to }, filename);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get<{ Params: { file: string }; Querystring: Query }>(
    `${STAFF_REPORTS_PATH}/:file`,
    // A HEAD request would read the whole report for nothing.
    { exposeHeadRoute: false },
    async (req, reply) => {
      const actor = await deps.actorFor(req);
      const query = req.query ?? {};
      const unknown = Object.keys(query).filter((k) => k !== 'from' && k !== 'to');
      if (unknown.length) {
        throw new AppError(
          'BAD_USER_INPUT',
          'invalidInput',
          `Unknown parameter "${unknown[0]}": reports take from and to.`,
        );
      }
      const file = req.params.file;
      const name = file.endsWith('.csv') ? file.slice(0, -'.csv'.length) : `${file}\u0000`;
      const opened = await reports.open(actor, name, query);
      if (opened.kind === 'job') return reply.code(202).header('cache-control', 'no-store').send(opened.run);
      if (actor) await recordDownload(actor, name, opened.range, opened.filename);

      const started = performance.now();
      const log = { component: 'staff-reports', report: name, range: opened.range, rows: opened.rows };
      const body = Readable.from(opened.chunks(), { objectMode: false });
      body.on('end', () => req.log.info({ ...log, ms: Math.round(performance.now() - started) }, 'staff report sent'));
      body.on('error', (err) => req.log.error({ ...log, err }, 'staff report aborted'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${opened.filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
