import type { BillingAges } from '@rc/domain';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../errors.js';
import type { StorageProvider } from '../../integrations/storage/index.js';
import type { JobQueue } from '../../jobs/jobs.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import { REPORT_DEFINITIONS, type ReportDefinition } from './report-definitions.js';
import type { ReportQueryContext, ReportRange, ReportRow, ReportsReadModel } from './reports.read-model.js';
import type { ReportRunRow, ReportsRepository } from './reports.repository.js';

/** The job that writes a large report into storage (handled in reports.jobs.ts). */
export const REPORT_JOB = 'reports.write';
/** A report with more rows than this is written by a job instead of streamed (issue 17). */
export const REPORT_JOB_THRESHOLD = 10_000;
/** Rows read from the database at a time. */
export const REPORT_PAGE_SIZE = 1000;
/** The one column of a report with no rows (staff spec section 2). */
export const EMPTY_REPORT_COLUMN = 'no-inquiries-in-range';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A cell as text: a value a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return) is written with a leading apostrophe, so it shows as text; a plain number such as
 * -12.50 is a number, not a formula, and is left as it is.
 */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

/** CSV text of records (RFC 4180, CRLF), each cell made safe for spreadsheets. */
export function csvText(records: unknown[][]): string {
  return stringify(records, {
    record_delimiter: 'windows',
    cast: {
      string: (value) => safeCell(value),
      boolean: (value) => (value ? 'Yes' : 'No'),
      date: (value) => value.toISOString(),
      number: (value) => String(value),
      bigint: (value) => String(value),
    },
  });
}

export interface ReportRunView {
  id: string;
  report: string;
  from: string;
  to: string;
  status: ReportRunRow['status'];
  statusMessage: string | null;
  rowsTotal: number;
  rowsDone: number;
  /** Where the finished file is downloaded (admins only); null until it is complete. */
  downloadUrl: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export type OpenedReport =
  | { kind: 'csv'; filename: string; rows: number; range: ReportRange; chunks: () => Iterable<string> }
  | { kind: 'job'; run: ReportRunView };

export const REPORT_RUNS_PATH = '/api/staff/reports/runs';

/**
 * The twelve staff reports of /report (staff spec section 2; columns in docs/reports.md): admin only,
 * for whole months (From snapped to the first day of its month, To to the last), in the pilot's zone.
 * Up to REPORT_JOB_THRESHOLD rows are streamed page by page; a larger report is written by a job into
 * storage with its progress, and downloaded when done.
 */
export class ReportsService {
  /** Rows above which a report runs as a job (REPORT_JOB_ROWS); lowered by tests. */
  jobThreshold: number;
  private readonly byName = new Map(REPORT_DEFINITIONS.map((d) => [d.name, d]));

  constructor(
    private readonly readModel: ReportsReadModel,
    readonly repo: ReportsRepository,
    private readonly deps: {
      jobs: JobQueue;
      storage: StorageProvider;
      billing: { billingAges(): Promise<BillingAges> };
      jobThreshold?: number;
    },
  ) {
    this.jobThreshold = deps.jobThreshold ?? REPORT_JOB_THRESHOLD;
  }

  /** The reports and their columns, in the page's order. */
  list(actor: Actor | null): { name: string; title: string; columns: string[] }[] {
    requireAdmin(actor);
    return REPORT_DEFINITIONS.map((d) => ({ name: d.name, title: d.title, columns: d.columns.map((c) => c.header) }));
  }

  definition(name: string): ReportDefinition {
    const definition = this.byName.get(name);
    if (!definition) {
      throw new AppError(
        'NOT_FOUND',
        'invalidInput',
        `There is no report ${JSON.stringify(name.slice(0, 60))}. Reports: ${[...this.byName.keys()].join(', ')}.`,
      );
    }
    return definition;
  }

  /**
   * The range asked for, as whole months: From (YYYY-MM-DD or YYYY-MM) snapped to its month's first day,
   * To to its month's last; both required, From not after To.
   */
  parseRange(query: { from?: unknown; to?: unknown }): ReportRange {
    const read = (label: string, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      const match = DAY.exec(text) ?? DAY.exec(`${text}-01`);
      if (!match) {
        throw new AppError(
          'BAD_USER_INPUT',
          'invalidInput',
          `${label} must be a date (YYYY-MM-DD) or a month (YYYY-MM).`,
        );
      }
      const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
      if (month < 1 || month > 12 || date.getUTCDate() !== dayOfMonth || year < 2000 || year > 2100) {
        throw new AppError('BAD_USER_INPUT', 'invalidInput', `${label} is not a valid date.`);
      }
      return { year, month };
    };
    const from = read('From', query.from);
    const to = read('To', query.to);
    const pad = (n: number) => String(n).padStart(2, '0');
    const lastDay = new Date(Date.UTC(to.year, to.month, 0)).getUTCDate();
    const range = { from: `${from.year}-${pad(from.month)}-01`, to: `${to.year}-${pad(to.month)}-${pad(lastDay)}` };
    if (range.from > range.to) throw new AppError('BAD_USER_INPUT', 'invalidInput', 'From must not be after To.');
    return range;
  }

  private async context(range: ReportRange): Promise<ReportQueryContext> {
    const ages = await this.deps.billing.billingAges();
    return { range, overdueDays: ages.overdueDays };
  }

  /** The months of a range (YYYY-MM), oldest first. */
  private static months(range: ReportRange): string[] {
    const months: string[] = [];
    let [year, month] = range.from.split('-').map(Number) as [number, number];
    const last = range.to.slice(0, 7);
    for (;;) {
      const m = `${year}-${String(month).padStart(2, '0')}`;
      months.push(m);
      if (m >= last) return months;
      month += 1;
      if (month > 12) [year, month] = [year + 1, 1];
    }
  }

