import type { Database } from './db/client.js';
import { ConfigurationRepository } from './modules/configuration/configuration.repository.js';
import { ConfigurationService } from './modules/configuration/configuration.service.js';
import { IdentityRepository } from './modules/identity/identity.repository.js';
import { IdentityService } from './modules/identity/identity.service.js';
import { ThrottleRepository } from './modules/identity/throttle.repository.js';
import { ThrottleService } from './modules/identity/throttle.service.js';
import { ParticipantsRepository } from './modules/participants/participants.repository.js';
import { ParticipantsService } from './modules/participants/participants.service.js';
import { ProgramsRepository } from './modules/programs/programs.repository.js';
import { ProgramsService } from './modules/programs/programs.service.js';

/** One instance of each domain service, wired to its repository. */
export function createServices(db: Database) {
  const programs = new ProgramsService(new ProgramsRepository(db));
  return {
    programs,
    participants: new ParticipantsService(new ParticipantsRepository(db), programs),
    configuration: new ConfigurationService(new ConfigurationRepository(db)),
    throttle: new ThrottleService(new ThrottleRepository(db)),
    identity: new IdentityService(new IdentityRepository(db)),
  };
}

export type Services = ReturnType<typeof createServices>;
