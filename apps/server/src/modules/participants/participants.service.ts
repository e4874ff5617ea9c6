import { AppError } from '../../errors.js';
import { clampLimit, decodeCursor, encodeCursor, type Page, type SortDirection } from '../../lib/cursor.js';
import { type Actor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { ProgramsService } from '../programs/programs.service.js';
import type { ParticipantRow, ParticipantsRepository } from './participants.repository.js';

export class ParticipantsService {
  constructor(
    private readonly repo: ParticipantsRepository,
    private readonly programs: ProgramsService,
  ) {}

  /** Own record for a participant, any record for an admin. */
  async getParticipant(actor: Actor | null, username: string): Promise<ParticipantRow> {
    requireSelfOrAdmin(actor, username);
    const participant = await this.repo.findByUsername(username);
    if (!participant) throw new AppError('NOT_FOUND', 'participantNotFound');
    return participant;
  }

  async listParticipants(
    actor: Actor | null,
    args: { limit?: number | null; nextToken?: string | null; sortDirection?: SortDirection | null },
  ): Promise<Page<ParticipantRow>> {
    requireAdmin(actor);
    const limit = clampLimit(args.limit);
    const cursor = decodeCursor(args.nextToken, 2);
    const after = cursor ? { createdAt: new Date(String(cursor[0])), username: String(cursor[1]) } : null;
    if (after && Number.isNaN(after.createdAt.getTime())) {
      throw new AppError('BAD_USER_INPUT', 'invalidInput', 'The nextToken is not valid.');
    }
    const rows = await this.repo.list({ limit: limit + 1, after, direction: args.sortDirection ?? 'DESC' });
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items,
      nextToken: rows.length > limit && last ? encodeCursor([last.createdAt.toISOString(), last.username]) : null,
    };
  }

  /** Every new sign-up becomes a participant with status created in the default pilot. */
  async createForNewUser(user: { id: string; email: string }, pilotShortName?: string): Promise<ParticipantRow> {
    const program = await this.programs.findByShortNameOrDefault(pilotShortName);
    return this.repo.insert({
      username: user.id,
      email: user.email,
      status: 'created',
      participantPilotProgramId: program?.id ?? null,
      updatedBy: user.id,
    });
  }
}
