import {
  canonicalPilotShortName,
  createSurveySchema,
  emailCheckSchema,
  emailSchema,
  INVITATIONS_LIMITS,
  importInvitationsSchema,
  listInvitationsFilterSchema,
  messages,
} from '@rc/domain';
import { type Executor, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import { parseCsv } from '../../lib/csv.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { EnrolmentRepository, InvitationRow, SurveyRow } from './enrolment.repository.js';

export interface EmailCheckResult {
  eligible: boolean;
  closed: boolean;
}

export interface InvitationRejection {
  line: number;
  email: string | null;
  reason: string;
}

export interface ImportInvitationsResult {
  added: number;
  duplicates: number;
  rejected: InvitationRejection[];
}

/** Who an anonymous write (the eligibility survey) is recorded as in the audit trail. */
export const ANONYMOUS_ACTOR = 'anonymous';

/** The CSV text of a base64 upload; null when it is not base64 of UTF-8 text within the size limit. */
function decodeCsv(base64: string): string | null {
  const compact = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) return null;
  if ((compact.length * 3) / 4 > INVITATIONS_LIMITS.maxBytes + 3) return null;
  const bytes = Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64');
  if (bytes.length === 0 || bytes.length > INVITATIONS_LIMITS.maxBytes) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const isBlank = (fields: string[]) => fields.every((f) => f.trim() === '');

export class EnrolmentService {
  constructor(
    private readonly repo: EnrolmentRepository,
    private readonly configuration: ConfigurationService,
  ) {}

  /** Account erasure (decision 020): the invitations sent to the address, in the caller's transaction. */
  eraseInvitations(tx: Executor, email: string): Promise<string[]> {
    return this.repo.eraseInvitations(tx, email);
  }

  /**
   * Public (before an account exists): eligible when the address is on an invitation list (case-
   * insensitive), closed when configuration REGISTRATION_CLOSED is true.
   */
  async emailCheck(input: unknown): Promise<EmailCheckResult> {
    const { email } = validate(emailCheckSchema, input);
    const [setting, eligible] = await Promise.all([
      this.configuration.getConfiguration('REGISTRATION_CLOSED'),
      this.repo.isInvited(email),
    ]);
    return { eligible, closed: setting?.value?.trim().toLowerCase() === 'true' };
  }

  /**
   * Sign-up is by invitation (docs/domain.md): the message key refusing a new account for this address
   * ('pilotClosed' while REGISTRATION_CLOSED, 'emailNotEligible' when it is not invited), or null.
   * The identity gateway asks before it creates any account, so the web form's check cannot be skipped.
   */
  async signUpRefusal(email: string): Promise<'pilotClosed' | 'emailNotEligible' | null> {
    const { eligible, closed } = await this.emailCheck({ email });
    if (closed) return 'pilotClosed';
    return eligible ? null : 'emailNotEligible';
  }

  /** Public: stores an answered eligibility survey (the survey precedes sign-up). */
  async createSurvey(actor: Actor | null, input: unknown): Promise<SurveyRow> {
    const survey = validate(createSurveySchema, input);
    return withActor(this.repo.db, actor?.username ?? ANONYMOUS_ACTOR, (tx) => this.repo.insertSurvey(tx, survey));
  }

  /**
   * Staff import an invitation list: CSV (base64) with columns email and pilot short name, header
   * optional. A row without a pilot takes `pilot` (default MBUF). Addresses are normalised; rows already
   * on the list (or repeated in the file) count as duplicates; invalid rows are listed with the reason.
   * All valid rows are added in one transaction.
   */
  async importInvitations(actor: Actor | null, raw: unknown): Promise<ImportInvitationsResult> {
    const admin = requireAdmin(actor);
    const { csv, pilot } = validate(importInvitationsSchema, raw);
    const text = decodeCsv(csv);
    if (text === null) throw new AppError('BAD_USER_INPUT', 'invitationsFileInvalid');
    let records: string[][];
    try {
      records = parseCsv(text);
    } catch {
      throw new AppError('BAD_USER_INPUT', 'invitationsFileInvalid');
    }
    if (records.length > INVITATIONS_LIMITS.maxLines) throw new AppError('BAD_USER_INPUT', 'invitationsFileInvalid');

    const rejected: InvitationRejection[] = [];
    const valid = new Map<string, { email: string; pilotShortName: string; createdBy: string }>();
    let duplicates = 0;
    records.forEach((fields, index) => {
      const line = index + 1;
      if (isBlank(fields)) return;
      const first = (fields[0] ?? '').trim();
      if (index === 0 && /^e-?mail$/i.test(first)) return; // the optional header
      const parsedEmail = emailSchema.safeParse(first);
      if (!parsedEmail.success) {
        rejected.push({ line, email: first || null, reason: messages.emailInvalid });
        return;
      }
      const pilotValue = (fields[1] ?? '').trim();
      const pilotShortName = pilotValue ? canonicalPilotShortName(pilotValue) : pilot;
      if (!pilotShortName) {
        rejected.push({ line, email: parsedEmail.data, reason: messages.pilotShortNameInvalid });
        return;
      }
      const key = `${parsedEmail.data}\n${pilotShortName}`;
      if (valid.has(key)) duplicates++;
      else valid.set(key, { email: parsedEmail.data, pilotShortName, createdBy: admin.username });
    });
    const rows = [...valid.values()];
    const added = rows.length
      ? await withActor(this.repo.db, admin.username, (tx) => this.repo.insertInvitations(tx, rows))
      : 0;
    return { added, duplicates: duplicates + rows.length - added, rejected };
  }

  /** Staff: the invitation list, newest first by default; filter.email matches part of the address. */
  async listInvitations(
    actor: Actor | null,
    args: PageArgs & { filter?: { email?: string | null } | null },
  ): Promise<Page<InvitationRow>> {
    requireAdmin(actor);
    const filter = validate(listInvitationsFilterSchema, args.filter);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (i) => [timeKey(i.createdAt), i.id],
      fetch: (q) => this.repo.listInvitations({ ...q, emailContains: filter?.email || null }),
    });
  }
}
