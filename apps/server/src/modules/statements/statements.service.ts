import {
  type BillingAges,
  type BillingStanding,
  generateStatementsSchema,
  messages,
  notificationLanguage,
  pilotDayText,
  statementStanding,
} from '@rc/domain';
import { type Executor, type Transaction, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import type { PaymentsProviderLookup } from '../../integrations/payments/index.js';
import type { StorageLinks, StorageProvider } from '../../integrations/storage/index.js';
import type { JobQueue } from '../../jobs/jobs.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import type { BillingService } from '../billing/billing.service.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import { type Actor, requireActor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import type { ProgramsService } from '../programs/programs.service.js';
import type { BilledItemsService } from '../trips/billed-items.service.js';
import type { VehiclesService } from '../vehicles/vehicles.service.js';
import { inlinePdfRenderer, type PdfRenderer } from './pdf-pool.js';
import {
  longDate,
  monthName,
  monthOf,
  monthsBetween,
  periodLabel,
  periodOfMonth,
  previousMonth,
  STATEMENT_TIME_ZONE,
  type StatementPeriod,
  shortDateIn,
} from './period.js';
import { ReconcileReadModel } from './reconcile.read-model.js';
import { type ChargesSource, type ReconcileReport, reconcile } from './reconcile.service.js';
import type { StatementPdfData } from './statement-pdf.js';
import { STATEMENT_PDF_TEXTS, type StatementLanguage } from './statement-pdf-texts.js';
import { buildTotals } from './statement-totals.js';
import type {
  StatementFilter,
  StatementRow,
  StatementRunRow,
  StatementsRepository,
  StatementTotals,
} from './statements.repository.js';
import { StatementsBillingReadModel } from './statements-billing.read-model.js';

/** The actor of scheduled runs: statements it creates show createdBy 'System' (staff spec section 3). */
export const STATEMENTS_SYSTEM_ACTOR = 'System';
export const PROGRAMME_NAME = 'California Road Charge Pilot';

export const STATEMENT_JOBS = {
  plan: 'statements.plan',
  chunk: 'statements.chunk',
  pdf: 'statements.pdf',
  monthly: 'statements.monthly',
} as const;

/** Participants per chunk job: a few statements of SQL each, and one PDF job. */
export const DEFAULT_CHUNK_SIZE = 250;
/** Statement links last as long as storage links by default (15 minutes). */
const PDF_LINK_TTL_SECONDS = 15 * 60;

export type { StatementFilter, StatementRow } from './statements.repository.js';

/** A statement with its standing (current, due, overdue, default) as of now. */
export interface StatementView extends StatementRow {
  standing: BillingStanding;
}

export interface StatementRunView extends StatementRunRow {
  /** Participants done out of total, and PDFs done out of statements created, as one fraction 0–1. */
  progress: number;
}

export interface ChunkJob {
  runId: string;
  chunk: number;
  usernames: string[];
  months: string[];
}

export interface PdfJob {
  runId: string;
  statementIds: string[];
}

export interface StatementsDependencies {
  participants: ParticipantsService;
  vehicles: VehiclesService;
  programs: ProgramsService;
  configuration: ConfigurationService;
  notifications: NotificationsService;
  /**
   * Billing owns the transactions: a new statement's transaction (created, and deleted when the
   * statement ends up empty), carry-over and the amounts go through it, in the chunk's transaction.
   */
  billing: Pick<
    BillingService,
    'createStatementCharges' | 'deleteStatementCharges' | 'carryOver' | 'writeStatementCharges'
  >;
  /** Trips own the segments and adjustments a statement links and a payment marks paid. */
  billedItems: BilledItemsService;
  billingAges: () => Promise<BillingAges>;
  jobs: JobQueue;
  storage: StorageProvider;
  storageLinks: StorageLinks;
  /** The card processors by PAYMENTS_PROVIDER (reconciliation reads their books). */
  paymentsProviders: PaymentsProviderLookup;
  pdf?: PdfRenderer;
  chunkSize?: number;
}

/** The key of a statement's PDF in storage (participant spec: participant/{username}/statements/{filename}). */
export function statementKey(username: string, filename: string): string {
  return `participant/${username}/statements/${filename}`;
}

/**
 * A statement PDF's file name: `statement-YYYY-MM.pdf` in English, `statement-YYYY-MM.es.pdf` in Spanish
 * (the participant's language when it was issued; the PDF is the statement as sent, never re-rendered).
 */
export function statementFilename(month: string, language: StatementLanguage = 'en'): string {
  return language === 'en' ? `statement-${month}.pdf` : `statement-${month}.${language}.pdf`;
}

const DAY_MS = 24 * 3600 * 1000;
const sum = <T>(rows: T[], pick: (row: T) => number): number => rows.reduce((total, row) => total + pick(row), 0);

/**
 * Monthly statements (docs/domain.md "Statements, payments and standing"): staff runs and the monthly
 * schedule become a run of chunk jobs; each chunk bills its participants month by month in one
 * database transaction per month, then a PDF job renders and stores their statements and queues the
 * e-mails. See docs/decisions/007-statements-and-carry-over.md for the carry-over rules.
 */
export class StatementsService {
  private readonly pdf: PdfRenderer;
  private readonly chunkSize: number;
  /** What generation and settlement read of trips', billing's and participants' tables. */
  readonly billingReads: StatementsBillingReadModel;

  constructor(
    readonly repo: StatementsRepository,
    private readonly deps: StatementsDependencies,
  ) {
    this.billingReads = new StatementsBillingReadModel(repo.db);
    this.pdf = deps.pdf ?? inlinePdfRenderer;
    this.chunkSize = deps.chunkSize ?? DEFAULT_CHUNK_SIZE;
  }

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

  private view(run: StatementRunRow): StatementRunView {
    const work = run.participantsTotal + run.statementsCreated;
    // Failed participants and PDFs are finished work too: the bar reaches its end and the result says so.
    const done =
      Math.min(run.participantsDone + run.participantsFailed, run.participantsTotal) +
      Math.min(run.pdfsDone + run.pdfsFailed, run.statementsCreated);
    return { ...run, progress: run.status === 'completed' ? 1 : work === 0 ? 0 : done / work };
  }

  // ---- staff ----

  /**
   * generateStatements(from, to, participantUsernames, note, shouldSendEmailToParticipant): checks
   * the input, records a run and queues it; the run's progress is read with getStatementRun.
   */
  async generateStatements(actor: Actor | null, raw: unknown): Promise<StatementRunView> {
    const admin = requireAdmin(actor);
    const input = validate(generateStatementsSchema, raw);
    const months = monthsBetween(input.from, input.to);
    if (months.length > 12) throw new AppError('BAD_USER_INPUT', 'statementPeriodTooLong');
    if ((months.at(-1) ?? '') > monthOf(new Date())) throw new AppError('BAD_USER_INPUT', 'statementPeriodInFuture');
    // One run per month at a time: a second one would only wait on the first one's locks and bill
    // nothing it has not; staff are told to follow the running one instead.
    const [active] = await this.repo.activeRunsFor(months);
    if (active) {
      const overlap = active.months.filter((m) => months.includes(m)).map((m) => monthName(m));
      throw new AppError(
        'CONFLICT',
        'statementRunInProgress',
        `${messages.statementRunInProgress} (${overlap.join(', ')}; run ${active.id})`,
      );
    }
    if (input.participantUsernames) {
      const found = await this.billingReads.existingUsernames(input.participantUsernames);
      const missing = input.participantUsernames.filter((u) => !found.includes(u));
      if (missing.length) {
        throw new AppError('BAD_USER_INPUT', 'participantNotFound', `Participant not found: ${missing.join(', ')}`);
      }
    }
    const run = await this.createRun(admin.username, {
      months,
      participantUsernames: input.participantUsernames,
      note: input.note,
      shouldSendEmailToParticipant: input.shouldSendEmailToParticipant,
      trigger: 'staff',
    });
    return this.view(run);
  }

  /** Records a run and queues its planning in the same transaction (no run without its job). */
  async createRun(
    createdBy: string,
    input: {
      months: string[];
      participantUsernames: string[] | null;
      note: string | null;
      shouldSendEmailToParticipant: boolean;
      trigger: 'staff' | 'schedule';
    },
  ): Promise<StatementRunRow> {
    const first = periodOfMonth(input.months[0] ?? '');
    const last = periodOfMonth(input.months.at(-1) ?? '');
    return withActor(this.repo.db, createdBy, async (tx) => {
      const run = await this.repo.insertRun(tx, {
        months: input.months,
        periodFrom: first.from,
        periodTo: last.to,
        participantUsernames: input.participantUsernames,
        note: input.note,
        shouldSendEmailToParticipant: input.shouldSendEmailToParticipant,
        trigger: input.trigger,
        createdBy,
      });
      await this.deps.jobs.sendInTransaction(tx, STATEMENT_JOBS.plan, { runId: run.id }, { singletonKey: run.id });
      return run;
    });
  }

  async getStatementRun(actor: Actor | null, id: string): Promise<StatementRunView | null> {
    requireAdmin(actor);
    const run = await this.repo.findRun(id);
    return run ? this.view(run) : null;
  }

  async listStatementRuns(actor: Actor | null, args: PageArgs): Promise<Page<StatementRunView>> {
    requireAdmin(actor);
    const page = await paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (r: StatementRunRow) => [timeKey(r.createdAt), r.id],
      fetch: (q) => this.repo.listRuns(q),
    });
    return { items: page.items.map((r) => this.view(r)), nextToken: page.nextToken };
  }

  /**
   * A signed, expiring link to the statement's PDF for the caller (who has already been allowed to
   * read the statement: its participant or staff); null until the PDF exists.
   */
  pdfUrl(actor: Actor | null, statement: { username: string; filename: string | null }): string | null {
    if (!actor || !statement.filename) return null;
    return this.deps.storageLinks.url(actor.username, statementKey(statement.username, statement.filename), {
      ttlSeconds: PDF_LINK_TTL_SECONDS,
      downloadName: statement.filename,
    }).url;
  }

  /** Issue date plus BILLING_BALANCE_OVERDUE_DAYS (staff spec section 9). */
  async dueDate(statement: { createdAt: Date }): Promise<Date> {
    const ages = await this.deps.billingAges();
    return new Date(statement.createdAt.getTime() + ages.overdueDays * DAY_MS);
  }

  // ---- jobs ----

  /** The monthly schedule: the previous month for everyone, e-mailed. */
  async startMonthlyRun(now: Date = new Date()): Promise<StatementRunRow> {
    return this.createRun(STATEMENTS_SYSTEM_ACTOR, {
      months: [previousMonth(now)],
      participantUsernames: null,
      note: null,
      shouldSendEmailToParticipant: true,
      trigger: 'schedule',
    });
  }

  /**
   * Cuts a queued run into chunk jobs. The chunks are queued in the transaction that marks the run
   * running, so a re-run of this job finds it running and queues nothing twice.
   */
  async planRun(runId: string): Promise<ChunkJob[]> {
    const run = await this.repo.findRun(runId);
    if (run?.status !== 'queued') return [];
    const last = periodOfMonth(run.months.at(-1) ?? '');
    const usernames = run.participantUsernames ?? (await this.billingReads.participantsWithWork(last.to));
    const chunks: string[][] = [];
    for (let i = 0; i < usernames.length; i += this.chunkSize) chunks.push(usernames.slice(i, i + this.chunkSize));
    const jobs: ChunkJob[] = chunks.map((names, chunk) => ({ runId, chunk, usernames: names, months: run.months }));
    return withActor(this.repo.db, run.createdBy, async (tx) => {
      if (!(await this.repo.startRun(tx, runId, usernames.length, chunks.length))) return [];
      for (const job of jobs) {
        await this.deps.jobs.sendInTransaction(tx, STATEMENT_JOBS.chunk, job, {
          singletonKey: `${runId}:${job.chunk}`,
        });
      }
      return jobs;
    });
  }

  /**
   * Bills a chunk of participants for each month of the run, oldest month first, each month in its own
   * transaction; then records the chunk done (once, however often the job runs).
   */
  async runChunk(job: ChunkJob): Promise<void> {
    const run = await this.repo.findRun(job.runId);
    if (!run) return;
    const context = await this.chunkContext(job.usernames);
    for (const month of job.months) {
      await this.generateMonth(run, job.usernames, periodOfMonth(month), context);
    }
    await withActor(this.repo.db, run.createdBy, (tx) =>
      this.repo.completeChunk(tx, run.id, job.chunk, job.usernames.length),
    );
    // Statements a crashed earlier attempt created without queuing their PDFs cannot exist (the PDF job
    // is queued in the same transaction), but a PDF job that gave up can: queue those again.
    const leftovers = await this.repo.statementsWithoutPdf(job.usernames, job.months);
    const stale = leftovers.filter((s) => Date.now() - s.createdAt.getTime() > 10 * 60 * 1000);
    if (stale.length) {
      await this.deps.jobs.send(STATEMENT_JOBS.pdf, { runId: run.id, statementIds: stale.map((s) => s.id) });
    }
  }

  private async chunkContext(usernames: string[]) {
    const [participants, mileageUnit, fuelUnit] = await Promise.all([
      this.deps.participants.findByUsernames(usernames),
      this.configurationValue('MILEAGE_UNIT', 'km'),
      this.configurationValue('FUEL_UNIT', 'l'),
    ]);
    const programIds = [
      ...new Set(participants.flatMap((p) => (p.participantPilotProgramId ? [p.participantPilotProgramId] : []))),
    ];
    const programs = await this.deps.programs.findByIds(programIds);
    const programById = new Map(programs.map((p) => [p.id, p]));
    const rateBasis = new Map(
      participants.map((p) => [
        p.username,
        (p.participantPilotProgramId && programById.get(p.participantPilotProgramId)?.shortName) || null,
      ]),
    );
    return { mileageUnit, fuelUnit, rateBasis };
  }

  private async configurationValue(key: string, fallback: string): Promise<string> {
    return (await this.deps.configuration.getConfiguration(key))?.value || fallback;
  }

  /** One month for a chunk, in one transaction: statements, carry-over, links, totals, PDF job. */
  async generateMonth(
    run: StatementRunRow,
    usernames: string[],
    period: StatementPeriod,
    context: { mileageUnit: string; fuelUnit: string; rateBasis: Map<string, string | null> },
  ): Promise<string[]> {
    const actor = run.createdBy;
    return withActor(this.repo.db, actor, async (tx) => {
      await this.lockParticipants(tx, usernames);
      const billable = await this.billingReads.billableUsernames(tx, { usernames, month: period.month, to: period.to });
      // Participants who already have this month's statement are left alone (nothing is billed twice).
      const alreadyBilled = await this.repo.countStatementsOfMonth(tx, usernames, period.month);
      const created = await this.repo.insertStatements(tx, {
        usernames: billable,
        month: period.month,
        from: period.from,
        to: period.to,
        actor,
        note: run.note,
        shouldSendEmailToParticipant: run.shouldSendEmailToParticipant,
        mileageUnit: context.mileageUnit,
        fuelUnit: context.fuelUnit,
      });
      if (created.length === 0) {
        await this.repo.completeStatements(tx, run.id, 0, alreadyBilled);
        return [];
      }
      // Each statement's transaction, written by billing after the statement that points to it.
      await this.deps.billing.createStatementCharges(
        tx,
        created.map((r) => ({ id: r.transactionId, username: r.username, statementId: r.statementId })),
        { key: 'statement', values: { month: period.month } },
        actor,
      );
      const carried = await this.deps.billing.carryOver(
        tx,
        await this.billingReads.carriable(tx, created, period.month),
        `Carried over to the ${period.month} statement.`,
        actor,
      );
      const segments = await this.deps.billedItems.linkSegments(tx, created, period.to);
      const adjustments = await this.deps.billedItems.linkAdjustments(tx, created, period.to);
      const byUser = <T extends { username: string }>(rows: T[]) => {
        const map = new Map<string, T[]>();
        for (const row of rows) map.set(row.username, [...(map.get(row.username) ?? []), row]);
        return map;
      };
      const segmentsOf = byUser(segments);
      const adjustmentsOf = byUser(adjustments);
      const carriedOf = byUser(carried);
      const totals: StatementTotals[] = [];
      const empty: string[] = [];
      for (const row of created) {
        const t = buildTotals(row, period, {
          segments: segmentsOf.get(row.username) ?? [],
          adjustments: adjustmentsOf.get(row.username) ?? [],
          carried: carriedOf.get(row.username) ?? [],
          rateBasis: context.rateBasis.get(row.username) ?? null,
        });
        if (t) totals.push(t);
        else empty.push(row.statementId);
      }
      await this.deps.billing.deleteStatementCharges(tx, await this.repo.deleteStatements(tx, empty));
      await this.repo.writeTotals(tx, totals);
      await this.deps.billing.writeStatementCharges(
        tx,
        totals.map((t) => ({ id: t.transactionId, ...t.transaction })),
        actor,
      );
      // Owing nothing settles the statement and everything it carried.
      const settled = totals.filter((t) => t.transaction.type === 'refund' || t.transaction.amountCents === 0);
      await this.settleChains(
        tx,
        settled.map((t) => t.transactionId),
        new Date(),
        actor,
      );
      const statementIds = totals.map((t) => t.statementId);
      await this.repo.completeStatements(tx, run.id, statementIds.length, alreadyBilled);
      if (statementIds.length) {
        const job: PdfJob = { runId: run.id, statementIds };
        await this.deps.jobs.sendInTransaction(tx, STATEMENT_JOBS.pdf, job);
      }
      return statementIds;
    });
  }

  /**
   * Serialises billing per participant (a staff run and the schedule, or two months, at once): taken
   * in username order so two chunks never wait on each other in a circle.
   */
  private async lockParticipants(tx: Transaction, usernames: string[]): Promise<void> {
    await this.repo.lockParticipants(tx, [...usernames].sort());
  }

  /**
   * Renders, stores and records the PDFs of statements still without one, then queues their e-mails:
   * the filename is set only where it is still empty, so a repeated job e-mails nobody twice.
   */
  async renderPdfs(job: PdfJob): Promise<void> {
    const statements = (await this.repo.findStatementsByIds(job.statementIds)).filter((s) => !s.filename);
    if (statements.length === 0) return;
    const data = await this.pdfData(statements);
    const files = await Promise.all(
      statements.map(async (s) => {
        const input = data.get(s.id);
        if (!input) throw new Error(`no PDF data for statement ${s.id}`);
        const pdf = await this.pdf.render(input);
        const filename = statementFilename(s.month, input.language);
        await this.deps.storage.put(statementKey(s.username, filename), pdf, 'application/pdf');
        return { id: s.id, filename };
      }),
    );
    await withActor(this.repo.db, STATEMENTS_SYSTEM_ACTOR, async (tx) => {
      const updated = await this.repo.setFilenames(tx, files, STATEMENTS_SYSTEM_ACTOR);
      const toEmail = updated.filter((s) => s.shouldSendEmailToParticipant);
      if (toEmail.length) {
        const participants = await this.deps.participants.findByUsernames(toEmail.map((s) => s.username));
        const byUsername = new Map(participants.map((p) => [p.username, p]));
        const ages = await this.deps.billingAges();
        for (const statement of toEmail) {
          const participant = byUsername.get(statement.username);
          if (!participant) continue;
          // The e-mail links to the portal's Statements tab (the PDF link itself is signed and expires).
          await this.deps.notifications.queueTemplate(tx, participant, 'statementIssued', {
            month: statement.month,
            amountCents: statement.balance ?? 0,
            dueDate: new Date(statement.createdAt.getTime() + ages.overdueDays * DAY_MS).toISOString(),
          });
        }
      }
      await this.repo.addPdfs(tx, job.runId, updated.length, toEmail.length);
    });
  }

  /** Everything a statement PDF shows, for a batch of statements (one query per related table). */
  async pdfData(statements: StatementRow[]): Promise<Map<string, StatementPdfData>> {
    const usernames = [...new Set(statements.map((s) => s.username))];
    const vehicleIds = [
      ...new Set(
        statements.flatMap((s) => [
          ...s.tripsSummary.flatMap((t) => (t.vehicleId ? [t.vehicleId] : [])),
          ...s.vehiclesSummary.flatMap((v) => (v.vehicleId ? [v.vehicleId] : [])),
        ]),
      ),
    ];
    const [participants, vehicles, ages, calendar] = await Promise.all([
      this.deps.participants.findByUsernames(usernames),
      this.deps.vehicles.findByIds(vehicleIds),
      this.deps.billingAges(),
      this.deps.configuration.pilotCalendar(),
    ]);
    // The pilot's days in the same words as the e-mails and pages of the statement's language, worded once
    // per batch (Intl formatting is costly on the path of thousands of statements).
    const pilotIn = (language: StatementLanguage) => ({
      startDate: pilotDayText(calendar.startDate, language),
      endDate: pilotDayText(calendar.endDate, language),
      chargesReal: calendar.chargesReal,
    });
    const pilotBy: Record<StatementLanguage, ReturnType<typeof pilotIn>> = { en: pilotIn('en'), es: pilotIn('es') };
    const programIds = [
      ...new Set(participants.flatMap((p) => (p.participantPilotProgramId ? [p.participantPilotProgramId] : []))),
    ];
    const programs = await this.deps.programs.findByIds(programIds);
    const participantBy = new Map(participants.map((p) => [p.username, p]));
    const vehicleBy = new Map(vehicles.map((v) => [v.id, v]));
    const programBy = new Map(programs.map((p) => [p.id, p]));
    const result = new Map<string, StatementPdfData>();
    for (const s of statements) {
      const p = participantBy.get(s.username);
      const language = notificationLanguage(p?.language);
      const t = STATEMENT_PDF_TEXTS[language];
      const vehicleLabel = (id: string | null | undefined) => {
        const v = id ? vehicleBy.get(id) : undefined;
        if (!v) return { label: t.vehicleNotRecorded, detail: '' };
        const label = [v.year, v.make, v.model].filter(Boolean).join(' ') || t.vehicleUnnamed;
        const detail = v.licensePlate ? t.plate(v.licensePlate) : v.vin ? t.vinEnding(v.vin.slice(-6)) : '';
        return { label, detail };
      };
      const program = p?.participantPilotProgramId ? programBy.get(p.participantPilotProgramId) : undefined;
      const name = p ? [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ') || p.email : s.username;
      const cityLine = p
        ? [p.city, [p.state, [p.postalCode, p.extendedPostalCode].filter(Boolean).join('-')].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', ')
        : '';
      const due = new Date(s.createdAt.getTime() + ages.overdueDays * DAY_MS);
      const netOf = (row: (typeof s.tripsSummary)[number]) => row.net;
      result.set(s.id, {
        language,
        programmeName: PROGRAMME_NAME,
        planName: program?.name ?? null,
        statementId: s.id,
        accountNo: p ? String(p.accountNo) : '',
        name,
        addressLines: p ? [p.address1, p.address2, cityLine].filter((l): l is string => Boolean(l)) : [],
        email: p?.email ?? '',
        monthLabel: monthName(s.month, t.locale),
        periodLabel: periodLabel(s.periodFrom, s.periodTo, STATEMENT_TIME_ZONE, t.locale),
        issueDate: longDate(s.createdAt, STATEMENT_TIME_ZONE, t.locale),
        dueDate: longDate(due, STATEMENT_TIME_ZONE, t.locale),
        mileageUnit: s.mileageUnit ?? 'km',
        fuelUnit: s.fuelUnit ?? 'l',
        trips: s.trips,
        mileage: s.mileage,
        fuel: s.fuel,
        fees: {
          mbufFee: s.mbufFee,
          cordonFee: s.cordonFee,
          todFee: s.todFee,
          tollFee: s.tollFee,
          fuelTaxCredit: s.fuelTaxCredit,
          rifFee: s.rifFee,
          totalNewMileageFee: s.totalNewMileageFee,
          totalNewAdjCharges: s.totalNewAdjCharges,
          totalNewChages: s.totalNewChages,
          carryoverBalance: s.carryoverBalance,
          balance: s.balance ?? 0,
        },
        vehicles: s.vehiclesSummary.map((v) => {
          const rows = s.tripsSummary.filter((t) => (t.vehicleId ?? null) === (v.vehicleId ?? null));
          return {
            ...vehicleLabel(v.vehicleId),
            mileage: v.mileage,
            fuel: v.fuel,
            mileageFee: v.mileageFee,
            fuelFee: v.fuelFee,
            net: sum(rows, netOf),
          };
        }),
        states: s.tripsSummary.map((t) => ({
          vehicleLabel: vehicleLabel(t.vehicleId).label,
          stateCode: t.stateCode,
          publicMileage: t.publicMileage ?? t.mileage,
          privateMileage: t.privateMileage ?? 0,
          publicFuel: t.publicFuel ?? 0,
          privateFuel: t.privateFuel ?? 0,
          mileageFee: t.mileageFee,
          fuelFee: t.fuelFee,
          otherFees: (t.cordonFee ?? 0) + (t.todFee ?? 0) + (t.tollFee ?? 0),
          net: t.net,
        })),
        adjustments: s.adjustmentSummary.map((a) => ({
          date: shortDateIn(a.shortDate, t.locale),
          description: a.note || t.tripAdjustment,
          mileage: a.adjMileage,
          mileageFee: a.adjMileageFee,
          fuel: a.adjFuel,
          fuelFee: a.adjFuelFee,
          net: a.net ?? a.adjMileageFee - a.adjFuelFee,
        })),
        note: s.note,
        pilot: pilotBy[language],
      });
    }
    return result;
  }

  // ---- reconciliation ----

  /**
   * The reconciliation report (`npm run reconcile`); the provider's books are read through the
   * configured payments provider unless `charges` is given (null: do not read them).
   */
  async reconcile(
    options: { charges?: ChargesSource | null; usernames?: string[] | null } = {},
  ): Promise<ReconcileReport> {
    const charges =
      options.charges !== undefined
        ? options.charges
        : this.deps.paymentsProviders((await this.deps.configuration.getConfiguration('PAYMENTS_PROVIDER'))?.value);
    const source = charges && typeof charges.listCharges === 'function' ? charges : null;
    return reconcile(new ReconcileReadModel(this.repo.db), { charges: source, usernames: options.usernames });
  }

  // ---- reading statements ----

  private async viewStatements(rows: StatementRow[]): Promise<StatementView[]> {
    if (rows.length === 0) return [];
    const ages = await this.deps.billingAges();
    const now = new Date();
    return rows.map((s) => ({ ...s, standing: statementStanding({ statement: s, now, ages }) }));
  }

  async getParticipantStatementsByUsername(
    actor: Actor | null,
    args: PageArgs & { username: string; filter?: StatementFilter | null },
  ): Promise<Page<StatementView>> {
    requireSelfOrAdmin(actor, args.username);
    const page = await paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (s: StatementRow) => [s.month, s.id],
      fetch: (q) => this.repo.listStatementsByUsername({ ...q, username: args.username, filter: args.filter }),
    });
    return { items: await this.viewStatements(page.items), nextToken: page.nextToken };
  }

  async listParticipantStatements(
    actor: Actor | null,
    args: PageArgs & { filter?: StatementFilter | null },
  ): Promise<Page<StatementView>> {
    requireAdmin(actor);
    const page = await paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (s: StatementRow) => [timeKey(s.periodFrom), s.id],
      fetch: (q) => this.repo.listStatements({ ...q, filter: args.filter }),
    });
    return { items: await this.viewStatements(page.items), nextToken: page.nextToken };
  }

  async getParticipantStatement(actor: Actor | null, id: string): Promise<StatementView | null> {
    requireActor(actor);
    const row = await this.repo.findStatement(id);
    if (!row) return null;
    requireSelfOrAdmin(actor, row.username);
    const [view] = await this.viewStatements([row]);
    return view ?? null;
  }

  // ---- a statement transaction's payment (called in the payment's database transaction) ----

  /**
   * Settles the statements of the given transactions and of everything carried into them, and marks
   * their segments and adjustments paid: when a statement owes nothing, and when a payment is made.
   */
  private async settleChains(tx: Executor, transactionIds: string[], paidAt: Date, actor: string): Promise<number> {
    const chain = await this.billingReads.carriedChain(tx, transactionIds, true);
    const settled = await this.repo.settleStatements(tx, chain, paidAt, actor);
    await this.deps.billedItems.setPaymentStatusOf(tx, chain, 'paid', actor);
    return settled;
  }

  /**
   * When a transaction that carried older amounts is processed, the statements it carried are paid
   * too: marks them settled and their segments and adjustments paid (call in the payment's transaction).
   */
  settleCarried(tx: Executor, transactionId: string, paidAt: Date, actor: string): Promise<number> {
    return this.settleChains(tx, [transactionId], paidAt, actor);
  }

  /** The payment status of a paying transaction, applied to the items of what it carried (pending/failed). */
  async markCarriedItems(tx: Executor, transactionId: string, status: 'pending' | 'failed'): Promise<void> {
    const carried = await this.billingReads.carriedChain(tx, [transactionId], false);
    await this.deps.billedItems.setPaymentStatusOf(tx, carried, status);
  }

  /** A failed payment is tried again: what the transaction bills, and what it carried, are pending again. */
  async paymentRetried(tx: Executor, transactionId: string): Promise<void> {
    await this.deps.billedItems.setPaymentStatus(tx, transactionId, 'pending');
    await this.markCarriedItems(tx, transactionId, 'pending');
  }

  /** A payment was declined: its items and those of what it carried failed. */
  async paymentFailed(tx: Executor, transactionId: string): Promise<void> {
    await this.deps.billedItems.setPaymentStatus(tx, transactionId, 'failed');
    await this.markCarriedItems(tx, transactionId, 'failed');
  }

  /**
   * A statement transaction was paid: its items paid, the payment added to its statement, and that
   * statement and the older ones it carried settled with their items.
   */
  async paymentSettled(
    tx: Executor,
    transaction: { id: string; statementId: string | null; amountCents: number },
    paidAt: Date,
    actor: string,
  ): Promise<void> {
    await this.deps.billedItems.setPaymentStatus(tx, transaction.id, 'paid');
    if (transaction.statementId) {
      await this.repo.addStatementPayment(tx, transaction.statementId, transaction.amountCents, paidAt, actor);
    }
    await this.settleChains(tx, [transaction.id], paidAt, actor);
  }

  /** When the oldest amount each open transaction owes was issued (standing ages from there). */
  debtOrigins(executor: Executor, transactionIds: string[]): Promise<Map<string, Date>> {
    return this.billingReads.debtOrigins(executor, transactionIds);
  }
}
