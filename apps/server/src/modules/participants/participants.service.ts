import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
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

  async listParticipants(actor: Actor | null, args: PageArgs): Promise<Page<ParticipantRow>> {
    requireAdmin(actor);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (p) => [timeKey(p.createdAt), p.username],
      fetch: (q) => this.repo.list(q),
    });
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
