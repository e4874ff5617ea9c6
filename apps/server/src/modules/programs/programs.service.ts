import { DEFAULT_PILOT, PILOT_SHORT_NAMES, updatePilotProgramSchema } from '@rc/domain';
import { z } from 'zod';
import { withActor } from '../../db/actor.js';
import type { PilotProgramDetails } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { PilotProgramRow, ProgramsRepository } from './programs.repository.js';

const idArg = z.string().trim().min(1).max(100);
const programFilterSchema = z
  .object({
    category: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || undefined),
  })
  .nullish()
  .transform((v) => v ?? {});

export class ProgramsService {
  constructor(private readonly repo: ProgramsRepository) {}

  /** Pilot values are case-insensitive; unknown or missing values fall back to MBUF. */
  async findByShortNameOrDefault(shortName?: string | null): Promise<PilotProgramRow | null> {
    const known = PILOT_SHORT_NAMES.find((p) => p.toLowerCase() === shortName?.toLowerCase());
    return this.repo.findByShortName(known ?? DEFAULT_PILOT);
  }

  findByIds(ids: readonly string[]): Promise<PilotProgramRow[]> {
    return this.repo.findByIds(ids);
  }

  /** Public: the enrolment pages show the programme names before anyone signs in. */
  listPilotPrograms(filter: { category?: string | null } | null | undefined, args: PageArgs) {
    const f = validate(programFilterSchema, filter);
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 1,
      keyOf: (p: PilotProgramRow) => [p.shortName],
      fetch: (q) => this.repo.list(f, q),
    }) as Promise<Page<PilotProgramRow>>;
  }

  /** Public, like the list; an unknown id gives null. */
  getPilotProgram(id: string): Promise<PilotProgramRow | null> {
    return this.repo.findById(validate(idArg, id));
  }

  /**
   * Staff edit a program's name, category, description, device and GPS requirements and details.
   * The short name never changes (enrolment links, reports and fee rules key on it). Details given
   * replace those sections only; a section given as null or '' is cleared.
   */
  async updatePilotProgram(actor: Actor | null, input: unknown): Promise<PilotProgramRow> {
    const admin = requireAdmin(actor);
    const { id, details, ...changes } = validate(updatePilotProgramSchema, input);
    return withActor(this.repo.db, admin.username, async (tx) => {
      const current = await this.repo.findById(id, tx);
      if (!current) throw new AppError('NOT_FOUND', 'pilotProgramNotFound');
      const values: Parameters<ProgramsRepository['update']>[2] = Object.fromEntries(
        Object.entries(changes).filter(([, v]) => v !== undefined),
      );
      if (details) values.details = mergeDetails(current.details, details);
      const updated = await this.repo.update(tx, id, values);
      if (!updated) throw new AppError('NOT_FOUND', 'pilotProgramNotFound');
      return updated;
    });
  }
}

function mergeDetails(
  current: PilotProgramDetails,
  given: Partial<Record<keyof PilotProgramDetails, string | null | undefined>>,
): PilotProgramDetails {
  const merged: Record<string, string> = { ...current } as Record<string, string>;
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
