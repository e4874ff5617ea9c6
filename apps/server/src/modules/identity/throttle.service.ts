import { IDENTITY } from '@rc/domain';
import type { ThrottleRepository } from './throttle.repository.js';

const accountKey = (email: string) => `email:${email.toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

/**
 * Failed sign-ins back off exponentially per account after 5 failures, and per address only after
 * far more (IDENTITY.addressFailuresBeforeBackoff). A locked address never stops an account that has
 * no failures of its own: many people can share one address, and a guesser spraying one password over
 * many accounts still gets a single try each before those accounts count against it.
 */
export class ThrottleService {
  constructor(private readonly repo: ThrottleRepository) {}

  /** Seconds to wait before another attempt, or 0 when allowed. */
  async retryAfterSeconds(email: string, ip: string): Promise<number> {
    const [account, address] = await this.repo.state([accountKey(email), addressKey(ip)]);
    const now = Date.now();
    const waitFor = (until: Date | null) => (until && until.getTime() > now ? until.getTime() - now : 0);
    let wait = waitFor(account?.lockedUntil ?? null);
    if ((account?.failures ?? 0) > 0) wait = Math.max(wait, waitFor(address?.lockedUntil ?? null));
    return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.repo.recordFailure(accountKey(email), IDENTITY.failuresBeforeBackoff);
    await this.repo.recordFailure(addressKey(ip), IDENTITY.addressFailuresBeforeBackoff);
  }

  /** A successful sign-in clears the account's counter; the address keeps its history. */
  recordSuccess(email: string): Promise<void> {
    return this.repo.clear([accountKey(email)]);
  }
}
