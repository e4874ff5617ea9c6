import { DEFAULT_PILOT, PILOT_SHORT_NAMES, type PilotShortName } from '@rc/domain';
import type { ProgramsService } from '../programs/programs.service.js';

/** A program's short name, cached for a minute: programs change rarely, trips arrive constantly. */
export class TripPilots {
  private readonly cache = new Map<string, { pilot: PilotShortName; at: number }>();

  constructor(private readonly programs: Pick<ProgramsService, 'findByIds'>) {}

  async pilotOf(programId: string | null): Promise<PilotShortName> {
    if (!programId) return DEFAULT_PILOT;
    const cached = this.cache.get(programId);
    if (cached && Date.now() - cached.at < 60_000) return cached.pilot;
    const [program] = await this.programs.findByIds([programId]);
    const name = program?.shortName;
    const pilot = (PILOT_SHORT_NAMES as readonly string[]).includes(name ?? '')
      ? (name as PilotShortName)
      : DEFAULT_PILOT;
    this.cache.set(programId, { pilot, at: Date.now() });
    return pilot;
  }
}
