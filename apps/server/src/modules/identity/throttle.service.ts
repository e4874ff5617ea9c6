import type { ThrottleRepository } from './throttle.repository.js';

/** Failed sign-ins are throttled per account and per address, with exponential back-off after 5 failures. */
export class ThrottleService {
  constructor(private readonly repo: ThrottleRepository) {}

  private keys(email: string, ip: string): string[] {
    return [`email:${email}`, `ip:${ip}`];
  }

  /** Seconds to wait before another attempt, or 0 when allowed. */
  async retryAfterSeconds(email: string, ip: string): Promise<number> {
    const until = await this.repo.lockedUntil(this.keys(email, ip));
    return until ? Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) : 0;
  }

  recordFailure(email: string, ip: string): Promise<void> {
    return this.repo.recordFailure(this.keys(email, ip));
  }

  /** A successful sign-in clears the account's counter; the address keeps its history. */
  recordSuccess(email: string): Promise<void> {
    return this.repo.clear([`email:${email}`]);
  }
}
