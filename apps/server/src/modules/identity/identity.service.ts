import type { Executor } from '../../db/actor.js';
import type { IdentityRepository } from './identity.repository.js';

export class IdentityService {
  constructor(private readonly repo: IdentityRepository) {}

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

  /**
   * Sign-up of an e-mail that already has an account answers 'exists' so the form can try to sign
   * in instead (the spec's behaviour, as the original identity service did).
   */
  async emailExists(email: string): Promise<boolean> {
    return (await this.repo.findUserByEmail(email)) !== null;
  }
}
