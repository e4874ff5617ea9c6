import { DEFAULT_PILOT, PILOT_SHORT_NAMES } from '@rc/domain';
import type { PilotProgramRow, ProgramsRepository } from './programs.repository.js';

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
}
