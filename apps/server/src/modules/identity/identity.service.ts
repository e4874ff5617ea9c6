import type { IdentityRepository } from './identity.repository.js';

export class IdentityService {
  constructor(private readonly repo: IdentityRepository) {}

  /**
   * Sign-up of an e-mail that already has an account answers 'exists' so the form can try to sign
   * in instead (the spec's behaviour, as the original identity service did).
   */
  async emailExists(email: string): Promise<boolean> {
    return (await this.repo.findUserByEmail(email)) !== null;
  }
}