  private static isTemplate(definition: ReportDefinition): boolean {
    return definition.name === 'customer-interaction-metrics';
  }

  /** The template's rows: one per month of the range, only the month filled in. */
  private static templateRows(range: ReportRange): ReportRow[] {
    return ReportsService.months(range).map((month) => ({ month }));
  }

  private cells(definition: ReportDefinition, ctx: ReportQueryContext, rows: ReportRow[]): unknown[][] {
    return rows.map((row) => definition.columns.map((c) => c.value(row, ctx) ?? ''));
  }

  /** The CSV of rows already read, a page of records at a time; no rows is the one empty column. */
  private *csvChunks(definition: ReportDefinition, ctx: ReportQueryContext, rows: ReportRow[]): Generator<string> {
    if (rows.length === 0) {
      yield `\uFEFF${csvText([[EMPTY_REPORT_COLUMN]])}`;
      return;
    }
    yield `\uFEFF${csvText([definition.columns.map((c) => c.header)])}`;
    for (let i = 0; i < rows.length; i += REPORT_PAGE_SIZE) {
      yield csvText(this.cells(definition, ctx, rows.slice(i, i + REPORT_PAGE_SIZE)));
    }
  }

  static filename(name: string, range: ReportRange): string {
    return `${name}-${range.from}-to-${range.to}.csv`;
  }

  /**
   * A report for a range: its CSV to stream when it has up to `jobThreshold` rows, otherwise a queued
   * run whose job writes the file (poll getRun, then download runFile).
   */
  async open(actor: Actor | null, name: string, query: { from?: unknown; to?: unknown }): Promise<OpenedReport> {
    const admin = requireAdmin(actor);
    const definition = this.definition(name);
    const range = this.parseRange(query);
    const ctx = await this.context(range);
    // One more row than the threshold tells whether the report is too large to stream.
    const rows = ReportsService.isTemplate(definition)
      ? ReportsService.templateRows(range)
      : await this.readModel.rows(definition.name, ctx, this.jobThreshold + 1);
    if (rows.length > this.jobThreshold) {
      const run = await this.repo.createRun({
        report: name,
        rangeFrom: range.from,
        rangeTo: range.to,
        rowsTotal: 0,
        createdBy: admin.username,
      });
      await this.deps.jobs.send(REPORT_JOB, { runId: run.id }, { singletonKey: run.id });
      return { kind: 'job', run: this.view(run) };
    }
    return {
      kind: 'csv',
      filename: ReportsService.filename(name, range),
      rows: rows.length,
      range,
      chunks: () => this.csvChunks(definition, ctx, rows),
    };
  }

  private view(run: ReportRunRow): ReportRunView {
    return {
      id: run.id,
      report: run.report,
      from: run.rangeFrom,
      to: run.rangeTo,
      status: run.status,
      statusMessage: run.statusMessage,
      rowsTotal: run.rowsTotal,
      rowsDone: run.rowsDone,
      downloadUrl: run.status === 'completed' ? `${REPORT_RUNS_PATH}/${run.id}/file` : null,
      createdAt: run.createdAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
    };
  }

  async getRun(actor: Actor | null, id: string): Promise<ReportRunView> {
    requireAdmin(actor);
    const run = /^[0-9a-f-]{36}$/.test(id) ? await this.repo.getRun(id) : null;
    if (!run) throw new AppError('NOT_FOUND', 'invalidInput', 'There is no such report run.');
    return this.view(run);
  }

  /** The finished file of a run (admins only). */
  async runFile(actor: Actor | null, id: string): Promise<{ filename: string; body: Buffer; run: ReportRunView }> {
    const run = await this.getRun(actor, id);
    const row = await this.repo.getRun(id);
    if (run.status !== 'completed' || !row?.storageKey) {
      throw new AppError('CONFLICT', 'invalidInput', 'The report is not ready yet.');
    }
    const object = await this.deps.storage.get(row.storageKey);
    if (!object) throw new AppError('NOT_FOUND', 'invalidInput', 'The report file is missing.');
    return { filename: ReportsService.filename(run.report, { from: run.from, to: run.to }), body: object.body, run };
  }

  /**
   * The job: writes the run's report into storage (reports/{id}.csv), read through a cursor a page at a
   * time, recording the rows written after each page.
   */
  async writeRun(runId: string): Promise<void> {
    const run = await this.repo.getRun(runId);
    if (!run || run.status === 'completed') return;
    const definition = this.definition(run.report);
    const range = { from: run.rangeFrom, to: run.rangeTo };
    const ctx = await this.context(range);
    const template = ReportsService.isTemplate(definition);
    await this.repo.startRun(
      runId,
      template ? ReportsService.templateRows(range).length : await this.readModel.count(definition.name, ctx),
    );
    const parts: Buffer[] = [Buffer.from(`\uFEFF${csvText([definition.columns.map((c) => c.header)])}`, 'utf8')];
    let done = 0;
    const write = async (rows: ReportRow[]) => {
      parts.push(Buffer.from(csvText(this.cells(definition, ctx, rows)), 'utf8'));
      done += rows.length;
      await this.repo.progress(runId, done);
    };
    if (template) await write(ReportsService.templateRows(range));
    else await this.readModel.eachPage(definition.name, ctx, REPORT_PAGE_SIZE, write);
    const body = done === 0 ? Buffer.from(`\uFEFF${csvText([[EMPTY_REPORT_COLUMN]])}`, 'utf8') : Buffer.concat(parts);
    const key = `reports/${runId}.csv`;
    await this.deps.storage.put(key, body, 'text/csv; charset=utf-8');
    await this.repo.completeRun(runId, key, done);
  }
}
